import { type DepositView } from '@brokerage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/instant';
import { useLanguageStore } from '../../../stores/language-store';
import { DepositStatusTag } from './deposit-status';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import './deposit.css';

const Row = ({
  label,
  children,
  amount,
}: {
  label: string;
  children: ReactNode;
  amount?: boolean;
}) => (
  <div className="record-row">
    <dt>{label}</dt>
    <dd className={amount ? 'amount' : undefined}>{children}</dd>
  </div>
);

export const depositTitle = (deposit: DepositView, t: (key: string) => string): string =>
  deposit.type === 'bank'
    ? t('deposit.bankTransfer')
    : `USDT ${deposit.network === 'ERC20' ? 'ERC-20' : 'TRC-20'}`;

/** One deposit with every seed field; times in the zone it was submitted from. */
export const DepositRecordCard = ({
  deposit,
  requiredConfirmations = 3,
  onOpen,
}: {
  deposit: DepositView;
  requiredConfirmations?: number;
  onOpen?: () => void;
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const time = (iso: string): string => formatDateTime(iso, language, deposit.timezone);
  const body = (
    <>
      <div className="record-head">
        <span className="record-title ellipsis">{depositTitle(deposit, t)}</span>
        <DepositStatusTag status={deposit.status} />
      </div>
      <div className="record-amount amount">
        {n.money(deposit.money, deposit.currency)}{' '}
        <span className="record-currency">{deposit.currency}</span>
      </div>
      <dl className="record-rows">
        <Row label={t('deposit.reference')}>
          <span className="mono">{deposit.reference}</span>
        </Row>
        <Row label={t('deposit.auditMoney')} amount>
          {deposit.auditMoney
            ? `${n.money(deposit.auditMoney, deposit.currency)} ${deposit.currency}`
            : '—'}
        </Row>
        <Row label={t('deposit.convertedAmount')} amount>
          {deposit.convertedAmount
            ? `${n.money(deposit.convertedAmount, deposit.accountCurrency)} ${deposit.accountCurrency}`
            : '—'}
        </Row>
        {deposit.fxRate && deposit.currency !== deposit.accountCurrency && (
          <Row label={t('deposit.fxRate')} amount>
            {n.figure(deposit.fxRate, 6)}
          </Row>
        )}
        {deposit.type === 'crypto' && (
          <Row label={t('deposit.confirmations')} amount>
            <span data-testid="deposit-confirmations">
              {Math.min(deposit.confirmations, requiredConfirmations)} / {requiredConfirmations}
            </span>
          </Row>
        )}
        {deposit.txHash && (
          <Row label={t('deposit.txHash')}>
            <span className="mono break">{deposit.txHash}</span>
          </Row>
        )}
        <Row label={t('deposit.submitTime')}>{time(deposit.submitTime)}</Row>
        <Row label={t('deposit.auditTime')}>
          {deposit.auditTime ? time(deposit.auditTime) : '—'}
        </Row>
        <Row label={t('deposit.timezone')}>{deposit.timezone}</Row>
        {deposit.comment && <Row label={t('deposit.comment')}>{deposit.comment}</Row>}
      </dl>
    </>
  );
  return onOpen ? (
    <button
      type="button"
      className="record-card as-button"
      onClick={onOpen}
      data-testid="deposit-record"
    >
      {body}
    </button>
  ) : (
    <div className="record-card" data-testid="deposit-record">
      {body}
    </div>
  );
};
