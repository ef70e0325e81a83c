import type { DepositView } from '@brokerage/shared';
import { ErrorBlock, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DepositRecordCard } from './deposit-record-card';

export const DepositRecordList = ({
  deposits,
  hasMore,
  loadMore,
  onOpen,
}: {
  deposits: DepositView[];
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  onOpen?: (deposit: DepositView) => void;
}) => {
  const { t } = useTranslation();
  if (deposits.length === 0 && !hasMore)
    return <ErrorBlock status="empty" title={t('deposit.noRecords')} description="" />;
  return (
    <div className="record-list" data-testid="deposit-records">
      {deposits.map((deposit) => (
        <DepositRecordCard
          key={deposit.id}
          deposit={deposit}
          onOpen={onOpen ? () => onOpen(deposit) : undefined}
        />
      ))}
      <InfiniteScroll hasMore={hasMore} loadMore={async () => void (await loadMore())}>
        {(more: boolean) => (more ? t('common.loading') : '')}
      </InfiniteScroll>
    </div>
  );
};
