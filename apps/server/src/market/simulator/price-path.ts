import type { MarketCalendar, TradingDay } from '@brokerage/shared/market-time';
import { SCHEDULES } from '@brokerage/shared/market-time';
import type { Instrument } from '../types.ts';
import { daySequence, type DaySequence } from './day-sequence.ts';
import { normal, streamFor } from './prng.ts';
import { tickScale, toTicks, type TickScale } from './tick-scale.ts';

/**
 * The one deterministic price path of an instrument, from which both the history candles and
 * the live ticks are read, so that the two always agree.
 *
 * Two levels, so that any day can be produced without replaying the ones before it:
 * - Day level: each trading day's log return is one normal draw from the stream
 *   (seed, instrument, date), scaled by the share of a trading year the day represents
 *   (geometric Brownian motion: mu - sigma^2/2 drift, sigma volatility). Closes are the running
 *   sum from the anchor day, cached, so a close costs one draw per day however far back.
 * - Minute level: inside a day, the minutes are a Brownian bridge from the open (the previous
 *   close plus an overnight gap) to the day's close, drawn from the same (seed, instrument, date) stream. Each minute also gets a
 *   high and a low (when in the minute they are reached is drawn too) and a volume.
 * Within a minute the live price moves in straight lines open -> first extreme -> second
 * extreme -> close (reached at second 59), so ticks sampled each second rebuild the minute's
 * candle exactly.
 */

export interface DayPath {
  readonly day: TradingDay;
  /** Minute start instants (epoch ms), in order across the day's sessions. */
  readonly starts: Float64Array;
  /** Per minute, in ticks. open[i + 1] === close[i]. */
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  /** Per minute, shares, a whole number of lots. */
  readonly volume: Float64Array;
  /** Seconds (1-58) at which the minute's high and low are reached. */
  readonly highSecond: Uint8Array;
  readonly lowSecond: Uint8Array;
  /** Running totals over minutes [0, i): volume, highest high, lowest low. */
  readonly volumeBefore: BigInt64Array;
  readonly highBefore: Float64Array;
  readonly lowBefore: Float64Array;
}

/** What the path says at an instant, in ticks and shares. */
export interface PathState {
  /** The trading day the state belongs to (the last one begun at or before the instant). */
  readonly day: TradingDay;
  readonly price: number;
  /** Shares traded so far that trading day (whole lots), as an exact integer. */
  readonly dayVolume: bigint;
  /** Day's open, high and low so far, in ticks. */
  readonly dayOpen: number;
  readonly dayHigh: number;
  readonly dayLow: number;
  /** Close of the previous trading day, in ticks. */
  readonly previousClose: number;
}

export interface MinuteSlice {
  readonly start: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

const MINUTE = 60_000;
const TRADING_DAYS_PER_YEAR = 252;
const LAST_SECOND = 59;

/** Typical traded value per day, in local currency, for a large cap of each market. */
const DAILY_TURNOVER: Record<string, number> = {
  US: 3e9,
  DE: 3e8,
  FR: 3e8,
  ES: 2e8,
  IT: 3e8,
  HK: 1.5e9,
  CN: 3e9,
  SZ: 2e9,
  TW: 6e9,
  SG: 1e8,
  MY: 8e7,
  JP: 1e10,
};

const minutesPerYear = (calendar: MarketCalendar, instrument: Instrument): number => {
  if (calendar.alwaysOpen) return 365 * 24 * 60;
  const perDay = SCHEDULES[instrument.market].sessions.reduce((sum, s) => {
    const [oh = 0, om = 0] = s.open.split(':').map(Number);
    const [ch = 0, cm = 0] = s.close.split(':').map(Number);
    return sum + (ch * 60 + cm - (oh * 60 + om));
  }, 0);
  return TRADING_DAYS_PER_YEAR * perDay;
};

const minuteCount = (day: TradingDay): number =>
  day.segments.reduce((n, s) => n + Math.round((s.end.getTime() - s.start.getTime()) / MINUTE), 0);

/** A cache small enough to bound memory, big enough for live use plus a chart's last days. */
const DAY_CACHE_SIZE = 4;

export class PricePath {
  readonly scale: TickScale;
  private readonly sequence: DaySequence;
  private readonly stream: string;
  private readonly sigma: number;
  private readonly mu: number;
  private readonly yearMinutes: number;
  private readonly logReference: number;
  private readonly baseMinuteVolume: number;
  /** Close log-levels by day position: forward[k] for k >= 0, backward[k] for position -k-1. */
  private readonly forwardLevels: number[] = [];
  private readonly backwardLevels: number[] = [];
  private readonly days = new Map<number, DayPath>();

  constructor(
    readonly instrument: Instrument,
    seed: string | number,
    readonly calendar: MarketCalendar,
  ) {
    this.scale = tickScale(instrument.tickSize);
    this.sequence = daySequence(calendar, instrument.market, instrument.anchorDate);
    this.stream = `${seed}|${instrument.market}:${instrument.symbol}`;
    this.sigma = instrument.volatility;
    this.mu = instrument.drift;
    this.yearMinutes = minutesPerYear(calendar, instrument);
    this.logReference = Math.log(Number(instrument.referencePrice));
    const size = 0.3 + 1.2 * streamFor(this.stream, 'size')();
    const turnover =
      (DAILY_TURNOVER[instrument.market] ?? 1e8) * size * (instrument.kind === 'fund' ? 0.2 : 1);
    const dayMinutes = this.yearMinutes / (calendar.alwaysOpen ? 365 : TRADING_DAYS_PER_YEAR);
    // Indices have no volume of their own.
    this.baseMinuteVolume =
      instrument.kind === 'index' ? 0 : turnover / Number(instrument.referencePrice) / dayMinutes;
  }

  /** Log return of the trading day at `position` (one draw of that day's stream). */
  private dayReturn(position: number): number {
    const day = this.sequence.at(position);
    const share = minuteCount(day) / this.yearMinutes;
    const z = normal(streamFor(this.stream, day.date, 'day'));
    return (this.mu - (this.sigma * this.sigma) / 2) * share + this.sigma * Math.sqrt(share) * z;
  }

  /** Log of the close of the trading day at `position`; position -1 closes at the reference. */
  closeLevel(position: number): number {
    if (position >= 0) {
      while (this.forwardLevels.length <= position) {
        const k = this.forwardLevels.length;
        const before =
          k === 0 ? this.logReference : (this.forwardLevels[k - 1] ?? this.logReference);
        this.forwardLevels.push(before + this.dayReturn(k));
      }
      return this.forwardLevels[position] ?? this.logReference;
    }
    while (this.backwardLevels.length < -position) {
      const k = this.backwardLevels.length;
      // backward[0] is position -1 (the reference); backward[k] = backward[k-1] - return(-k).
      const after = k === 0 ? this.logReference : (this.backwardLevels[k - 1] ?? this.logReference);
      this.backwardLevels.push(k === 0 ? this.logReference : after - this.dayReturn(-k));
    }
    return this.backwardLevels[-position - 1] ?? this.logReference;
  }

  /** The minute-level path of the trading day at `position`. */
  dayAt(position: number): DayPath {
    const cached = this.days.get(position);
    if (cached) return cached;
    const path = this.buildDay(position);
    if (this.days.size >= DAY_CACHE_SIZE) {
      const oldest = this.days.keys().next().value;
      if (oldest !== undefined) this.days.delete(oldest);
    }
    this.days.set(position, path);
    return path;
  }

  private buildDay(position: number): DayPath {
    const day = this.sequence.at(position);
    const from = this.closeLevel(position - 1);
    const to = this.closeLevel(position);
    const n = minuteCount(day);
    const random = streamFor(this.stream, day.date, 'minutes');
    const sigmaMinute = this.sigma / Math.sqrt(this.yearMinutes);
    // Overnight news: the day opens away from the last close (a quarter of a day's variance),
    // and the bridge still ends on the day's close. No gap when markets never close.
    const gap = this.calendar.alwaysOpen ? 0 : 0.5 * sigmaMinute * Math.sqrt(n) * normal(random);
    const start = from + gap;

    // Free random walk, then bent into a bridge that ends exactly on the day's close.
    const walk = new Float64Array(n + 1);
    for (let i = 1; i <= n; i += 1) walk[i] = (walk[i - 1] ?? 0) + sigmaMinute * normal(random);
    const end = walk[n] ?? 0;
    const level = (i: number): number => start + (walk[i] ?? 0) + (i / n) * (to - start - end);

    const starts = new Float64Array(n);
    let k = 0;
    for (const segment of day.segments) {
      for (let t = segment.start.getTime(); t < segment.end.getTime(); t += MINUTE) starts[k++] = t;
    }

    const open = new Float64Array(n);
    const high = new Float64Array(n);
    const low = new Float64Array(n);
    const close = new Float64Array(n);
    const volume = new Float64Array(n);
    const highSecond = new Uint8Array(n);
    const lowSecond = new Uint8Array(n);
    const lot = this.instrument.lotSize;
    let previous = toTicks(Math.exp(start), this.scale);
    for (let i = 0; i < n; i += 1) {
      const a = level(i);
      const b = level(i + 1);
      const o = previous;
      const c = toTicks(Math.exp(b), this.scale);
      const up = toTicks(
        Math.exp(Math.max(a, b) + 0.6 * sigmaMinute * Math.abs(normal(random))),
        this.scale,
      );
      const down = toTicks(
        Math.exp(Math.min(a, b) - 0.6 * sigmaMinute * Math.abs(normal(random))),
        this.scale,
      );
      open[i] = o;
      close[i] = c;
      high[i] = Math.max(o, c, up);
      low[i] = Math.min(o, c, down);
      const first = 1 + Math.floor(random() * 28);
      const second = 30 + Math.floor(random() * 29);
      const highFirst = random() < 0.5;
      highSecond[i] = highFirst ? first : second;
      lowSecond[i] = highFirst ? second : first;
      // U-shaped intraday activity: busier near the open and the close.
      const x = n > 1 ? i / (n - 1) : 0.5;
      const shape = 0.6 + 1.6 * (x - 0.5) * (x - 0.5) * 4;
      const noise = Math.exp(0.5 * normal(random) - 0.125);
      volume[i] = Math.round((this.baseMinuteVolume * shape * noise) / lot) * lot;
      previous = c;
    }
    const volumeBefore = new BigInt64Array(n + 1);
    const highBefore = new Float64Array(n + 1).fill(-Infinity);
    const lowBefore = new Float64Array(n + 1).fill(Infinity);
    for (let i = 0; i < n; i += 1) {
      volumeBefore[i + 1] = (volumeBefore[i] ?? 0n) + BigInt(volume[i] ?? 0);
      highBefore[i + 1] = Math.max(highBefore[i] ?? -Infinity, high[i] ?? 0);
      lowBefore[i + 1] = Math.min(lowBefore[i] ?? Infinity, low[i] ?? 0);
    }
    return {
      day,
      starts,
      open,
      high,
      low,
      close,
      volume,
      highSecond,
      lowSecond,
      volumeBefore,
      highBefore,
      lowBefore,
    };
  }

  /** The trading-day position whose session has begun at or before `at`, if any. */
  private positionAt(at: number): number {
    const date = this.calendar.localDate(this.instrument.market, new Date(at));
    let position = this.sequence.positionOnOrBefore(date);
    if (this.sequence.at(position).open.getTime() > at) position -= 1;
    return position;
  }

  /** Price (in ticks) at `second` (0-59) of minute `i`: straight lines through the waypoints. */
  priceInMinute(path: DayPath, i: number, second: number): number {
    const o = path.open[i] ?? 0;
    const c = path.close[i] ?? 0;
    const hs = path.highSecond[i] ?? 0;
    const ls = path.lowSecond[i] ?? 0;
    const h = path.high[i] ?? 0;
    const l = path.low[i] ?? 0;
    const points: [number, number][] =
      hs < ls
        ? [
            [0, o],
            [hs, h],
            [ls, l],
            [LAST_SECOND, c],
          ]
        : [
            [0, o],
            [ls, l],
            [hs, h],
            [LAST_SECOND, c],
          ];
    if (second >= LAST_SECOND) return c;
    for (let p = 1; p < points.length; p += 1) {
      const [s1, v1] = points[p] ?? [LAST_SECOND, c];
      if (second <= s1) {
        const [s0, v0] = points[p - 1] ?? [0, o];
        return Math.round(v0 + ((v1 - v0) * (second - s0)) / (s1 - s0));
      }
    }
    return c;
  }

  /**
   * Minute `i` seen at `second` (0-59): the full minute when second is 59 or more, else its
   * part up to and including that second. Used for the candle still in progress.
   */
  minuteUpTo(path: DayPath, i: number, second: number): MinuteSlice {
    const start = path.starts[i] ?? 0;
    const lot = this.instrument.lotSize;
    if (second >= LAST_SECOND) {
      return {
        start,
        open: path.open[i] ?? 0,
        high: path.high[i] ?? 0,
        low: path.low[i] ?? 0,
        close: path.close[i] ?? 0,
        volume: path.volume[i] ?? 0,
      };
    }
    // Extremes of a piecewise-linear path lie on its waypoints or at the cut.
    const seen = [0, path.highSecond[i] ?? 0, path.lowSecond[i] ?? 0, second]
      .filter((s) => s <= second)
      .map((s) => this.priceInMinute(path, i, s));
    const fullVolume = path.volume[i] ?? 0;
    return {
      start,
      open: path.open[i] ?? 0,
      high: Math.max(...seen),
      low: Math.min(...seen),
      close: this.priceInMinute(path, i, second),
      volume: Math.floor((fullVolume * second) / 60 / lot) * lot,
    };
  }

  /**
   * Minutes of the trading day at `position` that start before `to`, the last one cut at `to`
   * when `to` falls inside it. The state at `to` is therefore the last slice's close.
   */
  minutesUntil(position: number, to: number): MinuteSlice[] {
    const path = this.dayAt(position);
    const slices: MinuteSlice[] = [];
    for (let i = 0; i < path.starts.length; i += 1) {
      const start = path.starts[i] ?? 0;
      if (start >= to) break;
      const second = Math.min(LAST_SECOND, Math.floor((to - start) / 1000));
      slices.push(this.minuteUpTo(path, i, to - start >= MINUTE ? LAST_SECOND : second));
    }
    return slices;
  }

  /** The path at an instant: inside a session it moves; outside, it holds the last price. */
  stateAt(at: Date): PathState {
    const t = at.getTime();
    const position = this.positionAt(t);
    const path = this.dayAt(position);
    const previousClose = toTicks(Math.exp(this.closeLevel(position - 1)), this.scale);
    const dayOpen = path.open[0] ?? previousClose;
    // Last minute started at or before t (binary search: the day can have 1,440 minutes).
    let lo = 0;
    let hi = path.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((path.starts[mid] ?? Infinity) <= t) lo = mid;
      else hi = mid - 1;
    }
    const elapsed = t - (path.starts[lo] ?? t);
    const slice = this.minuteUpTo(
      path,
      lo,
      elapsed >= MINUTE ? LAST_SECOND : Math.floor(elapsed / 1000),
    );
    return {
      day: path.day,
      price: slice.close,
      dayVolume: (path.volumeBefore[lo] ?? 0n) + BigInt(slice.volume),
      dayOpen,
      dayHigh: Math.max(path.highBefore[lo] ?? -Infinity, slice.high),
      dayLow: Math.min(path.lowBefore[lo] ?? Infinity, slice.low),
      previousClose,
    };
  }

  /** Day positions whose sessions overlap [from, to). */
  positionsBetween(from: number, to: number): number[] {
    const days = this.calendar.tradingDaysBetween(
      this.instrument.market,
      new Date(from),
      new Date(to),
    );
    const positions: number[] = [];
    for (const day of days) {
      const p = this.sequence.position(day.date);
      if (p !== undefined) positions.push(p);
    }
    return positions;
  }
}

const paths = new WeakMap<MarketCalendar, Map<string, PricePath>>();

/** The shared path of an instrument for a seed and calendar (the simulator and history meet here). */
export const pricePath = (
  instrument: Instrument,
  seed: string | number,
  calendar: MarketCalendar,
): PricePath => {
  let bySeed = paths.get(calendar);
  if (!bySeed) {
    bySeed = new Map();
    paths.set(calendar, bySeed);
  }
  const key = `${seed}|${instrument.market}:${instrument.symbol}|${instrument.referencePrice}|${instrument.tickSize}|${instrument.anchorDate ?? ''}`;
  let path = bySeed.get(key);
  if (!path) {
    path = new PricePath(instrument, seed, calendar);
    bySeed.set(key, path);
  }
  return path;
};
