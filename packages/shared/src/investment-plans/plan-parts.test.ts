import { describe, expect, it } from 'vitest';
import { planPartAmounts } from './plan-parts.ts';

const parts = (amount: string, weights: number[], currency: string) =>
  planPartAmounts(amount, weights, currency).map((part) => part.toFixed());

describe('planPartAmounts', () => {
  it('gives one instrument the whole amount', () => {
    expect(parts('250.55', [100], 'USD')).toEqual(['250.55']);
  });

  it('rounds each part down to the cent, leaving the remainder in cash', () => {
    // 100.01 x 0.33 = 33.0033 -> 33.00; x 0.67 = 67.0067 -> 67.00; 0.01 stays.
    expect(parts('100.01', [33, 67], 'USD')).toEqual(['33', '67']);
    // 1000 x 1/3 in thirds is not a weight: whole percents 33 + 33 + 34.
    expect(parts('1000', [33, 33, 34], 'USD')).toEqual(['330', '330', '340']);
  });

  it('rounds to the yen for a currency without cents', () => {
    // 12,345 x 0.25 = 3,086.25 -> 3,086; x 0.75 = 9,258.75 -> 9,258.
    expect(parts('12345', [25, 75], 'JPY')).toEqual(['3086', '9258']);
  });

  it('never adds up to more than the amount', () => {
    for (const amount of ['0.99', '1.01', '99.99', '12345.67'])
      for (const weights of [
        [1, 99],
        [10, 20, 30, 40],
        [7, 13, 80],
      ]) {
        const total = planPartAmounts(amount, weights, 'USD').reduce((a, b) => a.plus(b));
        expect(total.lte(amount)).toBe(true);
      }
  });
});
