import { Decimal, instrumentKeyText, type IpoSubscriptionView } from '@brokerage/shared';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { formatDateTime } from '../../../lib/format/instant';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useMyIpoSubscriptions } from '../api/ipo-queries';
import { SubscriptionStatusTag } from './ipo-status-tag';

/** Seed section 3's subscription record: price, quantity, total, times, allotment. */
export const IpoSubscriptionCard = ({ subscription: s }: { subscription: IpoSubscriptionView }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const money = (value: string) => `${n.money(value, s.currency)} ${s.currency}`;
  const waiting = s.status === 'waiting';
  return (
    <article className="record-card ipo-subscription" data-testid={`ipo-subscription-${s.id}`}>
      <div className="record-head">
        <span className="record-title ellipsis">
          {s.name} <span className="muted small">{instrumentKeyText(s.key)}</span>
        </span>
        <SubscriptionStatusTag status={s.status} />
      </div>
      <dl className="record-rows">
        <RecordRow label={t('ipo.subscriptionPrice')}>{money(s.price)}</RecordRow>
        <RecordRow label={t('ipo.quantity')}>{n.quantity(s.quantity)}</RecordRow>
        <RecordRow label={t('ipo.totalAmount')} testId="ipo-subscription-total">
          {money(s.total)}
        </RecordRow>
        {waiting && (
          <RecordRow label={t('ipo.held')} testId="ipo-subscription-held">
            {money(s.total)}
          </RecordRow>
        )}
        {s.allottedQuantity !== null && (
          <>
            <RecordRow label={t('ipo.allotment')} testId="ipo-subscription-allotted">
              {n.quantity(s.allottedQuantity)}
            </RecordRow>
            {s.allottedAmount !== null && s.allottedFee !== null && (
              <RecordRow label={t('ipo.allottedAmount')}>
                {money(new Decimal(s.allottedAmount).plus(s.allottedFee).toFixed())}
              </RecordRow>
            )}
          </>
        )}
        <RecordRow label={t('ipo.subscriptionTime')} plain>
          {formatDateTime(s.createdAt, n.language)}
        </RecordRow>
        <RecordRow label={t('ipo.auditTime')} plain>
          {s.allottedAt ? formatDateTime(s.allottedAt, n.language) : t('ipo.waitingAllotment')}
        </RecordRow>
        <RecordRow label={t('ipo.listingDate')} plain>
          {formatDateTime(s.listingAt, n.language)}
        </RecordRow>
      </dl>
    </article>
  );
};

/** The customer's subscriptions, newest first. */
export const MyIpoSubscriptions = ({ enabled }: { enabled: boolean }) => {
  const { t } = useTranslation();
  const mine = useMyIpoSubscriptions({ enabled });
  if (mine.error) return <ErrorBlock status="default" title={t('ipo.loadFailed')} description="" />;
  if (!mine.data) return <p className="muted center-text">{t('common.loading')}</p>;
  if (mine.data.length === 0)
    return <ErrorBlock status="empty" title={t('ipo.noSubscriptions')} description="" />;
  return (
    <div className="record-list" data-testid="ipo-my-subscriptions">
      {mine.data.map((s) => (
        <IpoSubscriptionCard key={s.id} subscription={s} />
      ))}
    </div>
  );
};
