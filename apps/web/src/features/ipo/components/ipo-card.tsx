import { Decimal, instrumentKeyText, type IpoView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { formatDay } from '../../../lib/format/date-time';
import { IpoStatusTag } from './ipo-status-tag';

/** One offering in a list: its price, lot, window and where it stands; tap for every term. */
export const IpoCard = ({ ipo, onOpen }: { ipo: IpoView; onOpen: (ipo: IpoView) => void }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const lotAmount = new Decimal(ipo.issuePrice).times(ipo.lotSize);
  return (
    <article
      className="record-card ipo-card"
      data-testid={`ipo-card-${ipo.id}`}
      role="button"
      tabIndex={0}
      onClick={() => onOpen(ipo)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen(ipo);
      }}
    >
      <div className="record-head">
        <span className="record-title ellipsis">{ipo.name}</span>
        <IpoStatusTag status={ipo.status} />
      </div>
      <div className="ipo-card-price">
        <span className="muted small">{instrumentKeyText(ipo.key)}</span>
        <span className="amount">
          {n.money(ipo.issuePrice, ipo.currency)}{' '}
          <span className="record-currency">{ipo.currency}</span>
        </span>
      </div>
      <dl className="record-rows">
        <RecordRow label={t('ipo.lotSize')}>{n.quantity(String(ipo.lotSize))}</RecordRow>
        <RecordRow label={t('ipo.lotAmount')}>
          {n.money(lotAmount, ipo.currency)} {ipo.currency}
        </RecordRow>
        <RecordRow label={t('ipo.window')} plain>
          {formatDay(ipo.subscriptionStartsAt, n.language)} –{' '}
          {formatDay(ipo.subscriptionEndsAt, n.language)}
        </RecordRow>
        <RecordRow label={t('ipo.listingDate')} plain>
          {formatDay(ipo.listingAt, n.language)}
        </RecordRow>
      </dl>
    </article>
  );
};
