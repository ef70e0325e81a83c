import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { AppropriatenessGate } from '../../features/appropriateness/components/appropriateness-gate';
import { useLoans, useLoanTerms } from '../../features/loans/api/loans-queries';
import { LoanApplyForm } from '../../features/loans/components/loan-apply-form';
import { LoanCard } from '../../features/loans/components/loan-card';
import '../../features/loans/components/loans.css';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';

const detailUrl = (id: number) => `/pages/borrow/detail?id=${id}`;

/**
 * /pages/borrow/index (and the seed's stray copy /pages/borrow/index/index): the open loan if
 * there is one (one at a time), otherwise the application with the terms shown up front, once
 * the appropriateness questionnaire is passed (before it, the questions or the risk warning).
 */
export const BorrowIndexPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const enabled = token !== '';
  const terms = useLoanTerms({ enabled });
  const open = useLoans('open', { enabled });
  if (!token) return <LoginPrompt />;
  const current = open.data?.[0];

  return (
    <Refreshable onRefresh={() => Promise.all([terms.refetch(), open.refetch()])}>
      <div className="loans-page padded" data-testid="borrow-page">
        {terms.error || open.error ? (
          <ErrorBlock
            status="default"
            title={t('loans.loadFailed')}
            description={
              <Button
                size="small"
                onClick={() => void Promise.all([terms.refetch(), open.refetch()])}
              >
                {t('common.retry')}
              </Button>
            }
          />
        ) : !terms.data || !open.data ? (
          <p className="muted center-text">{t('common.loading')}</p>
        ) : current ? (
          <>
            <p className="loan-notice" data-testid="loan-open-notice">
              {t('loans.oneOpenLoan')}
            </p>
            <LoanCard
              loan={current}
              onOpen={() => ignoreRefusal(nav.navigateTo({ url: detailUrl(current.id) }))}
            />
          </>
        ) : (
          <>
            <p className="loan-intro">{t('loans.intro')}</p>
            <AppropriatenessGate>
              <LoanApplyForm
                terms={terms.data}
                onApplied={(loan) => ignoreRefusal(nav.redirectTo({ url: detailUrl(loan.id) }))}
              />
            </AppropriatenessGate>
          </>
        )}
        <Button
          block
          fill="outline"
          color="primary"
          onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/borrow/history' }))}
          data-testid="loan-history-link"
        >
          {t('title.borrowHistory')}
        </Button>
      </div>
    </Refreshable>
  );
};
