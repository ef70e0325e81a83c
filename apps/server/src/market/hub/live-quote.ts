import { Decimal } from '@brokerage/shared';
import { instrumentKey } from '../catalogue/index.ts';
import type { MarketDataSource } from '../provider.ts';
import type { Quote } from '../simulator/index.ts';
import type { CalendarCode, Tick } from '../types.ts';

/**
 * What the hub keeps per instrument and what clients receive. Prices and volume are decimal
 * strings. `close` is the last price (the day's close once the market has closed).
 */
export interface LiveQuote {
  /** `MARKET:SYMBOL`, the catalogue key clients subscribe with. */
  readonly key: string;
  readonly symbol: string;
  readonly market: CalendarCode;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  /** Unknown (null) only when a feed gave no day figures and no day boundary was seen yet. */
  readonly previousClose: string | null;
  readonly change: string | null;
  /** Percent, two decimals (half up): "1.25" means +1.25 %. */
  readonly changePercent: string | null;
  readonly volume: string;
  readonly bid: string;
  readonly ask: string;
  /** ISO 8601 instant of the last tick. */
  readonly time: string;
  readonly isOpen: boolean;
  /** No tick for the configured time although the market is open. */
  readonly stale: boolean;
  /** 'simulated' obliges screens to say "Simulated prices" (ARCHITECTURE.md section 8). */
  readonly source: MarketDataSource;
}

const decimalPlaces = (value: string): number => {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
};

/**
 * Change against the previous close, exact: the difference keeps the prices' own scale and the
 * percentage is rounded once, half up, to two places.
 */
export const priceChange = (
  close: string,
  previousClose: string | null,
): { change: string | null; changePercent: string | null } => {
  if (previousClose === null) return { change: null, changePercent: null };
  const last = new Decimal(close);
  const previous = new Decimal(previousClose);
  const difference = last.minus(previous);
  const change = difference.toFixed(Math.max(decimalPlaces(close), decimalPlaces(previousClose)));
  const changePercent = previous.isZero()
    ? null
    : difference.div(previous).times(100).toFixed(2, Decimal.ROUND_HALF_UP);
  return { change, changePercent };
};

const maxOf = (a: string, b: string): string => (new Decimal(b).gt(a) ? b : a);
const minOf = (a: string, b: string): string => (new Decimal(b).lt(a) ? b : a);

/** A full quote from a provider that knows the day's figures (the simulator does). */
export const fromProviderQuote = (quote: Quote, source: MarketDataSource): LiveQuote => ({
  key: instrumentKey(quote),
  symbol: quote.symbol,
  market: quote.market,
  open: quote.open,
  high: quote.high,
  low: quote.low,
  close: quote.price,
  previousClose: quote.previousClose,
  ...priceChange(quote.price, quote.previousClose),
  volume: quote.volume,
  bid: quote.bid,
  ask: quote.ask,
  time: quote.time,
  isOpen: quote.isOpen,
  stale: false,
  source,
});

/**
 * Folds a tick into the previous quote. The day's volume only grows within a trading day, so
 * a smaller volume means a new day has begun: the old close becomes the previous close and
 * open/high/low restart from this tick. (Feeds without day figures rely on this alone.)
 */
export const applyTick = (
  previous: LiveQuote | undefined,
  tick: Tick,
  source: MarketDataSource,
  isOpen: boolean,
): LiveQuote => {
  const day =
    previous === undefined
      ? { open: tick.price, high: tick.price, low: tick.price, previousClose: null }
      : new Decimal(tick.volume).lt(previous.volume)
        ? { open: tick.price, high: tick.price, low: tick.price, previousClose: previous.close }
        : {
            open: previous.open,
            high: maxOf(previous.high, tick.price),
            low: minOf(previous.low, tick.price),
            previousClose: previous.previousClose,
          };
  return {
    key: instrumentKey(tick),
    symbol: tick.symbol,
    market: tick.market,
    ...day,
    close: tick.price,
    ...priceChange(tick.price, day.previousClose),
    volume: tick.volume,
    bid: tick.bid,
    ask: tick.ask,
    time: tick.time,
    isOpen,
    stale: false,
    source,
  };
};
