import { instrumentKeyText } from '@brokerage/shared';
import { usePriceFormat } from '../../../lib/market/use-price-format';
import { useTranslation } from 'react-i18next';
import type { OrderKind } from '../utils/order-math';
import { orderTypeText } from './order-status';
import { useNumberFormat } from '../../../lib/format/use-number-format';

export interface OrderEstimate {
  key: string;
  name: string;
  currency: string;
  type: OrderKind;
  quantity: string;
  /** The limit price, the stop price, or the ask a market order is expected to fill near. */
  price: string | undefined;
  /** The stop price of a stop or stop-limit. */
  stopPrice?: string | undefined;
  amount: string | undefined;
  fee: string | undefined;
  total: string | undefined;
  /** The stop loss price, or the distance a trailing stop keeps below the high. */
  stopLoss: string;
  stopMode: 'fixed' | 'amount' | 'percent';
  takeProfit: string;
  takeProfitKind: 'market' | 'limit';
}

/** What the customer confirms with the pay password. */
export const OrderSummary = ({ estimate }: { estimate: OrderEstimate }) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const price = usePriceFormat(estimate.key);
  const money = (value: string | undefined): string =>
    value === undefined ? '--' : `${n.money(value, estimate.currency)} ${estimate.currency}`;
  return (
    <dl className="record-rows pin-summary" data-testid="order-summary">
      <div className="record-row strong">
        <dt>{t('trade.buy')}</dt>
        <dd className="ellipsis">
          {estimate.name} · {instrumentKeyText(estimate.key)}
        </dd>
      </div>
      <div className="record-row">
        <dt>{t('trade.orderType')}</dt>
        <dd data-testid="summary-type">{orderTypeText(estimate.type, t)}</dd>
      </div>
      <div className="record-row">
        <dt>{t('trade.quantity')}</dt>
        <dd className="amount" data-testid="summary-quantity">
          {estimate.quantity}
        </dd>
      </div>
      {estimate.stopPrice && (
        <div className="record-row">
          <dt>{t('trade.stopPrice')}</dt>
          <dd className="amount" data-testid="summary-stop-price">
            {price(estimate.stopPrice)}
          </dd>
        </div>
      )}
      {estimate.type !== 'stop' && (
        <div className="record-row">
          <dt>{estimate.type === 'market' ? t('trade.marketPrice') : t('trade.limitPrice')}</dt>
          <dd className="amount">{price(estimate.price)}</dd>
        </div>
      )}
      {estimate.stopLoss && (
        <div className="record-row">
          <dt>{t('trade.stopLoss')}</dt>
          <dd className="amount" data-testid="summary-stop-loss">
            {estimate.stopMode === 'fixed'
              ? price(estimate.stopLoss)
              : estimate.stopMode === 'percent'
                ? t('trade.trailingByPercent', { distance: n.digits(estimate.stopLoss) })
                : t('trade.trailingByAmount', { distance: price(estimate.stopLoss) })}
          </dd>
        </div>
      )}
      {estimate.takeProfit && (
        <div className="record-row">
          <dt>{t('trade.takeProfit')}</dt>
          <dd className="amount" data-testid="summary-take-profit">
            {price(estimate.takeProfit)}
            {estimate.takeProfitKind === 'limit' && (
              <span className="muted small"> · {t('trade.takeProfitKind.limit')}</span>
            )}
          </dd>
        </div>
      )}
      <div className="record-row">
        <dt>{t('trade.estimatedAmount')}</dt>
        <dd className="amount">{money(estimate.amount)}</dd>
      </div>
      <div className="record-row">
        <dt>{t('trade.estimatedFee')}</dt>
        <dd className="amount">{money(estimate.fee)}</dd>
      </div>
      <div className="record-row strong">
        <dt>{t('trade.estimatedTotal')}</dt>
        <dd className="amount">{money(estimate.total)}</dd>
      </div>
    </dl>
  );
};
