import { QuantStatus, type QuantHoldingView } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { formatDay } from '../../../lib/format/date-time';
import { formatDateTime } from '../../../lib/format/instant';

import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useLanguageStore } from '../../../stores/language-store';
import { fundName, navText, toneOf, valuationText } from './quant-format';

/**
 * One holding. Units pending (forward pricing): the date whose NAV prices it and the valuation
 * point its units wait for, in the reader's time. In progress (status 0): the buy price, today's
 * NAV and the profit it gives, pending settlement. Ended (status 1): the sell price and what was
 * paid back.
 */
export const HoldingCard = ({
  holding,
  onShowPath,
}: {
  holding: QuantHoldingView;
  onShowPath: (holding: QuantHoldingView) => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const n = useNumberFormat();
  const ended = holding.status === QuantStatus.ENDED;
  const pending = holding.units === null;
  const profit = ended ? holding.settledProfit : holding.estimatedProfit;
  const until = valuationText(holding.valuationAt, language);
  return (
    <article className="record-card quant-holding" data-testid={`quant-holding-${holding.id}`}>
      <div className="record-head">
        <span className="record-title ellipsis">{fundName(holding.name, language)}</span>
        <span className={`quant-status quant-status-${holding.status}`}>
          {t(`quant.status${holding.status}`)}
        </span>
      </div>
      {pending ? (
        <p className="quant-pending-head" data-testid="quant-units-pending">
          {t('quant.unitsPending', { time: until })}
        </p>
      ) : (
        <>
          <div className={`record-amount amount ${toneOf(profit)}`} data-testid="quant-profit">
            {n.money(profit, holding.currency, { sign: true })}{' '}
            <span className="record-currency">{holding.currency}</span>
          </div>
          <p className="muted small quant-profit-label">
            {ended ? t('quant.settledProfit') : t('quant.pendingProfit')}
          </p>
        </>
      )}
      <dl className="record-rows">
        <RecordRow label={t('quant.amountPaid')}>
          {n.money(holding.amount, holding.currency)} {holding.currency}
        </RecordRow>
        <RecordRow label={t('quant.pricedAt')} plain>
          {formatDay(holding.pricingDay, language)}
        </RecordRow>
        {holding.units !== null && (
          <>
            <RecordRow label={t('quant.units')} testId="quant-units">
              {n.digits(holding.units)}
            </RecordRow>
            <RecordRow label={t('quant.buyNav')}>{navText(holding.buyNav, language)}</RecordRow>
          </>
        )}
        {ended ? (
          <>
            <RecordRow label={t('quant.sellNav')}>{navText(holding.sellNav, language)}</RecordRow>
            <RecordRow label={t('quant.settledAmount')}>
              {n.money(holding.settledAmount, holding.currency)} {holding.currency}
            </RecordRow>
          </>
        ) : (
          <RecordRow label={t('quant.currentNav')}>
            {navText(holding.currentNav, language)}
          </RecordRow>
        )}
        <RecordRow label={t('quant.start')} plain>
          {formatDateTime(holding.startedAt, language)}
        </RecordRow>
        <RecordRow label={t('quant.end')} plain>
          {formatDay(holding.endDay, language)} ·{' '}
          {t('quant.periodDays', { count: holding.periodDays })}
        </RecordRow>
      </dl>
      {pending && (
        <p className="muted small quant-note">
          {t('quant.unitsPendingNote', {
            day: formatDay(holding.pricingDay, language),
            time: until,
          })}
        </p>
      )}
      <p className="muted small quant-note">
        {ended
          ? t('quant.settledNote', { day: formatDay(holding.endDay, language) })
          : t('quant.pendingNote', { day: formatDay(holding.endDay, language) })}
      </p>
      <Button
        size="mini"
        fill="none"
        color="primary"
        className="quant-path-link"
        onClick={() => onShowPath(holding)}
        data-testid="quant-show-path"
      >
        {t('quant.showPath')}
      </Button>
    </article>
  );
};
