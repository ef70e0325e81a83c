import type { WithdrawalView } from '@brokerage/shared';
import { ErrorBlock, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { WithdrawalCard } from './withdrawal-card';

export const WithdrawalList = ({
  withdrawals,
  hasMore,
  loadMore,
}: {
  withdrawals: WithdrawalView[];
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const cancel = useCancelWithdrawal({ onSuccess: () => toast(t('withdraw.cancelled')) });
  if (withdrawals.length === 0 && !hasMore)
    return <ErrorBlock status="empty" title={t('withdraw.noRecords')} description="" />;
  return (
    <div className="record-list" data-testid="withdrawal-records">
      {withdrawals.map((withdrawal) => (
        <WithdrawalCard
          key={withdrawal.id}
          withdrawal={withdrawal}
          cancelling={cancel.isPending && cancel.variables === withdrawal.id}
          onCancel={(item) => cancel.mutate(item.id)}
        />
      ))}
      <InfiniteScroll hasMore={hasMore} loadMore={async () => void (await loadMore())}>
        {(more: boolean) => (more ? t('common.loading') : '')}
      </InfiniteScroll>
    </div>
  );
};
