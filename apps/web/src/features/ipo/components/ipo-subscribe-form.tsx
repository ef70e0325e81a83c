import {
  Decimal,
  instrumentKeyText,
  type IpoSubscriptionView,
  type IpoView,
  quantitySchema,
} from '@brokerage/shared';
import { tradeFee } from '@brokerage/shared/order-rules';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { PinProblem, QuantityInput } from '../../../components/forms/quantity-input';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useKeptDraft } from '../../../lib/forms/kept-draft';
import { useAvailableCash } from '../../../lib/account/available-cash';
import { FundingHelp } from '../../../components/funding/funding-help';
import { useSubscribeIpo } from '../api/subscribe-ipo';

/** What is wrong with the typed quantity, as a translation key; the server checks it again. */
const quantityProblem = (ipo: IpoView, text: string): string | undefined => {
  const parsed = quantitySchema.safeParse(text);
  if (!parsed.success) return 'validation.minimumUnit';
  const quantity = new Decimal(parsed.data);
  if (!quantity.mod(ipo.lotSize).isZero()) return 'errors.LOT_SIZE';
  if (quantity.gt(ipo.maxPerCustomer)) return 'ipo.aboveMaximum';
  return undefined;
};

/**
 * Quantity in whole lots, the amount, the fee of the published table and the total that will
 * be held, then the pay password. The fee shown is the table's (a VIP discount lowers it).
 */
export const IpoSubscribeForm = ({
  ipo,
  onDone,
  onError,
}: {
  ipo: IpoView;
  onDone: (subscription: IpoSubscriptionView) => void;
  onError: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  // Kept across a conversion by the funding help, so that the customer comes back to it.
  const [draft, setDraft, keepDraft] = useKeptDraft(`ipo:${ipo.id}`, {
    quantity: String(ipo.lotSize),
  });
  const { quantity } = draft;
  const setQuantity = (text: string): void => setDraft({ quantity: text });
  const available = useAvailableCash(ipo.currency);
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const mutation = useSubscribeIpo({
    onSuccess: (subscription) => {
      setConfirming(false);
      onDone(subscription);
    },
    onError,
  });
  const { resetKey } = mutation;
  useEffect(() => {
    resetKey();
    setProblem('');
  }, [resetKey, quantity]);

  const valid = quantityProblem(ipo, quantity) === undefined;
  const amount = valid ? new Decimal(ipo.issuePrice).times(quantity) : undefined;
  const fee = amount
    ? tradeFee(
        {
          fees: {
            default: { rate: ipo.feeRate, minimum: ipo.minimumFee },
            markets: {},
            vipDiscount: '0',
          },
          vip: false,
        },
        ipo.market,
        amount,
      )
    : undefined;
  const money = (value: Decimal | undefined) =>
    value ? `${n.money(value, ipo.currency)} ${ipo.currency}` : '--';

  const check = () => {
    const key = quantityProblem(ipo, quantity);
    if (key) {
      setProblem(t(key, { lot: ipo.lotSize, max: n.quantity(ipo.maxPerCustomer) }));
      return;
    }
    setConfirming(true);
  };

  return (
    <section className="info-card ipo-subscribe" data-testid="ipo-subscribe-form">
      <div className="record-head">
        <span className="record-title ellipsis">{ipo.name}</span>
        <span className="muted small">{instrumentKeyText(ipo.key)}</span>
      </div>
      <label className="pin-label" htmlFor="ipo-quantity">
        {t('ipo.quantityLots', { lot: n.quantity(String(ipo.lotSize)) })}
      </label>
      <QuantityInput
        id="ipo-quantity"
        className="pin-input"
        value={quantity}
        onChange={setQuantity}
        testId="ipo-quantity"
      />
      <PinProblem problem={problem} testId="ipo-problem" />
      <dl className="record-rows">
        <RecordRow label={t('ipo.subscriptionPrice')}>
          {money(new Decimal(ipo.issuePrice))}
        </RecordRow>
        <RecordRow label={t('ipo.lots')}>
          {valid ? n.quantity(new Decimal(quantity).div(ipo.lotSize)) : '--'}
        </RecordRow>
        <RecordRow label={t('ipo.amount')}>{money(amount)}</RecordRow>
        <RecordRow label={t('ipo.fee')}>{money(fee)}</RecordRow>
        <div className="record-row strong">
          <dt>{t('ipo.toBeHeld')}</dt>
          <dd className="amount" data-testid="ipo-total">
            {money(amount && fee ? amount.plus(fee) : undefined)}
          </dd>
        </div>
      </dl>
      <p className="muted small">{t('ipo.holdNote')}</p>
      {/* The cash it draws on and, when short, the conversion (issue 31 item 6). */}
      <FundingHelp
        currency={ipo.currency}
        available={available}
        needed={amount && fee ? amount.plus(fee) : undefined}
        onLeave={keepDraft}
        testId="ipo"
      />
      <Button
        block
        color="primary"
        size="large"
        disabled={ipo.status !== 'open'}
        onClick={check}
        data-testid="ipo-subscribe"
      >
        {ipo.status === 'open' ? t('ipo.subscribe') : t(`ipo.status.${ipo.status}`)}
      </Button>
      <PayPasswordPopup
        visible={confirming}
        title={t('ipo.confirmTitle')}
        loading={mutation.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={(payPassword) => mutation.submit({ offeringId: ipo.id, quantity, payPassword })}
      >
        <dl className="record-rows pin-summary">
          <RecordRow label={t('ipo.quantity')}>{valid ? n.quantity(quantity) : '--'}</RecordRow>
          <div className="record-row strong">
            <dt>{t('ipo.toBeHeld')}</dt>
            <dd className="amount">{money(amount && fee ? amount.plus(fee) : undefined)}</dd>
          </div>
        </dl>
      </PayPasswordPopup>
    </section>
  );
};
