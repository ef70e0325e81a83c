import {
  addDays,
  sharedCalendar,
  weekdayOf,
  type MarketCalendar,
  type TradingDay,
} from '@brokerage/shared/market-time';
import { instrumentKey } from '../catalogue/index.ts';
import type { Candle, CandleInterval, Instrument } from '../types.ts';
import { pricePath, type DayPath, type MinuteSlice, type PricePath } from './price-path.ts';
import { splitMinute, type PriceSplits } from './price-splits.ts';
import { formatTicks } from './tick-scale.ts';

export interface HistoryOptions {
  readonly seed: string | number;
  readonly from: Date;
  readonly to: Date;
  readonly interval: CandleInterval;
  /** Defaults to the shared calendar for `alwaysOpen`. Must match the live simulator's. */
  readonly calendar?: MarketCalendar;
  readonly alwaysOpen?: boolean;
  /** The splits the live simulator follows: each minute is priced as it traded then. */
  readonly splits?: PriceSplits;
}

const MINUTE = 60_000;
const INTRADAY_MINUTES: Partial<Record<CandleInterval, number>> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '1h': 60,
};

/**
 * Candles of the instrument's simulated path, read from the same minute path the live
 * simulator uses, so history and ticks agree and nothing needs storing to be reproducible.
 *
 * - Every interval is aggregated from the 1-minute path, so a 1h candle is exactly its minutes.
 * - A candle is included when its period starts in [from, to). The last one may still be in
 *   progress: it then covers up to `to`, and its close is the live price at `to`.
 * - Intraday buckets are aligned on each session's start (09:30, 10:30, ... for New York; the
 *   afternoon of a market with a lunch break starts a new bucket), so no bucket spans a break.
 *   Daily candles start at the day's open; weekly ones at the open of the week's first trading
 *   day (weeks run Monday to Sunday, local).
 * - Cost is linear in the trading minutes covered (about 0.1 s for a year of minutes), and
 *   nothing is precomputed: ask for the range a chart shows.
 */
export const generateHistory = (instrument: Instrument, options: HistoryOptions): Candle[] => {
  const calendar = options.calendar ?? sharedCalendar({ alwaysOpen: options.alwaysOpen ?? false });
  const path = pricePath(instrument, options.seed, calendar);
  const instrumentId = instrumentKey(instrument);
  const from = options.from.getTime();
  const to = options.to.getTime();
  if (!(from < to)) return [];
  const candles: Candle[] = [];
  let bucket: Bucket | null = null;
  const flush = () => {
    if (bucket && bucket.start >= from) candles.push(toCandle(bucket, path));
    bucket = null;
  };
  for (const position of path.positionsBetween(from, to)) {
    const day = path.dayAt(position);
    const keyOf = bucketKey(options.interval, day, calendar, instrument);
    for (const minute of minutesOf(path, day, to)) {
      const slice = splitMinute(minute, options.splits?.factorAt(instrumentId, minute.start));
      const key = keyOf(slice.start);
      if (!bucket || bucket.start !== key) {
        flush();
        bucket = open(key, slice);
      } else {
        add(bucket, slice);
      }
    }
    // Intraday and daily buckets never span two days; weekly ones do.
    if (options.interval !== '1w') flush();
  }
  flush();
  return candles;
};

interface Bucket {
  start: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: bigint;
}

const open = (start: number, s: MinuteSlice): Bucket => ({
  start,
  open: s.open,
  high: s.high,
  low: s.low,
  close: s.close,
  volume: BigInt(s.volume),
});

const add = (b: Bucket, s: MinuteSlice): void => {
  if (s.high > b.high) b.high = s.high;
  if (s.low < b.low) b.low = s.low;
  b.close = s.close;
  b.volume += BigInt(s.volume);
};

const toCandle = (b: Bucket, path: PricePath): Candle => ({
  time: new Date(b.start).toISOString(),
  open: formatTicks(b.open, path.scale),
  high: formatTicks(b.high, path.scale),
  low: formatTicks(b.low, path.scale),
  close: formatTicks(b.close, path.scale),
  volume: b.volume.toString(),
});

/** The day's minutes that start before `to`; the one containing `to` is cut there. */
function* minutesOf(path: PricePath, day: DayPath, to: number): Generator<MinuteSlice> {
  for (let i = 0; i < day.starts.length; i += 1) {
    const start = day.starts[i] ?? 0;
    if (start >= to) return;
    const elapsed = to - start;
    yield path.minuteUpTo(day, i, elapsed >= MINUTE ? 59 : Math.floor(elapsed / 1000));
  }
}

/** Maps a minute's start to the start of the candle it belongs to. */
const bucketKey = (
  interval: CandleInterval,
  { day }: DayPath,
  calendar: MarketCalendar,
  instrument: Instrument,
): ((start: number) => number) => {
  const minutes = INTRADAY_MINUTES[interval];
  if (minutes !== undefined) {
    const width = minutes * MINUTE;
    return (start) => {
      const segment = day.segments.find((s) => start < s.end.getTime()) ?? day.segments[0];
      const origin = segment ? segment.start.getTime() : start;
      return origin + Math.floor((start - origin) / width) * width;
    };
  }
  if (interval === '1d') return () => day.open.getTime();
  const weekOpen = firstTradingDayOfWeek(day, calendar, instrument).open.getTime();
  return () => weekOpen;
};

const firstTradingDayOfWeek = (
  day: TradingDay,
  calendar: MarketCalendar,
  instrument: Instrument,
): TradingDay => {
  const weekday = weekdayOf(day.date); // Monday = 1 ... Sunday = 7
  for (let d = addDays(day.date, 1 - weekday); d < day.date; d = addDays(d, 1)) {
    const earlier = calendar.tradingDay(instrument.market, d);
    if (earlier) return earlier;
  }
  return day;
};
