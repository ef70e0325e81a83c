import { Decimal, WithdrawStatus, type WithdrawalView } from '@brokerage/shared';
import { Steps } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmCancelButton } from '../../../components/forms/confirm-cancel-button';
import { formatDateTime, splitDuration } from '../../../lib/format/instant';
import { useLanguageStore } from '../../../stores/language-store';
import { WithdrawalStatusTag } from './withdrawal-status';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import './withdraw.css';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The stored snapshot of where the money goes, as a short line. */
export const targetLine = (withdrawal: WithdrawalView): string => {
  const target = withdrawal.target;
  if (withdrawal.type === 'bank') {
    const iban = text(target.iban).replace(/\s+/g, '');
    return [text(target.bankName) || text(target.name), iban ? `•••• ${iban.slice(-4)}` : '']
      .filter(Boolean)
      .join(' ');
  }
  const address = text(target.address);
  const network = text(target.network) === 'ERC20' ? 'ERC-20' : 'TRC-20';
  const short = address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
  return [text(target.name), `USDT ${network}`, short].filter(Boolean).join(' · ');
};

/** Re-renders every 30 s so the waiting time moves. */
const useNow = (active: boolean): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
};

const Timeline = ({ withdrawal }: { withdrawal: WithdrawalView }) => {
  const { t } = useTranslation();
  const { status } = withdrawal;
  const waiting = status === WithdrawStatus.WAIT;
  const passed = status === WithdrawStatus.PASS;
  const current = waiting ? 1 : 2;
  const reviewStatus = waiting ? 'process' : passed ? 'finish' : 'error';
  const lastTitle =
    status === WithdrawStatus.REFUSE
      ? t('withdraw.step.refused')
      : status === WithdrawStatus.CANCEL
        ? t('withdraw.step.cancelled')
        : t('withdraw.step.sent');
  return (
    <Steps current={current} className="withdraw-steps" data-testid="withdrawal-timeline">
      <Steps.Step title={t('withdraw.step.requested')} status="finish" />
      <Steps.Step title={t('withdraw.step.review')} status={reviewStatus} />
      <Steps.Step title={lastTitle} status={passed ? 'finish' : waiting ? 'wait' : 'error'} />
    </Steps>
  );
};

/** One withdrawal: amount, fee, target, status timeline; a waiting one shows its wait and Cancel. */
export const WithdrawalCard = ({
  withdrawal,
  cancelling,
  onCancel,
}: {
  withdrawal: WithdrawalView;
  cancelling: boolean;
  onCancel: (withdrawal: WithdrawalView) => void;
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const waiting = withdrawal.status === WithdrawStatus.WAIT;
  const now = useNow(waiting);
  const created = new Date(withdrawal.createdAt).getTime();
  const promised = new Date(withdrawal.promisedBy).getTime();
  const waited = splitDuration(now - created);
  const promisedHours = Math.max(1, Math.ceil((promised - created) / 3_600_000));
  const late = now > promised;
  const total = new Decimal(withdrawal.amount).plus(withdrawal.fee);

  return (
    <article className="record-card" data-testid={`withdrawal-${withdrawal.id}`}>
      <div className="record-head">
        <span className="record-title ellipsis">
          {withdrawal.type === 'bank' ? t('withdraw.bank') : t('withdraw.crypto')}
        </span>
        <WithdrawalStatusTag status={withdrawal.status} />
      </div>
      <div className="record-amount amount">
        {n.money(withdrawal.amount, withdrawal.currency)}{' '}
        <span className="record-currency">{withdrawal.currency}</span>
      </div>
      <Timeline withdrawal={withdrawal} />
      {waiting && (
        <div className={`waiting-box${late ? ' late' : ''}`} data-testid="withdrawal-waiting">
          <p>
            {t('withdraw.waitedOf', {
              hours: waited.hours,
              minutes: waited.minutes,
              promised: promisedHours,
            })}
          </p>
          <p className="muted">
            {t('withdraw.processedBy', {
              time: formatDateTime(withdrawal.promisedBy, language),
            })}
          </p>
          {late && <p>{t('withdraw.late')}</p>}
        </div>
      )}
      <dl className="record-rows">
        <div className="record-row">
          <dt>{t('withdraw.to')}</dt>
          <dd className="ellipsis">{targetLine(withdrawal)}</dd>
        </div>
        <div className="record-row">
          <dt>{t('withdraw.fee')}</dt>
          <dd className="amount">
            {n.money(withdrawal.fee, withdrawal.currency)} {withdrawal.currency}
          </dd>
        </div>
        <div className="record-row">
          <dt>{t('withdraw.total')}</dt>
          <dd className="amount">
            {n.money(total, withdrawal.currency)} {withdrawal.currency}
          </dd>
        </div>
        <div className="record-row">
          <dt>{t('withdraw.requestedAt')}</dt>
          <dd>{formatDateTime(withdrawal.createdAt, language)}</dd>
        </div>
        {withdrawal.reviewedAt && (
          <div className="record-row">
            <dt>
              {withdrawal.status === WithdrawStatus.CANCEL
                ? t('withdraw.cancelledAt')
                : t('withdraw.reviewedAt')}
            </dt>
            <dd>{formatDateTime(withdrawal.reviewedAt, language)}</dd>
          </div>
        )}
        {withdrawal.comment && (
          <div className="record-row">
            <dt>{t('withdraw.comment')}</dt>
            <dd>{withdrawal.comment}</dd>
          </div>
        )}
      </dl>
      {waiting && (
        <ConfirmCancelButton
          label={t('withdraw.cancel')}
          question={t('withdraw.cancelConfirm')}
          yes={t('withdraw.cancelYes')}
          no={t('withdraw.cancelNo')}
          loading={cancelling}
          onCancel={() => onCancel(withdrawal)}
          testId="withdrawal-cancel"
        />
      )}
    </article>
  );
};
