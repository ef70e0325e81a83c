import { FakeProvider } from '../../src/market/hub/fake-provider.ts';
import { resolveInstrument } from '../../src/market/index.ts';
import type { Quote } from '../../src/market/simulator/index.ts';

/**
 * A feed whose prices a test sets: every quote the hub asks for is read from the board,
 * so an order fills against exactly the bid and ask the scenario names.
 */
export class PriceBoard extends FakeProvider {
  private readonly board: Map<string, Quote>;

  constructor(private readonly clock: () => Date) {
    const board = new Map<string, Quote>();
    super('simulated', board);
    this.board = board;
  }

  /** Sets last, bid and ask (bid and ask default to the last price). */
  set(key: string, price: string, spread: { bid?: string; ask?: string } = {}): void {
    const { market, symbol } = resolveInstrument(key);
    this.board.set(key, {
      symbol,
      market,
      price,
      bid: spread.bid ?? price,
      ask: spread.ask ?? price,
      volume: '1000',
      time: this.clock().toISOString(),
      open: price,
      high: price,
      low: price,
      previousClose: price,
      isOpen: true,
    });
  }
}
