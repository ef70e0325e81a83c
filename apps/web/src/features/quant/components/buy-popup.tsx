import { Decimal, type QuantFundView, type QuantHoldingView } from '@brokerage/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/amount-input';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { PinProblem } from '../../../components/forms/quantity-input';
import { formatDay } from '../../../lib/format/date-time';

import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useLanguageStore } from '../../../stores/language-store';
import { useKeptDraft } from '../../../lib/forms/kept-draft';
import { useAvailableCash } from '../../../lib/account/available-cash';
import { FundingHelp } from '../../../components/funding/funding-help';
import { useBuyQuant } from '../api/buy-quant';
import { fundName, navText, valuationText } from './quant-format';

/** Seed section 5: 'Minimum purchase amount is {min}'; the server checks the same again. */
const amountProblem = (fund: QuantFundView, amount: string): string | undefined => {
  if (amount === '') return 'validation.amountInvalid';
  if (new Decimal(amount).lt(fund.minPurchase)) return 'errors.QUANT_BELOW_MINIMUM';
  if (new Decimal(amount).gt(fund.maxPurchase)) return 'errors.QUANT_ABOVE_MAXIMUM';
  return undefined;
};

/**
 * The amount and the pay password for a purchase, priced forward at the next valuation point's
 * NAV (shown in the reader's time), with the units the indicative NAV would buy.
 */
export const QuantBuyPopup = ({
  fund,
  onClose,
  onLeave,
  onDone,
  onError,
}: {
  fund: QuantFundView | undefined;
  onClose: () => void;
  /** The customer leaves to convert money: the catalog keeps which fund to open again. */
  onLeave: () => void;
  onDone: (holding: QuantHoldingView) => void;
  onError: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const n = useNumberFormat();
  // Kept across a conversion by the funding help; cleared when the popup closes or buys.
  const [draft, setDraft, keepDraft] = useKeptDraft('quant:amount', { amount: '' });
  const { amount } = draft;
  const setAmount = (text: string): void => setDraft({ amount: text });
  const [problem, setProblem] = useState('');
  const available = useAvailableCash(fund?.currency);
  const mutation = useBuyQuant({
    onSuccess: (holding) => {
      setAmount('');
      onDone(holding);
    },
    onError,
  });
  const { resetKey } = mutation;
  useEffect(() => {
    resetKey();
    setProblem('');
  }, [resetKey, amount, fund]);
  const nav = fund?.nav?.nav;
  const units =
    nav && amount !== ''
      ? new Decimal(amount).div(nav).toDecimalPlaces(4, Decimal.ROUND_DOWN)
      : null;

  return (
    <PayPasswordPopup
      visible={fund !== undefined}
      title={t('quant.buyTitle')}
      loading={mutation.isPending}
      onClose={() => {
        setAmount('');
        onClose();
      }}
      onConfirm={(payPassword) => {
        if (!fund) return;
        const key = amountProblem(fund, amount);
        if (key) {
          setProblem(
            t(key, {
              min: n.money(fund.minPurchase, fund.currency),
              max: n.money(fund.maxPurchase, fund.currency),
            }),
          );
          return;
        }
        mutation.submit({ fundId: fund.id, amount, payPassword });
      }}
    >
      {fund && (
        <div className="quant-buy" data-testid="quant-buy-form">
          <dl className="record-rows pin-summary">
            <div className="record-row strong">
              <dt>{t('quant.buy')}</dt>
              <dd className="ellipsis">{fundName(fund.name, language)}</dd>
            </div>
            <div className="record-row">
              <dt>{t('quant.navToday')}</dt>
              <dd className="amount">{navText(nav, language)}</dd>
            </div>
            <div className="record-row">
              <dt>{t('quant.estimatedUnits')}</dt>
              <dd className="amount">{units ? n.digits(units.toFixed(4)) : '--'}</dd>
            </div>
          </dl>
          <label className="pin-label" htmlFor="quant-amount">
            {t('quant.amount', { currency: fund.currency })}
          </label>
          <AmountInput
            value={amount}
            onChange={setAmount}
            decimals={2}
            placeholder={`${n.money(fund.minPurchase, fund.currency)} – ${n.money(fund.maxPurchase, fund.currency)}`}
            testId="quant-amount"
          />
          <PinProblem problem={problem} testId="quant-problem" />
          {/* The cash it draws on and, when short, the conversion (issue 31 item 6). */}
          <FundingHelp
            currency={fund.currency}
            available={available}
            needed={amountProblem(fund, amount) ? undefined : new Decimal(amount)}
            onLeave={() => {
              keepDraft();
              onLeave();
            }}
            testId="quant"
          />
          <p className="quant-rule" data-testid="quant-buy-valuation">
            {t('quant.nextValuation', {
              day: formatDay(fund.pricing.pricingDay, language),
              time: valuationText(fund.pricing.valuationAt, language),
            })}
          </p>
          <p className="muted small">{t('quant.buyNote', { count: fund.periodDays })}</p>
        </div>
      )}
    </PayPasswordPopup>
  );
};
