import { Decimal, type PositionView } from '@brokerage/shared';
import { trailingStopLevel } from '@brokerage/shared/order-rules';

/**
 * Where a lot's stop loss stands with the bid now: for a trailing stop, the higher of the
 * server's stop and the published level under this bid. The server raises the stop on the
 * same tick (matcher), so the screen shows it without waiting for the lot to be asked again;
 * the server's stop already covers every earlier high.
 */
export const liveStopLoss = (
  position: Pick<PositionView, 'stopLoss' | 'trailing'>,
  bid: string | null,
  tickSize: string | undefined,
): string | null => {
  const { stopLoss, trailing } = position;
  if (!trailing || !stopLoss || !bid || tickSize === undefined) return stopLoss;
  const level = trailingStopLevel(
    new Decimal(bid),
    { kind: trailing.kind, distance: new Decimal(trailing.distance) },
    tickSize,
  );
  return level.gt(stopLoss) ? level.toFixed() : stopLoss;
};
