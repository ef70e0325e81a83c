import { FakeProvider } from '../../src/market/hub/fake-provider.ts';
import { resolveInstrument } from '../../src/market/index.ts';
import type { Quote } from '../../src/market/simulator/index.ts';
import type { Candle, CandleInterval } from '../../src/market/types.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * A feed whose prices a test sets: every quote the hub asks for is read from the board,
 * so an order fills against exactly the bid and ask the scenario names.
 */
export class PriceBoard extends FakeProvider {
  private readonly board: Map<string, Quote>;
  /** Daily candles a test publishes, by instrument. */
  private readonly daily = new Map<string, Candle[]>();

  constructor(private readonly clock: () => Date) {
    const board = new Map<string, Quote>();
    super('simulated', board);
    this.board = board;
  }

  /**
   * Sets last, bid and ask (bid and ask default to the last price), and ticks them to the
   * hub's subscribers of `key`, as a feed would: the tick-driven matcher hears the change.
   */
  set(key: string, price: string, spread: { bid?: string; ask?: string } = {}): void {
    const { market, symbol } = resolveInstrument(key);
    const bid = spread.bid ?? price;
    const ask = spread.ask ?? price;
    const time = this.clock().toISOString();
    this.board.set(key, {
      symbol,
      market,
      price,
      bid,
      ask,
      volume: '1000',
      time,
      open: price,
      high: price,
      low: price,
      previousClose: price,
      isOpen: true,
    });
    this.push({ symbol, market, price, bid, ask, volume: '1000', time });
  }

  /** Publishes a day's candle of `key` closing at `close`, stamped at `time` (its session). */
  setClose(key: string, time: string, close: string): void {
    const candle = { time, open: close, high: close, low: close, close, volume: '1000' };
    this.daily.set(key, [...(this.daily.get(key) ?? []), candle]);
  }

  override async fetchCandles(
    symbol: string,
    interval: CandleInterval,
    from: Date,
    to: Date,
  ): Promise<Candle[]> {
    if (interval !== '1d') return [];
    return (this.daily.get(symbol) ?? []).filter((candle) => {
      const at = new Date(candle.time);
      return at >= from && at < to;
    });
  }
}

/**
 * The app with every market open and a price board as its feed; the board follows the
 * app's controllable clock, so quotes move in time with it.
 */
export const createPricedApp = async (): Promise<{ t: TestApp; prices: PriceBoard }> => {
  let clock = () => new Date('2026-03-02T15:00:00Z');
  const prices = new PriceBoard(() => clock());
  const t = await createTestApp({ MARKETS_ALWAYS_OPEN: '1' }, { marketData: prices });
  clock = () => t.clock.now;
  return { t, prices };
};
