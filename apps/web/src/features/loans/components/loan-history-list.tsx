import { Decimal, type LoanHistory, type LoanView } from '@brokerage/shared';
import { Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { formatDay } from '../../../lib/format/date-time';
import { formatDateTime } from '../../../lib/format/instant';
import { accruedFigure } from './loan-format';

/** What accrued day by day (the stated rule at work) and each repayment with its split. */
export const LoanHistoryList = ({ loan, history }: { loan: LoanView; history: LoanHistory }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const money = (value: string) => n.money(value, loan.currency);
  const accrued = (value: string) => accruedFigure(value, loan.currency, n.figure);
  return (
    <Collapse className="loan-history" defaultActiveKey={['repayments']}>
      <Collapse.Panel
        key="repayments"
        title={t('loans.repayments', { n: history.repayments.length })}
      >
        {history.repayments.length === 0 ? (
          <p className="muted small">{t('loans.noRepayments')}</p>
        ) : (
          <table className="loan-table">
            <thead>
              <tr>
                <th>{t('loans.repaidAt')}</th>
                <th>{t('loans.amount')}</th>
                <th>{t('loans.principal')}</th>
                <th>{t('loans.interestAndPenalty')}</th>
              </tr>
            </thead>
            <tbody>
              {history.repayments.map((r) => (
                <tr key={r.id}>
                  <td>{formatDateTime(r.createdAt, n.language)}</td>
                  <td className="amount">{money(r.amount)}</td>
                  <td className="amount">{money(r.principal)}</td>
                  <td className="amount">
                    {money(new Decimal(r.interest).plus(r.penalty).toFixed())}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Collapse.Panel>
      <Collapse.Panel key="accruals" title={t('loans.accruals', { n: history.accruals.length })}>
        {history.accruals.length === 0 ? (
          <p className="muted small">{t('loans.noAccruals')}</p>
        ) : (
          <table className="loan-table">
            <thead>
              <tr>
                <th>{t('loans.day')}</th>
                <th>{t('loans.principal')}</th>
                <th>{t('loans.interest')}</th>
                <th>{t('loans.penalty')}</th>
              </tr>
            </thead>
            <tbody>
              {history.accruals.map((a) => (
                <tr key={a.day}>
                  <td>{formatDay(a.day, n.language)}</td>
                  <td className="amount">{money(a.principal)}</td>
                  <td className="amount">{accrued(a.interest)}</td>
                  <td className={new Decimal(a.penalty).isZero() ? 'amount' : 'amount loss'}>
                    {accrued(a.penalty)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Collapse.Panel>
    </Collapse>
  );
};
