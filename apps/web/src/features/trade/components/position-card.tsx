import { usePriceFormat } from '../../../lib/market/use-price-format';
import { Decimal, type PositionView, type QuoteView } from '@brokerage/shared';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/instant';
import { useLanguageStore } from '../../../stores/language-store';
import { useInstrument } from '../../../lib/market/get-instrument';
import { closableQuantity, floatingPnl } from '../utils/order-math';
import { liveStopLoss } from '../utils/trailing-stop';
import { PledgedBadge } from './pledged-badge';
import { PnlPercent, PnlText } from '../../../components/display/pnl-text';
import './trade.css';
import { RecordRow } from '../../../components/display/record-row';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';

/** The live figures of a lot: from the quote when one is newer than the server's answer. */
export const livePosition = (
  position: PositionView,
  quote: QuoteView | undefined,
): { bid: string | null; pnl: string | null } => {
  if (position.status !== 'open' || !quote)
    return { bid: position.lastPrice, pnl: position.floatingPnl };
  return { bid: quote.bid, pnl: floatingPnl(quote.bid, position.quantity, position.cost) };
};

/** One open lot: quantity, open and last price, live floating P/L, SL/TP; Close. */
export const PositionCard = ({
  position,
  quote,
  onClose,
  onEditStops,
}: {
  position: PositionView;
  quote: QuoteView | undefined;
  onClose?: (position: PositionView) => void;
  /** Opens the sheet that sets, changes or clears the lot's stop loss and take profit. */
  onEditStops?: (position: PositionView) => void;
}) => {
  const n = useNumberFormat();
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const price = usePriceFormat(position.key);
  const { bid, pnl } = livePosition(position, quote);
  const tickSize = useInstrument(position.key).data?.tickSize;
  const stopLoss = liveStopLoss(position, bid, tickSize);
  const closable = closableQuantity(position.quantity, position.closingQuantity);
  const cost = new Decimal(position.cost);
  const percent =
    pnl && cost.gt(0)
      ? new Decimal(pnl).div(cost).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN)
      : undefined;
  const closing = new Decimal(position.closingQuantity).gt(0);
  return (
    <article className="record-card position-card" data-testid={`position-${position.id}`}>
      <div className="record-head">
        <span className="record-title ellipsis">
          <InstrumentKeyLabel instrumentKey={position.key} />
        </span>
        <PledgedBadge quantity={position.pledgedQuantity} />
        {closing && (
          <Tag color="warning" fill="outline" data-testid="position-closing">
            {t('trade.closingReview')}
          </Tag>
        )}
      </div>
      <div className="position-pnl">
        <span className="muted small">{t('trade.floatingPnl')}</span>
        <PnlText value={pnl} currency={position.currency} testId="position-pnl" className="big" />
        <PnlPercent value={percent} />
      </div>
      <dl className="record-rows position-grid">
        <RecordRow label={t('trade.quantity')} testId="position-quantity">
          {n.quantity(position.quantity)}
        </RecordRow>
        <RecordRow label={t('trade.openPrice')}>{price(position.openPrice)}</RecordRow>
        <RecordRow label={t('trade.lastBid')} testId="position-bid">
          {price(bid)}
        </RecordRow>
        <RecordRow label={t('trade.marketValue')}>
          {bid
            ? n.money(new Decimal(bid).times(position.quantity).toFixed(), position.currency)
            : '--'}
        </RecordRow>
        {closing && (
          <RecordRow label={t('trade.closingQuantity')}>{position.closingQuantity}</RecordRow>
        )}
        {(position.stopLoss || position.takeProfit) && (
          <RecordRow label={t('trade.stopLoss')} testId="position-stop-loss">
            {price(stopLoss)}
            {position.trailing && (
              <span className="muted small stops-note" data-testid="position-trailing">
                {position.trailing.kind === 'percent'
                  ? t('trade.trailingByPercent', {
                      distance: n.digits(new Decimal(position.trailing.distance).toFixed()),
                    })
                  : t('trade.trailingByAmount', { distance: price(position.trailing.distance) })}
              </span>
            )}
          </RecordRow>
        )}
        {(position.stopLoss || position.takeProfit) && (
          <RecordRow label={t('trade.takeProfit')} testId="position-take-profit">
            {price(position.takeProfit)}
            {position.takeProfit && position.takeProfitKind === 'limit' && (
              <span className="muted small stops-note">{t('trade.takeProfitKind.limit')}</span>
            )}
          </RecordRow>
        )}
        <RecordRow label={t('trade.openFee')}>
          {n.money(position.openFee, position.currency)} {position.currency}
        </RecordRow>
        <RecordRow label={t('trade.openTime')} plain>
          {formatDateTime(position.openedAt, language)}
        </RecordRow>
      </dl>
      <div className="position-actions">
        {onEditStops && (
          <Button
            block
            size="small"
            color="primary"
            fill="outline"
            onClick={() => onEditStops(position)}
            data-testid="position-edit-stops"
          >
            {t('trade.editStops')}
          </Button>
        )}
        {onClose && (
          <Button
            block
            size="small"
            color="primary"
            fill="outline"
            disabled={closable === '0'}
            onClick={() => onClose(position)}
            data-testid="position-close"
          >
            {t('trade.closePosition')}
          </Button>
        )}
      </div>
    </article>
  );
};
