import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { useLoans, type LoanState } from '../../features/loans/api/loans-queries';
import { LoanCard } from '../../features/loans/components/loan-card';
import '../../features/loans/components/loans.css';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';
import { SectionTabs } from '../../components/navigation/section-tabs';

/** /pages/borrow/history: every loan, newest first, open or closed. */
export const BorrowHistoryPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const [state, setState] = useState<LoanState>('all');
  const loans = useLoans(state, { enabled: token !== '' });
  if (!token) return <LoginPrompt />;

  return (
    <Refreshable onRefresh={() => loans.refetch()}>
      <div className="loans-page" data-testid="borrow-history-page">
        <SectionTabs
          activeKey={state}
          onChange={setState}
          tabs={[
            { key: 'all', title: t('loans.filter.all') },
            { key: 'open', title: t('loans.filter.open') },
            { key: 'closed', title: t('loans.filter.closed') },
          ]}
        />
        <div className="padded">
          {loans.error ? (
            <ErrorBlock status="default" title={t('loans.loadFailed')} />
          ) : !loans.data ? (
            <p className="muted center-text">{t('common.loading')}</p>
          ) : loans.data.length === 0 ? (
            <ErrorBlock
              status="empty"
              title={t('loans.empty')}
              description=""
              data-testid="loans-empty"
            />
          ) : (
            loans.data.map((loan) => (
              <LoanCard
                key={loan.id}
                loan={loan}
                onOpen={() =>
                  ignoreRefusal(nav.navigateTo({ url: `/pages/borrow/detail?id=${loan.id}` }))
                }
              />
            ))
          )}
        </div>
      </div>
    </Refreshable>
  );
};
