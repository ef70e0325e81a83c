import { Decimal, positiveAmount, type WithdrawalView } from '@brokerage/shared';
import { Button, ErrorBlock, Radio, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/amount-input';
import { trimTrailingPoint } from '../../../lib/forms/amount-text';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { describeFailure } from '../../../lib/ui/notify';
import { useDebounced } from '../../../lib/ui/use-debounced';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useWithdrawQuote } from '../api/get-withdraw-quote';
import { QuotePanel } from './quote-panel';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useAmountLimits } from '../../../lib/settings/amount-limits';
import { formatDateTime } from '../../../lib/format/instant';
import { useLanguageStore } from '../../../stores/language-store';
import { useKeptDraft } from '../../../lib/forms/kept-draft';
import { useAvailableCash } from '../../../lib/account/available-cash';
import { FundingHelp } from '../../../components/funding/funding-help';
import './withdraw.css';

export interface WithdrawTarget {
  id: number;
  title: string;
  detail: string;
  /** From when it can receive a withdrawal (a new payee's cooling-off), an ISO instant. */
  usableFrom: string;
}

/** A payee still cooling off cannot be chosen: the server would refuse it after the PIN. */
const coolingOff = (target: WithdrawTarget, now: number) =>
  new Date(target.usableFrom).getTime() > now;

/**
 * Choose a bound target, an amount and (bank) a currency; the quote shows fee, total,
 * minimum, available and the processing promise; the pay password confirms.
 */
export const WithdrawForm = ({
  type,
  targets,
  currencies,
  onAddTarget,
  onDone,
  onError,
}: {
  type: 'bank' | 'crypto';
  targets: WithdrawTarget[];
  currencies: string[];
  onAddTarget: () => void;
  onDone: (withdrawal: WithdrawalView) => void;
  /** Answers whether it offered a way elsewhere (then the pay-password sheet closes). */
  onError: (error: unknown) => boolean;
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const [now] = useState(() => Date.now());
  const [targetId, setTargetId] = useState<number | undefined>(
    targets.find((item) => !coolingOff(item, now))?.id,
  );
  // Kept across a conversion by the funding help, so that the customer comes back to it.
  const [draft, setDraft, keepDraft] = useKeptDraft(
    `withdraw:${type}`,
    { currency: currencies[0] ?? 'USD', amountText: '' },
    (kept) => currencies.includes(kept.currency),
  );
  const { currency, amountText } = draft;
  const setCurrency = (code: string): void => setDraft((was) => ({ ...was, currency: code }));
  const setAmountText = (text: string): void => setDraft((was) => ({ ...was, amountText: text }));
  const [confirming, setConfirming] = useState(false);
  const maximumOf = useAmountLimits();
  const available = useAvailableCash(currency);

  const amount = trimTrailingPoint(useDebounced(amountText, 350));
  const amountValid = positiveAmount.safeParse(amount).success;
  const quote = useWithdrawQuote({ type, currency, amount }, { enabled: amountValid });
  const current = quote.data && quote.data.amount && amountValid ? quote.data : undefined;

  const mutation = useCreateWithdrawal({
    onSuccess: (withdrawal) => {
      setConfirming(false);
      onDone(withdrawal);
    },
    onError: (error) => {
      if (onError(error)) setConfirming(false);
    },
  });

  const target = targets.find((item) => item.id === targetId);
  let problem = '';
  if (amountText && !positiveAmount.safeParse(trimTrailingPoint(amountText)).success)
    problem = t('validation.amountInvalid');
  else if (quote.error && amountValid) problem = describeFailure(quote.error, t).join(' ');
  else if (current && new Decimal(current.amount).lt(current.minimum))
    problem = t('errors.WITHDRAWAL_BELOW_MINIMUM', {
      minimum: n.money(current.minimum, current.currency),
      currency: current.currency,
    });
  // Short of cash: the funding help below says by how much and offers the conversion.
  const short = current !== undefined && new Decimal(current.total).gt(current.available);

  const ready =
    target !== undefined &&
    current !== undefined &&
    !quote.isFetching &&
    problem === '' &&
    !short &&
    amount === trimTrailingPoint(amountText) &&
    new Decimal(current.amount).eq(amount);

  if (targets.length === 0)
    return (
      <div className="info-card" data-testid="withdraw-no-target">
        <ErrorBlock
          status="empty"
          title={type === 'bank' ? t('withdraw.noBankCard') : t('withdraw.noWallet')}
          description={type === 'bank' ? t('withdraw.noBankCardHint') : t('withdraw.noWalletHint')}
        />
        <Button block color="primary" onClick={onAddTarget} data-testid="withdraw-add-target">
          {type === 'bank' ? t('cards.addBankCard') : t('cards.addWallet')}
        </Button>
      </div>
    );

  return (
    <div className="withdraw-form">
      <section className="info-card">
        <h2 className="section-title">
          {type === 'bank' ? t('withdraw.toCard') : t('withdraw.toWallet')}
        </h2>
        <Radio.Group value={targetId} onChange={(value) => setTargetId(Number(value))}>
          <div className="target-choices">
            {targets.map((item) => (
              <div key={item.id} className="target-choice-row">
                <Radio
                  value={item.id}
                  className="target-choice"
                  disabled={coolingOff(item, now)}
                  data-testid={`target-${item.id}`}
                >
                  <span className="target-choice-title ellipsis">{item.title}</span>
                  <span className="target-choice-detail ellipsis">{item.detail}</span>
                </Radio>
                {/* Outside the dimmed choice, so the reason stays readable. */}
                {coolingOff(item, now) && (
                  <p className="target-choice-waiting" data-testid={`target-waiting-${item.id}`}>
                    {t('withdraw.payeeCoolingOff', {
                      time: formatDateTime(item.usableFrom, language),
                    })}
                  </p>
                )}
              </div>
            ))}
          </div>
        </Radio.Group>
        <button type="button" className="link-button add-target" onClick={onAddTarget}>
          + {type === 'bank' ? t('cards.addBankCard') : t('cards.addWallet')}
        </button>
      </section>

      <section className="info-card">
        {type === 'bank' && currencies.length > 1 && (
          <>
            <div className="field-label">{t('withdraw.currency')}</div>
            <Selector
              columns={4}
              showCheckMark={false}
              value={[currency]}
              options={currencies.map((code) => ({ label: code, value: code }))}
              onChange={(values) => {
                if (values[0]) setCurrency(values[0]);
              }}
            />
          </>
        )}
        <label className="field-label" htmlFor="withdraw-amount">
          {t('withdraw.amountIn', { currency })}
        </label>
        <div className="big-amount" id="withdraw-amount">
          <AmountInput
            value={amountText}
            onChange={setAmountText}
            placeholder="0.00"
            decimals={2}
            maximum={maximumOf('withdrawal', currency)}
            testId="withdraw-amount"
          />
        </div>
        {problem && (
          <div className="field-error" role="alert" data-testid="withdraw-problem">
            {problem}
          </div>
        )}
        {type === 'crypto' && <p className="muted small">{t('withdraw.cryptoCurrencyNote')}</p>}
        <FundingHelp
          currency={currency}
          available={current?.available ?? available}
          needed={current && new Decimal(current.total)}
          onLeave={keepDraft}
          testId="withdraw"
        />
      </section>

      {current && <QuotePanel quote={current} type={type} />}

      <Button
        block
        color="primary"
        size="large"
        disabled={!ready}
        onClick={() => setConfirming(true)}
        data-testid="withdraw-confirm"
      >
        {t('withdraw.confirm')}
      </Button>

      <PayPasswordPopup
        visible={confirming}
        title={t('withdraw.confirmTitle')}
        loading={mutation.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={(payPassword) => {
          if (!target || !current) return;
          mutation.submit({
            request: { type, targetId: target.id, currency, amount: current.amount, payPassword },
          });
        }}
      >
        {current && target && (
          <dl className="record-rows pin-summary" data-testid="withdraw-summary">
            <div className="record-row">
              <dt>{t('withdraw.to')}</dt>
              <dd className="ellipsis">{target.title}</dd>
            </div>
            <div className="record-row">
              <dt>{t('withdraw.amount')}</dt>
              <dd className="amount" data-testid="summary-amount">
                {n.money(current.amount, current.currency)} {current.currency}
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('withdraw.fee')}</dt>
              <dd className="amount" data-testid="summary-fee">
                {n.money(current.fee, current.currency)} {current.currency}
              </dd>
            </div>
            <div className="record-row strong">
              <dt>{t('withdraw.total')}</dt>
              <dd className="amount">
                {n.money(current.total, current.currency)} {current.currency}
              </dd>
            </div>
            {/* The fee is charged on top: the payee receives the amount in full. */}
            <div className="record-row">
              <dt>{t('withdraw.arrives')}</dt>
              <dd className="amount" data-testid="summary-arrives">
                {n.money(current.amount, current.currency)} {current.currency}
              </dd>
            </div>
          </dl>
        )}
      </PayPasswordPopup>
    </div>
  );
};
