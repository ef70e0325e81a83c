import { Decimal } from '@brokerage/shared';
import {
  CALENDAR_CODES,
  sharedCalendar,
  type CalendarCode,
  type MarketCalendar,
} from '@brokerage/shared/market-time';
import type { AppDeps } from '../../deps.ts';
import { customerPositions, salesSince, type PositionRow } from './trading.repository.ts';

export interface HoldingsValue {
  /** Open lots at the bid now. */
  value: Decimal;
  /**
   * Open lots against the previous close (or their open price if bought today), plus today's
   * sales; "today" is each market's own day (see dayStarts).
   */
  todayProfit: Decimal;
}

/**
 * When "today" began in each market: the close of the trading date before its latest session.
 * A quote's previous close is that very close, so a lot bought before it is measured from it
 * and one bought after from its own price. Not UTC midnight: at 02:00 UTC New York is still in
 * the evening of the day whose session has just closed.
 */
const dayStarts = (calendar: MarketCalendar, now: Date): ReadonlyMap<CalendarCode, Date> =>
  new Map(
    CALENDAR_CODES.map((market) => {
      const previous = calendar.previousTradingDate(
        market,
        calendar.latestSessionDate(market, now),
      );
      // A trading date always has a close; the fallback only satisfies the type.
      return [market, calendar.sessionClose(market, previous) ?? now];
    }),
  );

const isCalendarCode = (market: string): market is CalendarCode =>
  (CALENDAR_CODES as readonly string[]).includes(market);

/** When "today" began in a market (dayStarts), read once per request; the earliest of them. */
export const todayClock = (deps: AppDeps) => {
  const now = deps.now();
  const starts = dayStarts(sharedCalendar({ alwaysOpen: deps.config.marketsAlwaysOpen }), now);
  return {
    todayStart: (market: string): Date => (isCalendarCode(market) && starts.get(market)) || now,
    earliestStart: new Date(Math.min(...[...starts.values()].map((d) => d.getTime()))),
  };
};
export type TodayClock = ReturnType<typeof todayClock>;

/**
 * The price a lot's P/L of today is measured from: the quote's previous close, or the lot's own
 * open price when it was bought after that close (or there is none). The account's "today"
 * figure and each position's day P/L both use it.
 */
export const dayReference = (
  clock: TodayClock,
  position: Pick<PositionRow, 'openedAt' | 'openPrice'>,
  quote: { market: string; previousClose: string | null },
): string =>
  position.openedAt >= clock.todayStart(quote.market) || quote.previousClose === null
    ? position.openPrice
    : quote.previousClose;

/**
 * Per currency: what the customer's open positions are worth and what they made today; and the
 * instruments whose prices those figures move with.
 */
export const holdingsValue = async (
  deps: AppDeps,
  customerId: number,
): Promise<{ byCurrency: Map<string, HoldingsValue>; instrumentKeys: string[] }> => {
  const clock = todayClock(deps);
  const { todayStart, earliestStart } = clock;
  const result = new Map<string, HoldingsValue>();
  const entry = (currency: string) => {
    const existing = result.get(currency) ?? { value: new Decimal(0), todayProfit: new Decimal(0) };
    result.set(currency, existing);
    return existing;
  };
  const open = await customerPositions(deps.db, customerId, 'open');
  const instrumentKeys = [...new Set(open.map((p) => p.instrumentKey))].sort();
  const quotes = new Map(deps.quotes.snapshot(instrumentKeys).map((q) => [q.key, q]));
  for (const position of open) {
    const quote = quotes.get(position.instrumentKey);
    if (!quote) continue;
    const bid = new Decimal(quote.bid);
    const reference = dayReference(clock, position, quote);
    const totals = entry(position.currency);
    totals.value = totals.value.plus(bid.times(position.quantity));
    totals.todayProfit = totals.todayProfit.plus(bid.minus(reference).times(position.quantity));
  }
  const soldSinceEarliestStart = await salesSince(deps.db, customerId, earliestStart);
  for (const { fill, position, market } of soldSinceEarliestStart) {
    if (fill.filledAt < todayStart(market)) continue;
    const totals = entry(position.currency);
    totals.todayProfit = totals.todayProfit.plus(
      new Decimal(fill.price)
        .times(fill.quantity)
        .minus(fill.cost ?? '0')
        .minus(fill.fee),
    );
  }
  return { byCurrency: result, instrumentKeys };
};
