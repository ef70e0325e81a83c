import { describe, expect, it } from 'vitest';
import { adjustedForSplit, splitLot, splitStops } from './split-rule.ts';

const figures = (result: ReturnType<typeof splitLot>) =>
  Object.fromEntries(Object.entries(result).map(([name, value]) => [name, value.toFixed()]));

describe('a split on one lot', () => {
  it('3 for 1 triples the shares and keeps the cost and fee to the unit', () => {
    // 150 shares that cost 15,021 (100.14 each) with a 3.1 opening fee.
    expect(
      figures(
        splitLot(
          { quantity: 150, cost: '15021', openFee: '3.1' },
          { to: 3, from: 1 },
          '120',
          'USD',
        ),
      ),
    ).toEqual({
      shares: '450',
      fraction: '0',
      cashInLieu: '0',
      cost: '15021',
      openFee: '3.1',
      fractionCost: '0',
      fractionFee: '0',
      realizedPnl: '0',
    });
  });

  it('1 for 10 pays the half share left over at the close x 10, with its part of cost and fee', () => {
    // 15 shares -> 1.5: one share stays; 0.5 x (12 x 10) = 60 in cash. The half share is a
    // third of the 1.5: it takes 150.30 / 3 = 50.10 of the cost and 1.5 / 3 = 0.5 of the fee.
    expect(
      figures(
        splitLot({ quantity: 15, cost: '150.3', openFee: '1.5' }, { to: 1, from: 10 }, '12', 'USD'),
      ),
    ).toEqual({
      shares: '1',
      fraction: '0.5',
      cashInLieu: '60',
      cost: '100.2',
      openFee: '1',
      fractionCost: '50.1',
      fractionFee: '0.5',
      realizedPnl: '9.4',
    });
  });

  it('cuts the cash to the currency unit and rounds the parts half to even at 8 decimals', () => {
    // 5 shares, 3 for 2 -> 7.5; the close 1,001 yen is 667.333... per new share; half of it is
    // 333.67 yen, cut to 333. The half share is 1/15 of 7.5: 1000 / 15 = 66.66666667.
    const result = splitLot(
      { quantity: 5, cost: '1000', openFee: '0' },
      { to: 3, from: 2 },
      '1001',
      'JPY',
    );
    expect(result.shares.toFixed()).toBe('7');
    expect(result.cashInLieu.toFixed()).toBe('333');
    expect(result.fractionCost.toFixed()).toBe('66.66666667');
    expect(result.cost.toFixed()).toBe('933.33333333');
    expect(result.cost.plus(result.fractionCost).toFixed()).toBe('1000');
  });

  it('closes a lot smaller than one new share: all its cost goes with the cash', () => {
    const result = splitLot(
      { quantity: 5, cost: '50', openFee: '1' },
      { to: 1, from: 10 },
      '11',
      'USD',
    );
    expect(figures(result)).toMatchObject({
      shares: '0',
      fraction: '0.5',
      cashInLieu: '55',
      cost: '0',
      openFee: '0',
      realizedPnl: '4',
    });
  });

  it('pays a third of a share to the unit, with no division rounding before the cut', () => {
    // 7 shares, 4 for 3 -> 9 1/3: a third of a share at 30 x 3 / 4 = 22.5 is exactly 7.5.
    const result = splitLot(
      { quantity: 7, cost: '70', openFee: '0' },
      { to: 4, from: 3 },
      '30',
      'USD',
    );
    expect(result.shares.toFixed()).toBe('9');
    expect(result.fraction.toFixed()).toBe('0.33333333');
    expect(result.cashInLieu.toFixed()).toBe('7.5');
    // 70 x 1 / 28 = 2.5
    expect(result.fractionCost.toFixed()).toBe('2.5');
  });

  it('adjusts a price by the ratio', () => {
    expect(adjustedForSplit('150', { to: 3, from: 1 }).toFixed()).toBe('50');
    expect(adjustedForSplit('1.25', { to: 1, from: 10 }).toFixed()).toBe('12.5');
  });
});

describe("a lot's stops after a split", () => {
  const threeForOne = { to: 3, from: 1 };

  it('cuts a stop loss down and a take profit up to the tick, so the same bids reach them', () => {
    // 150.05 / 3 = 50.01666...: a bid of 50.01 (150.03 before) is at or below it, 50.02 is not.
    expect(
      splitStops({ stopLoss: '150.05', takeProfit: '200.05', trailing: null }, threeForOne, '0.01'),
    ).toEqual({ stopLoss: '50.01', takeProfit: '66.69', trailing: null });
  });

  it('moves a trailing stop with its peak and keeps a percent distance', () => {
    expect(
      splitStops(
        {
          stopLoss: '135',
          takeProfit: null,
          trailing: { kind: 'percent', distance: '10', peak: '150' },
        },
        threeForOne,
        '0.01',
      ),
    ).toEqual({
      stopLoss: '45',
      takeProfit: null,
      trailing: { kind: 'percent', distance: '10', peak: '50' },
    });
  });

  it('adjusts an amount distance to the nearest tick, at least one', () => {
    const amount = (distance: string) =>
      splitStops(
        {
          stopLoss: null,
          takeProfit: null,
          trailing: { kind: 'amount', distance, peak: '150.01' },
        },
        threeForOne,
        '0.01',
      ).trailing;
    expect(amount('5')).toEqual({ kind: 'amount', distance: '1.67', peak: '50.00333333' });
    expect(amount('0.01')?.distance).toBe('0.01');
  });

  it('leaves a lot without stops without any', () => {
    expect(
      splitStops({ stopLoss: null, takeProfit: null, trailing: null }, { to: 1, from: 10 }, '0.01'),
    ).toEqual({
      stopLoss: null,
      takeProfit: null,
      trailing: null,
    });
  });
});
