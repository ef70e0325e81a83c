import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { flattenDeposits, useDepositRecords } from '../../features/deposit/api/get-deposit-records';
import { DepositRecordCard } from '../../features/deposit/components/deposit-record-card';
import { DepositRecordList } from '../../features/deposit/components/deposit-record-list';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';

/** /pages/deposit/record?id=N: one deposit record in full; without an id, the records. */
export const DepositRecordPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const records = useDepositRecords({ enabled: token !== '' });
  if (!token) return <LoginPrompt />;
  const deposits = flattenDeposits(records.data?.pages);
  const id = Number(query.id);
  const deposit = Number.isInteger(id) ? deposits.find((item) => item.id === id) : undefined;

  return (
    <Refreshable onRefresh={() => records.refetch()}>
      <div className="funding-page padded" data-testid="deposit-record-page">
        {!records.data ? (
          <p className="muted center-text">{t('common.loading')}</p>
        ) : deposit ? (
          <>
            <DepositRecordCard deposit={deposit} />
            <Button
              block
              fill="outline"
              color="primary"
              onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/deposit/list' }))}
            >
              {t('deposit.allRecords')}
            </Button>
          </>
        ) : (
          <DepositRecordList
            deposits={deposits}
            hasMore={records.hasNextPage}
            loadMore={() => records.fetchNextPage()}
          />
        )}
      </div>
    </Refreshable>
  );
};
