import { describe, expect, it } from 'vitest';
import { Decimal } from '../money.ts';
import { feeScheduleSchema, saleFee, tradeFee, type FeeSchedule } from './fee-schedule.ts';

/** The table the server seeds into `trading.fees`. */
const fees: FeeSchedule = {
  default: { rate: '0.001', minimum: '1' },
  markets: { HK: { rate: '0.001', minimum: '5' }, TW: { rate: '0.001425', minimum: '20' } },
  vipDiscount: '0.2',
};
const fee = (market: string, notional: string, vip = false) =>
  tradeFee({ fees, vip }, market, new Decimal(notional)).toFixed(2);

describe('the trade fee', () => {
  it('takes 0.1 % with a minimum of 1 and 20 % off for VIP', () => {
    expect(fee('US', '2000')).toBe('2.00');
    expect(fee('US', '100')).toBe('1.00');
    expect(fee('US', '2000', true)).toBe('1.60');
    expect(fee('US', '100', true)).toBe('0.80');
  });

  it('rounds up to the cent and knows the markets with their own rule', () => {
    expect(fee('US', '1234.567')).toBe('1.24');
    expect(fee('US', '1000000.01')).toBe('1000.01');
    expect(fee('HK', '1000')).toBe('5.00');
    expect(fee('TW', '100000')).toBe('142.50');
    expect(fee('TW', '100001')).toBe('142.51');
    expect(fee('TW', '1000')).toBe('20.00');
    // 0.001425 x 33333 x 0.8 = 37.999620: up, never to the nearest.
    expect(fee('TW', '33333', true)).toBe('38.00');
  });

  it('follows whatever table it is given', () => {
    const edited = { ...fees, default: { rate: '0.002', minimum: '3' }, vipDiscount: '0.5' };
    expect(tradeFee({ fees: edited, vip: false }, 'US', new Decimal('100')).toFixed()).toBe('3');
    expect(tradeFee({ fees: edited, vip: true }, 'US', new Decimal('10000')).toFixed()).toBe('10');
  });

  it('never takes more from a sale than it brings', () => {
    expect(saleFee({ fees, vip: false }, 'US', new Decimal('0.5')).toFixed()).toBe('0.5');
    expect(saleFee({ fees, vip: false }, 'US', new Decimal('2000')).toFixed()).toBe('2');
  });
});

describe('the fee table schema', () => {
  it('accepts the seeded table and refuses a broken one', () => {
    expect(feeScheduleSchema.parse(fees)).toEqual(fees);
    for (const broken of [
      { ...fees, vipDiscount: '1.5' },
      { ...fees, default: { rate: '-0.001', minimum: '1' } },
      { ...fees, default: { rate: '0.001', minimum: 1 } },
      { ...fees, markets: { us: fees.default } },
      { default: fees.default, vipDiscount: '0.2' },
    ])
      expect(feeScheduleSchema.safeParse(broken).success).toBe(false);
  });
});
