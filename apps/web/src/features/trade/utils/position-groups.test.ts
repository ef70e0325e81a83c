import type { PositionView, QuoteView } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { groupPositions } from './position-groups';

const lot = (id: number, key: string, quantity: string, openPrice: string, extra = {}) =>
  ({
    id,
    key,
    currency: 'USD',
    quantity,
    closingQuantity: '0',
    pledgedQuantity: '0',
    openPrice,
    cost: String(Number(openPrice) * Number(quantity)),
    openFee: '0',
    stopLoss: null,
    takeProfit: null,
    takeProfitKind: 'market',
    trailing: null,
    status: 'open',
    lastPrice: '100',
    dayReferencePrice: null,
    floatingPnl: null,
    realizedPnl: '0',
    openedAt: '2026-03-02T15:00:00.000Z',
    closedAt: null,
    ...extra,
  }) as PositionView;

const quote = (key: string, bid: string, previousClose: string | null) =>
  ({ key, bid, previousClose }) as QuoteView;

describe('groupPositions', () => {
  it('one row per stock: summed quantity, quantity-weighted average, P/L', () => {
    const groups = groupPositions(
      [
        // Bought today: its day is measured from its own price.
        lot(3, 'US:AAPL', '3', '101.17', { dayReferencePrice: '101.17' }),
        lot(2, 'US:MSFT', '1', '400', { pledgedQuantity: '1' }),
        // Held overnight: from the previous close.
        lot(1, 'US:AAPL', '10000', '99.5', { pledgedQuantity: '40', dayReferencePrice: '98' }),
      ],
      { 'US:AAPL': quote('US:AAPL', '100', '98') },
    );
    expect(groups.map((group) => group.key)).toEqual(['US:AAPL', 'US:MSFT']);
    const [aapl, msft] = groups;
    expect(aapl?.lots.map((item) => item.id)).toEqual([3, 1]);
    expect(aapl?.quantity).toBe('10003');
    expect(aapl?.pledgedQuantity).toBe('40');
    // (3 × 101.17 + 10000 × 99.5) / 10003 = 995303.51 / 10003 = 99.500500849…
    expect(aapl?.averageCost).toBe('99.5005');
    expect(aapl?.marketValue).toBe('1000300');
    expect(aapl?.unrealisedPnl).toBe('4996.49');
    // 3 × (100 − 101.17) + 10000 × (100 − 98) = −3.51 + 20000: never 3 × (100 − 98).
    expect(aapl?.dayPnl).toBe('19996.49');
    // No live quote: the server's last bid, and no day P/L without a reference.
    expect(msft).toMatchObject({ bid: '100', marketValue: '100', dayPnl: null });
    expect(msft?.unrealisedPnl).toBe('-300');
  });

  it('rounds the average half-even to four places', () => {
    const [group] = groupPositions(
      [lot(1, 'US:X', '1', '1.0000'), lot(2, 'US:X', '1', '1.0001')],
      {},
    );
    // (1.0000 + 1.0001) / 2 = 1.00005: a half to an even last digit stays 1.0000.
    expect(group?.averageCost).toBe('1.0000');
  });
});
