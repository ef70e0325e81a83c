import type { OrderView } from '@brokerage/shared';
import { ErrorBlock, InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify';
import { useCancelOrder } from '../api/cancel-order';
import { OrderCard } from './order-card';
import { ReceiptPopup } from './receipt-popup';

/** Pending orders (with Cancel) or the history (a filled order opens its receipt). */
export const OrderList = ({
  orders,
  kind,
  hasMore,
  loadMore,
}: {
  orders: OrderView[];
  kind: 'open' | 'history';
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const cancel = useCancelOrder({ onSuccess: () => toast(t('trade.cancelled')) });
  const [receiptOf, setReceiptOf] = useState<OrderView | undefined>();

  if (orders.length === 0 && !hasMore)
    return (
      <div className="trade-empty" data-testid={`orders-${kind}-empty`}>
        <ErrorBlock
          status="empty"
          title={kind === 'open' ? t('trade.noPending') : t('trade.noHistory')}
          description=""
        />
      </div>
    );
  return (
    <div className="record-list" data-testid={`orders-${kind}`}>
      {orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          cancelling={cancel.isPending && cancel.variables === order.id}
          onCancel={kind === 'open' ? (item) => cancel.mutate(item.id) : undefined}
          onOpenReceipt={kind === 'history' ? setReceiptOf : undefined}
        />
      ))}
      <InfiniteScroll hasMore={hasMore} loadMore={async () => void (await loadMore())}>
        {(more: boolean) => (more ? t('common.loading') : '')}
      </InfiniteScroll>
      <ReceiptPopup
        orderId={receiptOf?.id}
        currency={receiptOf?.currency ?? ''}
        onClose={() => setReceiptOf(undefined)}
      />
    </div>
  );
};
