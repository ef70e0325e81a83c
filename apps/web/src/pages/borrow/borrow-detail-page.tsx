import { Button, ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import { useFailureHandler } from '../../components/feedback/use-failure-handler';
import type { PageProps } from '../../components/page/lazy-page';
import { useDownloadAgreement } from '../../features/loans/api/loans-mutations';
import { useLoan, useLoanHistory } from '../../features/loans/api/loans-queries';
import { LoanCollateral } from '../../features/loans/components/loan-collateral';
import { LoanDetail } from '../../features/loans/components/loan-detail';
import { LoanHistoryList } from '../../features/loans/components/loan-history-list';
import { LoanRepaySheet } from '../../features/loans/components/loan-repay-sheet';
import '../../features/loans/components/loans.css';
import { Refreshable } from '../../lib/ui/refresh';
import { toast } from '../../lib/ui/notify';
import { useUserStore } from '../../stores/user-store';

/** /pages/borrow/detail?id=N: the loan in full, its history, early repayment, the agreement PDF. */
export const BorrowDetailPage = ({ query }: PageProps) => {
  const { t } = useTranslation();
  const onError = useFailureHandler();
  const token = useUserStore((state) => state.token);
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  const enabled = token !== '' && valid;
  const loan = useLoan(id, { enabled });
  const history = useLoanHistory(id, { enabled });
  const download = useDownloadAgreement({ onError });
  const [repaying, setRepaying] = useState(false);
  if (!token) return <LoginPrompt />;
  if (!valid || loan.error)
    return (
      <div className="loans-page padded">
        <ErrorBlock status="empty" title={t('loans.notFound')} description="" />
      </div>
    );
  const data = loan.data;
  const lent = data?.status === 'disbursed' || data?.status === 'overdue';

  return (
    <Refreshable onRefresh={() => Promise.all([loan.refetch(), history.refetch()])}>
      <div className="loans-page padded" data-testid="borrow-detail-page">
        {!data ? (
          <p className="muted center-text">{t('common.loading')}</p>
        ) : (
          <>
            <LoanDetail loan={data} />
            {data.disbursedAt && <LoanCollateral loan={data} />}
            <div className="loan-actions">
              {lent && (
                <Button
                  block
                  color="primary"
                  size="large"
                  onClick={() => setRepaying(true)}
                  data-testid="loan-repay"
                >
                  {t('loans.repay')}
                </Button>
              )}
              <Button
                block
                fill="outline"
                color="primary"
                loading={download.isPending}
                onClick={() => download.mutate(data.id)}
                data-testid="loan-agreement-download"
              >
                {t('loans.downloadAgreement')}
              </Button>
            </div>
            {history.data && <LoanHistoryList loan={data} history={history.data} />}
            {lent && (
              <LoanRepaySheet
                key={data.repaymentAmount}
                loan={data}
                visible={repaying}
                onClose={() => setRepaying(false)}
                onRepaid={(after) => {
                  setRepaying(false);
                  toast(
                    after.status === 'repaid' ? t('loans.repaidInFull') : t('loans.repaidPart'),
                  );
                }}
                onError={(error) => {
                  if (onError(error)) setRepaying(false);
                }}
              />
            )}
          </>
        )}
      </div>
    </Refreshable>
  );
};
