import { describe, expect, it } from 'vitest';
import { Decimal } from '../money.ts';
import { trailingProblem, trailingStopLevel } from './trailing-stop.ts';

const d = (value: string) => new Decimal(value);

describe('trailingStopLevel', () => {
  it('stands an amount below the peak', () => {
    expect(
      trailingStopLevel(d('110'), { kind: 'amount', distance: d('5') }, '0.01').toFixed(),
    ).toBe('105');
  });

  it('stands a percent below the peak, rounded down to the tick', () => {
    // 103.37 x 0.95 = 98.2015: down to 98.20, never up to 98.21 (nearer the price).
    expect(
      trailingStopLevel(d('103.37'), { kind: 'percent', distance: d('5') }, '0.01').toFixed(2),
    ).toBe('98.20');
    // Hong Kong's 0.05 tick: 41.3 x 0.97 = 40.061 -> 40.05.
    expect(
      trailingStopLevel(d('41.3'), { kind: 'percent', distance: d('3') }, '0.05').toFixed(2),
    ).toBe('40.05');
  });
});

describe('trailingProblem', () => {
  const bid = d('100');
  it('accepts an amount on the tick below the bid and a percent up to 50 with two decimals', () => {
    expect(trailingProblem({ kind: 'amount', distance: d('2.5') }, '0.01', bid)).toBeUndefined();
    expect(trailingProblem({ kind: 'percent', distance: d('7.25') }, '0.01', bid)).toBeUndefined();
    expect(trailingProblem({ kind: 'percent', distance: d('50') }, '0.01', bid)).toBeUndefined();
  });

  it('refuses an amount off the tick, or one that leaves no stop above zero', () => {
    expect(trailingProblem({ kind: 'amount', distance: d('2.505') }, '0.01', bid)?.code).toBe(
      'PRICE_TICK',
    );
    expect(trailingProblem({ kind: 'amount', distance: d('100') }, '0.01', bid)?.code).toBe(
      'TRAILING_DISTANCE_INVALID',
    );
    expect(trailingProblem({ kind: 'amount', distance: d('99.99') }, '0.01', bid)).toBeUndefined();
  });

  it('refuses a percent above 50, with three decimals, or of zero', () => {
    for (const distance of ['50.01', '2.125', '0'])
      expect(trailingProblem({ kind: 'percent', distance: d(distance) }, '0.01', bid)).toEqual({
        code: 'TRAILING_DISTANCE_INVALID',
        values: { max: '50' },
      });
  });
});
