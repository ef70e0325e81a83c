import { calendarCode } from '@brokerage/shared';
import { sharedCalendar, type Candle, type MarketDataProvider } from '../../src/market/index.ts';
import { PriceBoard } from './price-board.ts';

/**
 * A price board that also serves the daily closes a scenario names, as the feed's 1d candles:
 * each starts at its market's session open of that local date, as the simulator's do, or at
 * 00:00 UTC of the date, as a vendor's REST daily candles do (`stamp: 'utc-midnight'`).
 */
export class ClosingBoard extends PriceBoard {
  private readonly closes = new Map<string, Map<string, string>>();

  constructor(
    private readonly now: () => Date,
    private readonly options: {
      /** The calendar whose session opens stamp the candles: the demo's always-open one too. */
      readonly alwaysOpen?: boolean;
      readonly stamp?: 'session-open' | 'utc-midnight';
    } = {},
  ) {
    super(now);
  }

  close(key: string, day: string, price: string): void {
    const days = this.closes.get(key) ?? new Map<string, string>();
    days.set(day, price);
    this.closes.set(key, days);
  }

  private openOf(key: string, day: string): number {
    if (this.options.stamp === 'utc-midnight') {
      const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
      return Date.UTC(year, month - 1, date);
    }
    const [market = ''] = key.split(':');
    const session = sharedCalendar({ alwaysOpen: this.options.alwaysOpen ?? false }).tradingDay(
      calendarCode.parse(market),
      day,
    );
    if (!session) throw new Error(`${key} does not trade on ${day}`);
    return session.open.getTime();
  }

  // The fake feed's fetchCandles takes no arguments; this one answers the feed's full request.
  override async fetchCandles(
    ...request: Parameters<MarketDataProvider['fetchCandles']> | []
  ): Promise<Candle[]> {
    if (request.length === 0) return [];
    const [symbol, interval, from, to] = request;
    if (interval !== '1d') return [];
    const until = Math.min(to.getTime(), this.now().getTime());
    return [...(this.closes.get(symbol) ?? new Map<string, string>())]
      .map(([day, close]) => ({ at: this.openOf(symbol, day), close }))
      .filter(({ at }) => at >= from.getTime() && at < until)
      .sort((a, b) => a.at - b.at)
      .map(({ at, close }) => ({
        time: new Date(at).toISOString(),
        open: close,
        high: close,
        low: close,
        close,
        volume: '1000',
      }));
  }
}
