import { usePriceFormat } from '../../../lib/market/use-price-format';
import { Decimal, type OrderView } from '@brokerage/shared';
import { Icon } from '../../../components/icon/icon';
import { useTranslation } from 'react-i18next';
import { ConfirmCancelButton } from '../../../components/forms/confirm-cancel-button';
import { formatDateTime } from '../../../lib/format/instant';
import { useLanguageStore } from '../../../stores/language-store';
import { OrderStatusTag, orderTypeText, reasonText } from './order-status';
import './trade.css';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';

/** One order: side, instrument, type, quantity, prices, status and its reason. */
export const OrderCard = ({
  order,
  cancelling,
  onCancel,
  onOpenReceipt,
}: {
  order: OrderView;
  cancelling?: boolean;
  onCancel?: (order: OrderView) => void;
  onOpenReceipt?: (order: OrderView) => void;
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const price = usePriceFormat(order.key);
  const filled = order.status === 'filled';
  const total =
    filled && order.filledPrice
      ? new Decimal(order.filledPrice).times(order.quantity).toFixed()
      : undefined;

  const body = (
    <>
      <div className="record-head">
        <span className="record-title ellipsis">
          <span className={`side-tag ${order.side}`}>
            {order.side === 'buy' ? t('trade.buy') : t('trade.sell')}
          </span>{' '}
          <InstrumentKeyLabel instrumentKey={order.key} />
        </span>
        <OrderStatusTag order={order} />
      </div>
      <dl className="record-rows">
        <div className="record-row">
          <dt>{t('trade.orderType')}</dt>
          <dd data-testid="order-type-text">
            {order.blockDeal ? t('blocktrade.blockTrade') : orderTypeText(order.type, t)}
          </dd>
        </div>
        {order.stopPrice && (
          <div className="record-row">
            <dt>{t('trade.stopPrice')}</dt>
            <dd className="amount" data-testid="order-stop-price">
              {price(order.stopPrice)}
            </dd>
          </div>
        )}
        <div className="record-row">
          <dt>{t('trade.quantity')}</dt>
          <dd className="amount" data-testid="order-card-quantity">
            {order.quantity}
          </dd>
        </div>
        {order.limitPrice && (
          <div className="record-row">
            <dt>{t('trade.limitPrice')}</dt>
            <dd className="amount">{price(order.limitPrice)}</dd>
          </div>
        )}
        {order.filledPrice && (
          <div className="record-row">
            <dt>{t('trade.filledPrice')}</dt>
            <dd className="amount" data-testid="order-filled-price">
              {price(order.filledPrice)}
            </dd>
          </div>
        )}
        {total && (
          <div className="record-row">
            <dt>{t('trade.totalAmount')}</dt>
            <dd className="amount">
              {n.money(total, order.currency)} {order.currency}
            </dd>
          </div>
        )}
        {order.fee && (
          <div className="record-row">
            <dt>{t('trade.fee')}</dt>
            <dd className="amount">
              {n.money(order.fee, order.currency)} {order.currency}
            </dd>
          </div>
        )}
        {(order.stopLoss || order.trailing || order.takeProfit) && (
          <div className="record-row">
            <dt>
              {t('trade.stopLoss')} / {t('trade.takeProfit')}
            </dt>
            <dd className="amount" data-testid="order-stops">
              {order.trailing
                ? order.trailing.kind === 'percent'
                  ? t('trade.trailingByPercent', {
                      distance: n.digits(new Decimal(order.trailing.distance).toFixed()),
                    })
                  : t('trade.trailingByAmount', { distance: price(order.trailing.distance) })
                : price(order.stopLoss)}{' '}
              / {price(order.takeProfit)}
            </dd>
          </div>
        )}
        <div className="record-row">
          <dt>{filled ? t('trade.filledAt') : t('trade.placedAt')}</dt>
          <dd>{formatDateTime(order.filledAt ?? order.createdAt, language)}</dd>
        </div>
      </dl>
      {order.reason && (
        <p
          className={`order-reason ${order.status === 'refused' ? 'refused' : ''}`}
          data-testid="order-reason"
        >
          {reasonText(order.reason, t)}
        </p>
      )}
      {order.closingReview && (
        <p className="muted small">
          {order.type === 'limit'
            ? t('trade.closingReviewLimitHint')
            : t('trade.closingReviewHint')}
        </p>
      )}
      {order.status === 'pending' && order.stopPrice && (
        <p className="muted small" data-testid="order-stop-state">
          {order.triggered ? t('trade.stopTriggered') : t('trade.stopWaiting')}
        </p>
      )}
    </>
  );

  if (filled && onOpenReceipt)
    return (
      <button
        type="button"
        className="record-card as-button order-card"
        onClick={() => onOpenReceipt(order)}
        data-testid={`order-${order.id}`}
      >
        {body}
        <span className="receipt-link">
          {t('trade.viewReceipt')} <Icon name="RightOutline" />
        </span>
      </button>
    );
  return (
    <article className="record-card order-card" data-testid={`order-${order.id}`}>
      {body}
      {order.status === 'pending' && onCancel && (
        <ConfirmCancelButton
          label={t('trade.cancelOrder')}
          question={t('trade.cancelConfirm')}
          yes={t('trade.cancelYes')}
          no={t('trade.cancelNo')}
          loading={cancelling}
          onCancel={() => onCancel?.(order)}
          testId="order-cancel"
        />
      )}
    </article>
  );
};
