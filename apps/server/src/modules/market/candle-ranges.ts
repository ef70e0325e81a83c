import { CANDLES_PER_REQUEST } from '@brokerage/shared';
import type { CandleInterval } from '../../market/index.ts';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** The nominal width of one candle (a session's last bucket, a short week, may be shorter). */
export const INTERVAL_MS: Readonly<Record<CandleInterval, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '1h': 60 * MINUTE,
  '1d': DAY,
  '1w': 7 * DAY,
};

/** What a chart shows when no range is asked for; the warm-up stores this much of 1d and 1w. */
export const DEFAULT_SPAN_MS: Readonly<Record<CandleInterval, number>> = {
  '1m': 1 * DAY,
  '5m': 5 * DAY,
  '15m': 10 * DAY,
  '1h': 30 * DAY,
  '1d': 365 * DAY,
  '1w': 3 * 365 * DAY,
};

/**
 * How far back charts reach. The simulator's history costs more the further it is from
 * its anchor, so a range reaching further back is cut here rather than left to keep a
 * server busy for minutes.
 */
export const HISTORY_SPAN_MS = 5 * 365 * DAY;

/** The most candles one request may span (range / interval width). */
export const MAX_CANDLES = CANDLES_PER_REQUEST;
