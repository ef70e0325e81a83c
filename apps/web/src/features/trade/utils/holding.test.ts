import type { PositionView } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { holdingOf } from './holding';

const lot = (patch: Partial<PositionView>): PositionView => ({
  id: 1,
  key: 'US:AAPL',
  currency: 'USD',
  quantity: '10',
  closingQuantity: '0',
  pledgedQuantity: '0',
  openPrice: '100',
  cost: '1000',
  openFee: '1',
  stopLoss: null,
  takeProfit: null,
  takeProfitKind: 'market',
  trailing: null,
  status: 'open',
  lastPrice: null,
  dayReferencePrice: null,
  floatingPnl: null,
  realizedPnl: '0',
  openedAt: '2026-03-02T15:00:00.000Z',
  closedAt: null,
  ...patch,
});

describe('holdingOf', () => {
  it('sums the open lots of one instrument: shares, cost and P/L at the bid', () => {
    const positions = [
      lot({ id: 1, quantity: '10', openPrice: '100', cost: '1000' }),
      lot({ id: 2, quantity: '5', openPrice: '110.5', cost: '552.5' }),
      lot({ id: 3, key: 'US:MSFT', quantity: '7', openPrice: '300', cost: '2100' }),
      lot({ id: 4, status: 'closed', quantity: '3' }),
    ];
    expect(holdingOf(positions, 'US:AAPL', '105')).toEqual({
      quantity: '15',
      cost: '1552.5',
      // 10 × (105 − 100) + 5 × (105 − 110.5)
      pnl: '22.5',
    });
    expect(holdingOf(positions, 'US:AAPL', undefined)?.pnl).toBeNull();
  });

  it('is nothing for an instrument the customer does not hold', () => {
    expect(holdingOf([lot({})], 'HK:0700', '300')).toBeUndefined();
  });
});
