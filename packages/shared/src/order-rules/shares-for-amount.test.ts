import { describe, expect, it } from 'vitest';
import { Decimal } from '../money.ts';
import type { FeeTerms } from './fee-schedule.ts';
import { sharesForAmount } from './shares-for-amount.ts';

/** 0.1 % with a minimum of 1: the fee of 99 x 10 = 990 is 1 (the minimum). */
const terms: FeeTerms = {
  fees: { default: { rate: '0.001', minimum: '1' }, markets: {}, vipDiscount: '0.2' },
  vip: false,
} as FeeTerms;

const shares = (ask: string, lot: number, amount: string, vip = false) =>
  sharesForAmount({ ...terms, vip }, 'US', new Decimal(ask), lot, new Decimal(amount)).toFixed();

describe('the shares an amount buys', () => {
  it('buys as many whole shares as the amount pays with the fee', () => {
    // 100 x 10 = 1000 + fee 1 > 1000; 99 x 10 = 990 + 1 = 991.
    expect(shares('10', 1, '1000')).toBe('99');
    expect(shares('10', 1, '1001')).toBe('100');
  });

  it('buys whole lots only', () => {
    // Lots of 100 at 3: 300 a lot; 1000 pays 3 lots (900 + fee 1).
    expect(shares('3', 100, '1000')).toBe('300');
    // 900 would pay 3 lots without the fee; with it, 2 (600 + 1).
    expect(shares('3', 100, '900')).toBe('200');
    expect(shares('3', 100, '300')).toBe('0');
  });

  it('buys nothing when one lot with its fee costs more than the amount', () => {
    expect(shares('250', 1, '250.99')).toBe('0');
    expect(shares('250', 1, '251')).toBe('1');
  });

  it('applies the VIP discount to the fee', () => {
    // Fee 1 less 20 % = 0.8: 100 shares at 10 cost 1000.8.
    expect(shares('10', 1, '1000.79', true)).toBe('99');
    expect(shares('10', 1, '1000.8', true)).toBe('100');
  });
});
