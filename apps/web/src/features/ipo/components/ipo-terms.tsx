import { Decimal, instrumentKeyText, type IpoView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { formatDateTime } from '../../../lib/format/instant';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { IpoStatusTag } from './ipo-status-tag';

/** Every term of seed section 3 an offering has, shown before anyone commits. */
export const IpoTerms = ({ ipo }: { ipo: IpoView }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const money = (value: string) => `${n.money(value, ipo.currency)} ${ipo.currency}`;
  const at = (iso: string) => formatDateTime(iso, n.language);
  return (
    <section className="info-card ipo-terms" data-testid="ipo-terms">
      <div className="record-head">
        <span className="record-title">{ipo.name}</span>
        <IpoStatusTag status={ipo.status} />
      </div>
      <p className="muted small">{instrumentKeyText(ipo.key)}</p>
      <dl className="record-rows">
        <RecordRow label={t('ipo.issuePrice')} testId="ipo-issue-price">
          {money(ipo.issuePrice)}
        </RecordRow>
        <RecordRow label={t('ipo.sharesIssued')}>{n.quantity(ipo.sharesIssued)}</RecordRow>
        <RecordRow label={t('ipo.issueAmount')}>{money(ipo.issueAmount)}</RecordRow>
        <RecordRow label={t('ipo.lotSize')}>{n.quantity(String(ipo.lotSize))}</RecordRow>
        <RecordRow label={t('ipo.maxSubscription')}>{n.quantity(ipo.maxPerCustomer)}</RecordRow>
        <RecordRow label={t('ipo.partialSubscription')} plain>
          {ipo.partialAllowed ? t('ipo.partialYes') : t('ipo.partialNo')}
        </RecordRow>
        <RecordRow label={t('ipo.subscribed')}>{n.quantity(ipo.subscribedShares)}</RecordRow>
        <RecordRow label={t('ipo.fee')} plain>
          {t('ipo.feeTerms', {
            rate: `${n.figure(new Decimal(ipo.feeRate).times(100), 2)} %`,
            minimum: money(ipo.minimumFee),
          })}
        </RecordRow>
        <RecordRow label={t('ipo.subscriptionStart')} plain>
          {at(ipo.subscriptionStartsAt)}
        </RecordRow>
        <RecordRow label={t('ipo.subscriptionEnd')} plain>
          {at(ipo.subscriptionEndsAt)}
        </RecordRow>
        <RecordRow label={t('ipo.allotmentDate')} plain>
          {at(ipo.allotmentAt)}
        </RecordRow>
        <RecordRow label={t('ipo.listingDate')} plain>
          {at(ipo.listingAt)}
        </RecordRow>
      </dl>
      <h3 className="ipo-rule-title">{t('ipo.allotmentRule')}</h3>
      <p className="small">{t(`ipo.rule.${ipo.allotmentRule}`)}</p>
      <p className="small" data-testid="ipo-rule-application">
        {t('ipo.rule.application')}
      </p>
      <p className="small" data-testid="ipo-rule-fee">
        {t('ipo.rule.allottedFee')}
      </p>
      <p className="small muted ipo-seed">
        {ipo.seed
          ? t('ipo.seedRevealed', { seed: ipo.seed })
          : t('ipo.seedCommitted', { hash: ipo.seedHash })}
      </p>
    </section>
  );
};
