import { describe, expect, it } from 'vitest';
import type { SaleRow } from './gains-report.repository.ts';
import { gainsTotalsOf, realizedSaleOf } from './realized-gains.ts';

const row = (over: Partial<SaleRow>): SaleRow => ({
  fill_id: 7,
  position_id: 3,
  key: 'US:AAPL',
  name: 'Apple',
  quantity: '3.00000000',
  cost: '300.39000000',
  price: '130.55000000',
  fee: '1.00000000',
  realized_pnl: '88.95700000',
  acquired_on: '2026-03-02',
  sold_on: '2026-06-01',
  ...over,
});

describe('a sale as the gains report states it', () => {
  it('splits the stored realised P/L into proceeds, cost and fees that add up to it', () => {
    // 3 x 130.55 = 391.65; the shares cost 300.39 (100.13 each); 391.65 - 300.39 - 88.957 = 2.303 of fees,
    // of which 1 is the sale's and 1.303 the lot's opening fee share.
    expect(realizedSaleOf(row({}))).toEqual({
      fillId: 7,
      positionId: 3,
      key: 'US:AAPL',
      name: 'Apple',
      quantity: '3',
      acquiredOn: '2026-03-02',
      soldOn: '2026-06-01',
      holdingDays: 91,
      costPrice: '100.13',
      salePrice: '130.55',
      proceeds: '391.65',
      cost: '300.39',
      openingFee: '1.303',
      saleFee: '1',
      fees: '2.303',
      gain: '88.957',
    });
  });

  it('counts a sale that neither gained nor lost on neither side', () => {
    // Proceeds 391.65 + 300.39 + 270; fees 2.303 + 0 + (270 - 300.39 + 32.69 = 2.3).
    const sales = [
      realizedSaleOf(row({ realized_pnl: '88.957' })),
      realizedSaleOf(row({ price: '100.13', realized_pnl: '0' })),
      realizedSaleOf(row({ price: '90', realized_pnl: '-32.69' })),
    ];
    expect(gainsTotalsOf(sales)).toEqual({
      sales: 3,
      proceeds: '962.04',
      cost: '901.17',
      fees: '4.603',
      gains: '88.957',
      losses: '-32.69',
      net: '56.267',
    });
  });

  it('totals an empty year as zeros', () => {
    expect(gainsTotalsOf([])).toEqual({
      sales: 0,
      proceeds: '0',
      cost: '0',
      fees: '0',
      gains: '0',
      losses: '0',
      net: '0',
    });
  });
});
