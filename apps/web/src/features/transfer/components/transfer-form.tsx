import { Decimal, positiveAmount, type CurrencyItem, type TransferView } from '@brokerage/shared';
import { Button, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/amount-input';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { trimTrailingPoint } from '../../../lib/forms/amount-text';
import { describeFailure } from '../../../lib/ui/notify';
import { useDebounced } from '../../../lib/ui/use-debounced';
import { useCreateTransfer } from '../api/create-transfer';
import { useTransferQuote } from '../api/get-transfer-quote';
import './transfer.css';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useAmountLimits } from '../../../lib/settings/amount-limits';

/**
 * Account transfer (seed section 3: from account, to account, max transfer): the platform's
 * rate after its spread, what arrives, and the most that can be moved; the pay password
 * confirms one ledger entry.
 */
export const TransferForm = ({
  own,
  currencies,
  initialTo,
  need,
  onDone,
  onError,
}: {
  /** The customer's accounts and their available balances. */
  own: { currency: string; available: string }[];
  currencies: CurrencyItem[];
  /** The currency to buy, when another screen sent the customer here for it. */
  initialTo?: string;
  /** How much of `initialTo` is needed: the amount to convert is filled in at the quoted rate. */
  need?: string;
  onDone: (transfer: TransferView) => void;
  onError: (error: unknown) => void;
}) => {
  const maximumOf = useAmountLimits();
  const n = useNumberFormat();
  const { t } = useTranslation();
  const sources = own.filter((account) => new Decimal(account.available).gt(0));
  // Sent here to buy `initialTo`: the first account that can pay for it, not that currency.
  const payers = sources.filter((account) => account.currency !== initialTo);
  const [from, setFrom] = useState(
    payers[0]?.currency ?? sources[0]?.currency ?? own[0]?.currency ?? 'USD',
  );
  const targets = currencies.map((item) => item.code).filter((code) => code !== from);
  const [toChoice, setTo] = useState<string | undefined>(initialTo);
  const to = toChoice && targets.includes(toChoice) ? toChoice : (targets[0] ?? '');
  const [amountText, setAmountText] = useState('');
  const [confirming, setConfirming] = useState(false);

  const decimals = currencies.find((item) => item.code === from)?.decimals ?? 2;
  const amount = trimTrailingPoint(useDebounced(amountText, 300));
  const amountValid = positiveAmount.safeParse(amount).success;
  const quote = useTransferQuote(
    { from, to, amount: amountValid ? amount : '' },
    { enabled: to !== '' },
  );
  const current =
    quote.data && quote.data.from === from && quote.data.to === to ? quote.data : undefined;

  // Sent here for `need` of `to`: once the rate is quoted, the amount that buys it (rounded up
  // to the source currency's decimals, so that the order's need is covered) is filled in once.
  const [filledFor, setFilledFor] = useState('');
  const needed = need && positiveAmount.safeParse(need).success ? need : undefined;
  if (needed && current && filledFor !== `${from}:${to}` && new Decimal(current.rate).gt(0)) {
    setFilledFor(`${from}:${to}`);
    setAmountText(
      new Decimal(needed).div(current.rate).toDecimalPlaces(decimals, Decimal.ROUND_UP).toFixed(),
    );
  }

  const mutation = useCreateTransfer({
    onSuccess: (transfer) => {
      setConfirming(false);
      setAmountText('');
      onDone(transfer);
    },
    onError,
  });
  const { resetKey } = mutation;
  useEffect(() => resetKey(), [resetKey, from, to, amountText]);

  let problem = '';
  if (amountText && !positiveAmount.safeParse(trimTrailingPoint(amountText)).success)
    problem = t('validation.amountInvalid');
  else if (quote.error) problem = describeFailure(quote.error, t).join(' ');
  else if (current && amountValid && new Decimal(amount).gt(current.maxTransferable))
    problem = t('errors.INSUFFICIENT_FUNDS');

  const ready =
    current !== undefined &&
    amountValid &&
    current.amount !== null &&
    new Decimal(current.amount).eq(amount) &&
    amount === trimTrailingPoint(amountText) &&
    current.receive !== null &&
    new Decimal(current.receive).gt(0) &&
    !quote.isFetching &&
    problem === '';

  const swap = (): void => {
    if (!to) return;
    setTo(from);
    setFrom(to);
  };

  return (
    <div className="transfer-form">
      {needed && (
        <p className="info-card transfer-need" data-testid="transfer-need">
          {t('transfer.needFor', { amount: n.money(needed, to), currency: to })}
        </p>
      )}
      <section className="info-card">
        <div className="field-label">{t('transfer.from')}</div>
        <Selector
          columns={4}
          showCheckMark={false}
          value={[from]}
          options={(sources.length > 0 ? sources : own).map((account) => ({
            label: account.currency,
            value: account.currency,
          }))}
          onChange={(values) => {
            if (values[0]) setFrom(values[0]);
          }}
          data-testid="transfer-from"
        />
        <div className="transfer-swap">
          <button type="button" className="link-button" onClick={swap} data-testid="transfer-swap">
            ⇅ {t('transfer.swap')}
          </button>
        </div>
        <div className="field-label">{t('transfer.to')}</div>
        <Selector
          columns={4}
          showCheckMark={false}
          value={[to]}
          options={targets.map((code) => ({ label: code, value: code }))}
          onChange={(values) => {
            if (values[0]) setTo(values[0]);
          }}
          data-testid="transfer-to"
        />
      </section>

      <section className="info-card">
        <label className="field-label" htmlFor="transfer-amount">
          {t('transfer.amountIn', { currency: from })}
        </label>
        <div className="big-amount transfer-amount-row" id="transfer-amount">
          <AmountInput
            value={amountText}
            onChange={setAmountText}
            placeholder="0.00"
            decimals={decimals}
            maximum={maximumOf('transfer', from)}
            testId="transfer-amount"
          />
          <button
            type="button"
            className="link-button"
            disabled={!current}
            onClick={() =>
              current &&
              setAmountText(
                new Decimal(current.maxTransferable)
                  .toDecimalPlaces(decimals, Decimal.ROUND_DOWN)
                  .toFixed(),
              )
            }
            data-testid="transfer-max"
          >
            {t('transfer.all')}
          </button>
        </div>
        <div className="transfer-max muted small" data-testid="transfer-max-text">
          {t('transfer.maxTransferable')}:{' '}
          <span className="num">
            {current ? `${n.money(current.maxTransferable, from)} ${from}` : '--'}
          </span>
        </div>
        {problem && (
          <div className="field-error" role="alert" data-testid="transfer-problem">
            {problem}
          </div>
        )}
      </section>

      <section className="quote-panel" data-testid="transfer-quote">
        <dl className="record-rows">
          <div className="record-row">
            <dt>{t('transfer.rate')}</dt>
            <dd className="amount" data-testid="transfer-rate">
              {current ? `1 ${from} = ${n.figure(current.rate, 6)} ${to}` : '--'}
            </dd>
          </div>
          <div className="record-row">
            <dt>{t('transfer.marketRate')}</dt>
            <dd className="amount muted">
              {current ? `${n.figure(current.marketRate, 6)}` : '--'}
            </dd>
          </div>
          <div className="record-row">
            <dt>{t('transfer.spread')}</dt>
            <dd className="amount muted">
              {current ? `${new Decimal(current.spread).times(100).toFixed()} %` : '--'}
            </dd>
          </div>
          <div className="record-row strong">
            <dt>{t('transfer.receive')}</dt>
            <dd className="amount" data-testid="transfer-receive">
              {current?.receive ? `${n.money(current.receive, to)} ${to}` : '--'}
            </dd>
          </div>
        </dl>
        <p className="muted small">{t('transfer.rateNote')}</p>
      </section>

      <Button
        block
        color="primary"
        size="large"
        disabled={!ready}
        onClick={() => setConfirming(true)}
        data-testid="transfer-submit"
      >
        {t('transfer.confirm')}
      </Button>

      <PayPasswordPopup
        visible={confirming}
        title={t('transfer.confirmTitle')}
        loading={mutation.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={(payPassword) => {
          mutation.submit({
            request: { from, to, amount, payPassword },
          });
        }}
      >
        {current?.receive && (
          <dl className="record-rows pin-summary">
            <div className="record-row">
              <dt>{t('transfer.from')}</dt>
              <dd className="amount">
                {n.money(amount, from)} {from}
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('transfer.rate')}</dt>
              <dd className="amount">{n.figure(current.rate, 6)}</dd>
            </div>
            <div className="record-row strong">
              <dt>{t('transfer.receive')}</dt>
              <dd className="amount">
                {n.money(current.receive, to)} {to}
              </dd>
            </div>
          </dl>
        )}
      </PayPasswordPopup>
    </div>
  );
};
