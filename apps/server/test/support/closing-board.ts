import type { Candle, MarketDataProvider } from '../../src/market/index.ts';
import { PriceBoard } from './price-board.ts';

/** A price board that also serves the daily closes a scenario names, as the feed's 1d candles. */
export class ClosingBoard extends PriceBoard {
  private readonly closes = new Map<string, Map<string, string>>();

  constructor(private readonly now: () => Date) {
    super(now);
  }

  close(key: string, day: string, price: string): void {
    const days = this.closes.get(key) ?? new Map<string, string>();
    days.set(day, price);
    this.closes.set(key, days);
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
      .map(([day, close]) => ({ at: Date.parse(`${day}T00:00:00Z`), close }))
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
