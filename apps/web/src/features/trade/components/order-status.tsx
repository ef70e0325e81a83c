import type { OrderType, OrderView } from '@brokerage/shared';
import { Tag } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Seed section 4: trades show pending (wait/handle) and refused; a sell waiting for its market
 * shows 'closing review'.
 */
export const OrderStatusTag = ({ order }: { order: OrderView }) => {
  const { t } = useTranslation();
  const [key, color] =
    order.status === 'pending'
      ? order.closingReview
        ? ['trade.status.closingReview', 'warning']
        : ['trade.status.pending', 'primary']
      : order.status === 'filled'
        ? ['trade.status.filled', 'success']
        : order.status === 'refused'
          ? ['trade.status.refused', 'danger']
          : ['trade.status.cancelled', 'default'];
  return (
    <Tag color={color} fill="outline" data-testid="order-status">
      {t(key)}
    </Tag>
  );
};

/** A reason code (PRICE_MOVED, STOP_LOSS, an error code) as a sentence. */
export const reasonText = (reason: string, t: TFunction): string =>
  t(`trade.reason.${reason}`, { defaultValue: t(`errors.${reason}`, { defaultValue: reason }) });

const TYPE_KEYS: Record<OrderType, string> = {
  market: 'trade.market',
  limit: 'trade.limit',
  stop: 'trade.stop',
  stop_limit: 'trade.stopLimit',
};

/** Market, Limit, Stop or Stop-limit, translated. */
export const orderTypeText = (type: OrderType, t: TFunction): string => t(TYPE_KEYS[type]);
