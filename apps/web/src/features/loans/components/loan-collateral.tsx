import type { LoanView } from '@brokerage/shared';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { formatDateTime } from '../../../lib/format/instant';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { levelPercent } from './loan-format';

const STATUS_COLOR = {
  ok: 'success',
  call: 'warning',
  liquidating: 'danger',
  closed: 'default',
} as const;

/**
 * A lent loan's security: the pledged lots at the last price, the equity ratio against the
 * debt, and an open margin call with the amount to repay and its deadline in the reader's time.
 */
export const LoanCollateral = ({ loan }: { loan: LoanView }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const { collateral } = loan;
  const money = (value: string) => `${n.money(value, loan.currency)} ${loan.currency}`;
  const call = collateral.marginCall;
  return (
    <section className="info-card loan-collateral" data-testid="loan-collateral">
      <div className="loan-card-head">
        <strong>{t('loans.margin.collateral')}</strong>
        <Tag color={STATUS_COLOR[collateral.status]} data-testid="loan-collateral-status">
          {t(`loans.margin.status.${collateral.status}`)}
        </Tag>
      </div>
      {call?.status === 'open' && (
        <p className="loan-notice margin-call-notice" role="alert" data-testid="loan-margin-call">
          {t('loans.margin.callText', {
            amount: money(call.amountToRepay),
            deadline: formatDateTime(call.deadline, n.language),
          })}
        </p>
      )}
      <dl className="record-rows">
        <RecordRow label={t('loans.margin.equityRatio')} testId="loan-equity-ratio">
          {collateral.equityRatio === null ? '--' : levelPercent(collateral.equityRatio, n.figure)}
        </RecordRow>
        <RecordRow label={t('loans.margin.collateralValue')} testId="loan-collateral-value">
          {money(collateral.value)}
        </RecordRow>
        <RecordRow label={t('loans.margin.debt')}>{money(collateral.debt)}</RecordRow>
        {/* The levels this loan was signed under (kept on the loan; later setting changes apply
            to new loans only). */}
        <RecordRow label={t('loans.margin.maintenanceLevel')} testId="loan-signed-maintenance">
          {levelPercent(loan.margin.maintenanceLevel, n.figure)}
        </RecordRow>
        <RecordRow label={t('loans.margin.liquidationLevel')} testId="loan-signed-liquidation">
          {levelPercent(loan.margin.liquidationLevel, n.figure)}
        </RecordRow>
      </dl>
      {collateral.pledges.length === 0 ? (
        <p className="muted small" data-testid="loan-no-pledges">
          {t('loans.margin.noPledges')}
        </p>
      ) : (
        <table className="pledge-table" data-testid="loan-pledges">
          <thead>
            <tr>
              <th>{t('loans.margin.pledged')}</th>
              <th className="amount">{t('loans.margin.quantity')}</th>
              <th className="amount">{t('loans.margin.ltv')}</th>
              <th className="amount">{t('loans.margin.value')}</th>
            </tr>
          </thead>
          <tbody>
            {collateral.pledges.map((pledge) => (
              <tr key={pledge.lotId} data-testid={`loan-pledge-${pledge.lotId}`}>
                <td>
                  {pledge.symbol} <span className="market-tag">{pledge.market}</span>
                </td>
                <td className="amount">{n.quantity(pledge.quantity)}</td>
                <td className="amount">{levelPercent(pledge.ltv, n.figure)}</td>
                <td className="amount">{n.money(pledge.value, loan.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
