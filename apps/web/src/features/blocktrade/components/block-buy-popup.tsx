import {
  type BlockDealView,
  Decimal,
  instrumentKeyText,
  type OrderView,
  quantitySchema,
} from '@brokerage/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { PinProblem, QuantityInput } from '../../../components/forms/quantity-input';

import { useLanguageStore } from '../../../stores/language-store';
import { useBuyBlockDeal } from '../api/buy-block-deal';
import './blocktrade.css';
import { premiumText } from './premium-text';
import { useNumberFormat } from '../../../lib/format/use-number-format';

/** Seed section 9: a block order is a single transaction of at least the deal's minimum. */
const quantityProblem = (deal: BlockDealView, text: string): string | undefined => {
  const parsed = quantitySchema.safeParse(text);
  if (!parsed.success) return 'validation.minimumUnit';
  const quantity = new Decimal(parsed.data);
  if (quantity.lt(deal.minQuantity)) return 'errors.BLOCK_MINIMUM';
  if (deal.lotSize > 1 && !quantity.mod(deal.lotSize).isZero()) return 'errors.LOT_SIZE';
  if (quantity.gt(deal.availableQuantity)) return 'errors.BLOCK_SOLD_OUT';
  return undefined;
};

/**
 * Quantity and the pay password for a block deal; the amount shown is the indicative price
 * x quantity (the buy is priced from the ask of its own moment plus the premium).
 */
export const BlockBuyPopup = ({
  deal,
  onClose,
  onDone,
  onError,
}: {
  deal: BlockDealView | undefined;
  onClose: () => void;
  onDone: (order: OrderView) => void;
  onError: (error: unknown) => void;
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const [quantity, setQuantity] = useState('');
  const [problem, setProblem] = useState('');
  useEffect(() => setQuantity(deal?.minQuantity ?? ''), [deal]);

  const mutation = useBuyBlockDeal({
    onSuccess: onDone,
    onError,
  });
  const { resetKey } = mutation;
  useEffect(() => {
    resetKey();
    setProblem('');
  }, [resetKey, quantity, deal]);
  const amount =
    deal?.indicativePrice && /^\d+$/.test(quantity)
      ? new Decimal(deal.indicativePrice).times(quantity)
      : undefined;

  return (
    <PayPasswordPopup
      visible={deal !== undefined}
      title={t('blocktrade.confirmTitle')}
      loading={mutation.isPending}
      onClose={onClose}
      onConfirm={(payPassword) => {
        if (!deal) return;
        const key = quantityProblem(deal, quantity);
        if (key) {
          setProblem(t(key, { minimum: n.digits(deal.minQuantity), lot: deal.lotSize }));
          return;
        }
        mutation.submit({
          dealId: deal.id,
          quantity,
          payPassword,
        });
      }}
    >
      {deal && (
        <div className="block-buy" data-testid="block-buy-form">
          <dl className="record-rows pin-summary">
            <div className="record-row strong">
              <dt>{t('trade.buy')}</dt>
              <dd className="ellipsis">
                {deal.name} · {instrumentKeyText(deal.key)}
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('blocktrade.price')}</dt>
              <dd className="amount" data-testid="block-sheet-price">
                {deal.indicativePrice === null
                  ? '--'
                  : `${n.price(deal.indicativePrice, deal.tickSize)} ${deal.currency}`}
              </dd>
            </div>
            <div className="record-row">
              <dt>{t('blocktrade.premium')}</dt>
              <dd className="amount">{premiumText(deal.premiumPercent, language)}</dd>
            </div>
            <div className="record-row strong">
              <dt>{t('trade.estimatedAmount')}</dt>
              <dd className="amount">
                {amount ? `${n.money(amount, deal.currency)} ${deal.currency}` : '--'}
              </dd>
            </div>
          </dl>
          <label className="pin-label" htmlFor="block-quantity">
            {t('trade.quantityShares')}
          </label>
          <QuantityInput
            id="block-quantity"
            className="pin-input"
            value={quantity}
            onChange={setQuantity}
            testId="block-quantity"
          />
          <PinProblem problem={problem} testId="block-problem" />
          <p className="muted small">{t('blocktrade.feeNote')}</p>
        </div>
      )}
    </PayPasswordPopup>
  );
};
