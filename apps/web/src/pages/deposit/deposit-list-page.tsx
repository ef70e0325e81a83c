import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { flattenDeposits, useDepositRecords } from '../../features/deposit/api/get-deposit-records';
import { DepositRecordList } from '../../features/deposit/components/deposit-record-list';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';

/** /pages/deposit/list: every deposit record, newest first. */
export const DepositListPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const records = useDepositRecords({ enabled: token !== '' });
  if (!token) return <LoginPrompt />;
  return (
    <Refreshable onRefresh={() => records.refetch()}>
      <div className="funding-page padded" data-testid="deposit-list-page">
        {records.data ? (
          <DepositRecordList
            deposits={flattenDeposits(records.data.pages)}
            hasMore={records.hasNextPage}
            loadMore={() => records.fetchNextPage()}
            onOpen={(deposit) =>
              ignoreRefusal(nav.navigateTo({ url: `/pages/deposit/record?id=${deposit.id}` }))
            }
          />
        ) : (
          <p className="muted center-text">{t('common.loading')}</p>
        )}
      </div>
    </Refreshable>
  );
};
