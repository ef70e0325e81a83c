import type { MarketCode } from '@brokerage/shared';
import type { CalendarCode } from '@brokerage/shared/market-time';

export type { CalendarCode, MarketCode };

export type CurrencyCode = 'USD' | 'EUR' | 'CNY' | 'HKD' | 'MYR' | 'TWD' | 'SGD' | 'JPY';

export type InstrumentKind = 'stock' | 'fund' | 'index';

export interface Instrument {
  /** The exchange's own symbol (HK and mainland codes keep their leading zeros). */
  readonly symbol: string;
  readonly name: string;
  /** Where it trades; IT and JP occur only on indices. */
  readonly market: CalendarCode;
  readonly currency: CurrencyCode;
  readonly kind: InstrumentKind;
  /** Decimal string, a multiple of `tickSize`: where the simulation is anchored. */
  readonly referencePrice: string;
  /** Decimal string: the smallest price step. */
  readonly tickSize: string;
  /** Shares per board lot; an order quantity must be a multiple of it. An integer count. */
  readonly lotSize: number;
  /** Annualised volatility of log returns (0.15 = 15 %). Simulation parameter, not money. */
  readonly volatility: number;
  /** Annualised drift of log returns. Simulation parameter, not money. */
  readonly drift: number;
  /**
   * 'YYYY-MM-DD': the path opens at `referencePrice` on the first trading day from this date
   * (default ANCHOR_DATE). A listed IPO's is its listing day, so it starts from the issue price.
   */
  readonly anchorDate?: string;
}

/** A quote update. Prices and volume are decimal strings; `time` is an ISO 8601 instant. */
export interface Tick {
  readonly symbol: string;
  readonly market: CalendarCode;
  readonly price: string;
  readonly bid: string;
  readonly ask: string;
  /** Shares traded so far in the current trading day. */
  readonly volume: string;
  readonly time: string;
  /**
   * The simulator's round this tick belongs to (see SimulatedProviderOptions.phases): only
   * the sockets of its phase hear it. Feeds leave it out: their ticks go to every watcher.
   */
  readonly round?: RoundPhase;
}

/** Round `phase` of `phases` (0 ≤ phase < phases) in each tick interval. */
export interface RoundPhase {
  readonly phase: number;
  readonly phases: number;
}

/** One OHLCV bar; `time` is the ISO 8601 instant at which the bar's period starts. */
export interface Candle {
  readonly time: string;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
}

export const CANDLE_INTERVALS = ['1m', '5m', '15m', '1h', '1d', '1w'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

export const isCandleInterval = (value: string): value is CandleInterval =>
  (CANDLE_INTERVALS as readonly string[]).includes(value);
