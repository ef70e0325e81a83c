import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useIpoDraw } from '../api/ipo-queries';

/** The published draw once the allotment ran: anyone can recompute it from the seed. */
export const IpoDrawCard = ({ offeringId, enabled }: { offeringId: number; enabled: boolean }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const draw = useIpoDraw(offeringId, { enabled });
  if (!draw.data) return null;
  const d = draw.data;
  return (
    <section className="info-card ipo-draw" data-testid="ipo-draw">
      <h3 className="ipo-rule-title">{t('ipo.drawTitle')}</h3>
      <dl className="record-rows">
        <RecordRow label={t('ipo.lotsAvailable')}>{n.quantity(String(d.lotsAvailable))}</RecordRow>
        <RecordRow label={t('ipo.lotsRequested')}>{n.quantity(String(d.lotsRequested))}</RecordRow>
        <RecordRow label={t('ipo.entries')}>{n.quantity(String(d.lines.length))}</RecordRow>
      </dl>
      <p className="small muted ipo-seed">{t('ipo.seedRevealed', { seed: d.seed })}</p>
      <p className="small muted ipo-seed">{d.algorithm}</p>
    </section>
  );
};
