import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { flattenDeposits, useDepositRecords } from '../../features/deposit/api/get-deposit-records';
import { DepositRecordList } from '../../features/deposit/components/deposit-record-list';
import { flattenWithdrawals, useWithdrawals } from '../../features/withdraw/api/get-withdrawals';
import { WithdrawalList } from '../../features/withdraw/components/withdrawal-list';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';
import { SectionTabs } from '../../components/navigation/section-tabs';

const HISTORY_PATH = '/pages/history/record';

/** /pages/history/record: withdrawals and deposits (`?tab=deposit` opens deposits). */
export const HistoryRecordPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const tab = query.tab === 'deposit' ? 'deposit' : 'withdraw';
  const withdrawals = useWithdrawals({ enabled: token !== '' && tab === 'withdraw' });
  const deposits = useDepositRecords({ enabled: token !== '' && tab === 'deposit' });
  if (!token) return <LoginPrompt />;

  return (
    <div className="funding-page" data-testid="history-page">
      <SectionTabs
        activeKey={tab}
        onChange={(key) => ignoreRefusal(nav.redirectTo({ url: `${HISTORY_PATH}?tab=${key}` }))}
        className="funding-tabs"
        tabs={[
          { key: 'withdraw', title: t('history.withdrawals') },
          { key: 'deposit', title: t('history.deposits') },
        ]}
      />
      <Refreshable
        onRefresh={() => (tab === 'withdraw' ? withdrawals.refetch() : deposits.refetch())}
      >
        <div className="padded-block">
          {tab === 'withdraw' ? (
            withdrawals.data ? (
              <WithdrawalList
                withdrawals={flattenWithdrawals(withdrawals.data.pages)}
                hasMore={withdrawals.hasNextPage}
                loadMore={() => withdrawals.fetchNextPage()}
              />
            ) : (
              <p className="muted center-text">{t('common.loading')}</p>
            )
          ) : deposits.data ? (
            <DepositRecordList
              deposits={flattenDeposits(deposits.data.pages)}
              hasMore={deposits.hasNextPage}
              loadMore={() => deposits.fetchNextPage()}
            />
          ) : (
            <p className="muted center-text">{t('common.loading')}</p>
          )}
        </div>
      </Refreshable>
    </div>
  );
};
