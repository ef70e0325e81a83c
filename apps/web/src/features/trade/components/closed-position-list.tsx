import { usePriceFormat } from '../../../lib/market/use-price-format';
import { Decimal, type ClosedPositionView } from '@brokerage/shared';
import { ErrorBlock, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/instant';
import { useLanguageStore } from '../../../stores/language-store';
import { PnlPercent, PnlText } from '../../../components/display/pnl-text';
import './trade.css';
import { RecordRow } from '../../../components/display/record-row';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';

/**
 * One sale out of a lot, partial or final: quantity, open and sale price, its realised P/L
 * (after its fee and its share of the opening fee), times.
 */
export const ClosedPositionCard = ({ position }: { position: ClosedPositionView }) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const price = usePriceFormat(position.key);
  const cost = new Decimal(position.openPrice).times(position.quantity);
  const percent = cost.gt(0)
    ? new Decimal(position.realizedPnl).div(cost).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN)
    : undefined;
  return (
    <article
      className="record-card closed-card"
      data-testid={`closed-${position.id}`}
      data-position={position.positionId}
    >
      <div className="record-head">
        <span className="record-title ellipsis">
          <InstrumentKeyLabel instrumentKey={position.key} />
          {position.partial && (
            <span className="market-tag closed-partial" data-testid="closed-partial">
              {t('trade.partialSale')}
            </span>
          )}
        </span>
        <span className="closed-pnl">
          <PnlText
            value={position.realizedPnl}
            currency={position.currency}
            testId="closed-pnl"
            className="strong"
          />
          <PnlPercent value={percent} />
        </span>
      </div>
      <dl className="record-rows">
        <RecordRow label={t('trade.quantity')} testId="closed-quantity">
          {position.quantity}
        </RecordRow>
        <RecordRow label={t('trade.openPrice')}>{price(position.openPrice)}</RecordRow>
        <RecordRow label={t('trade.closePrice')} testId="closed-price">
          {price(position.closePrice)}
        </RecordRow>
        <RecordRow label={t('trade.proceeds')}>
          {position.closePrice
            ? `${n.money(new Decimal(position.closePrice).times(position.quantity), position.currency)} ${position.currency}`
            : '--'}
        </RecordRow>
        <RecordRow label={t('trade.openTime')} plain>
          {formatDateTime(position.openedAt, language)}
        </RecordRow>
        <RecordRow label={t('trade.closedAt')} plain>
          {position.closedAt ? formatDateTime(position.closedAt, language) : '--'}
        </RecordRow>
      </dl>
    </article>
  );
};

/** The closed lots, newest first, with the realised P/L of each in green or red. */
export const ClosedPositionList = ({
  positions,
  hasMore,
  loadMore,
}: {
  positions: ClosedPositionView[];
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  if (positions.length === 0 && !hasMore)
    return (
      <div className="trade-empty" data-testid="closed-empty">
        <ErrorBlock
          status="empty"
          title={t('trade.noClosed')}
          description={t('trade.noClosedHint')}
        />
      </div>
    );
  return (
    <div className="record-list" data-testid="closed-positions">
      {positions.map((position) => (
        <ClosedPositionCard key={position.id} position={position} />
      ))}
      <InfiniteScroll hasMore={hasMore} loadMore={async () => void (await loadMore())}>
        {(more: boolean) => (more ? t('common.loading') : '')}
      </InfiniteScroll>
    </div>
  );
};
