import { addDays, type MarketCalendar, type TradingDay } from '@brokerage/shared/market-time';
import type { CalendarCode } from '../types.ts';

/**
 * The date from which every simulated path is measured: the first trading day on or after it
 * opens at the instrument's reference price. Mid-2025, so reference prices (2025 levels) show
 * up in the period charts look at.
 */
export const ANCHOR_DATE = '2025-07-01';

/** No market here goes this long without a session; a bound so a bad calendar cannot spin. */
const MAX_GAP_DAYS = 400;

/**
 * The trading days of one market around an anchor date, numbered: 0 is the first trading day
 * on or after the anchor (ANCHOR_DATE, or a listed IPO's listing day), 1 the next, -1 the last
 * one before it. Built lazily in both directions and shared by all instruments of the market
 * with that anchor.
 */
export class DaySequence {
  private readonly forward: TradingDay[] = [];
  private readonly backward: TradingDay[] = [];
  private readonly positions = new Map<string, number>();
  private nextForwardDate: string;
  private nextBackwardDate: string;

  constructor(
    private readonly calendar: MarketCalendar,
    private readonly market: CalendarCode,
    private readonly anchor: string = ANCHOR_DATE,
  ) {
    this.nextForwardDate = anchor;
    this.nextBackwardDate = addDays(anchor, -1);
  }

  /** The position of a local date if it is a trading day. */
  position(date: string): number | undefined {
    if (date >= this.anchor) this.extendForward(date);
    else this.extendBackward(date);
    return this.positions.get(date);
  }

  at(position: number): TradingDay {
    if (position >= 0) {
      while (this.forward.length <= position) this.stepForward();
      const day = this.forward[position];
      if (day) return day;
    } else {
      while (this.backward.length < -position) this.stepBackward();
      const day = this.backward[-position - 1];
      if (day) return day;
    }
    throw new Error(`No trading day at position ${position} of ${this.market}`);
  }

  /** Position of the last trading day whose date is on or before `date`. */
  positionOnOrBefore(date: string): number {
    for (let d = date, i = 0; i < MAX_GAP_DAYS; d = addDays(d, -1), i += 1) {
      const p = this.position(d);
      if (p !== undefined) return p;
    }
    throw new Error(`No trading day of ${this.market} within ${MAX_GAP_DAYS} days before ${date}`);
  }

  private extendForward(date: string): void {
    while (this.nextForwardDate <= date) this.stepForward();
  }

  private extendBackward(date: string): void {
    while (this.nextBackwardDate >= date) this.stepBackward();
  }

  private stepForward(): void {
    for (let i = 0; i < MAX_GAP_DAYS; i += 1) {
      const date = this.nextForwardDate;
      this.nextForwardDate = addDays(date, 1);
      const day = this.calendar.tradingDay(this.market, date);
      if (day) {
        this.positions.set(date, this.forward.length);
        this.forward.push(day);
        return;
      }
    }
    throw new Error(`No trading day of ${this.market} within ${MAX_GAP_DAYS} days`);
  }

  private stepBackward(): void {
    for (let i = 0; i < MAX_GAP_DAYS; i += 1) {
      const date = this.nextBackwardDate;
      this.nextBackwardDate = addDays(date, -1);
      const day = this.calendar.tradingDay(this.market, date);
      if (day) {
        this.backward.push(day);
        this.positions.set(date, -this.backward.length);
        return;
      }
    }
    throw new Error(`No trading day of ${this.market} within ${MAX_GAP_DAYS} days`);
  }
}

const sequences = new WeakMap<MarketCalendar, Map<string, DaySequence>>();

export const daySequence = (
  calendar: MarketCalendar,
  market: CalendarCode,
  anchor: string = ANCHOR_DATE,
): DaySequence => {
  let byMarket = sequences.get(calendar);
  if (!byMarket) {
    byMarket = new Map();
    sequences.set(calendar, byMarket);
  }
  const key = `${market}|${anchor}`;
  let sequence = byMarket.get(key);
  if (!sequence) {
    sequence = new DaySequence(calendar, market, anchor);
    byMarket.set(key, sequence);
  }
  return sequence;
};
