import { describe, expect, it } from 'vitest';
import {
  chargeable,
  dailyRate,
  dayAccrual,
  percentShown,
  periodInterest,
  repaymentAmount,
} from './loan-interest.ts';

describe('a loan on actual/365', () => {
  it('derives the daily rate as the annual rate / 365, unrounded', () => {
    expect(dailyRate('0.1825', 'actual/365').toFixed()).toBe('0.0005');
    expect(dailyRate('0.18', 'actual/365').toFixed(20)).toBe('0.00049315068493150685');
  });

  it("cuts one day's interest to 8 decimals, never rounding it up", () => {
    // 1000 x 0.18 / 365 = 0.49315068493...; 1000 x 0.3 / 365 = 0.82191780821... (not ...81)
    expect(dayAccrual('1000', '0.18', 'actual/365').toFixed()).toBe('0.49315068');
    expect(dayAccrual('1000', '0.3', 'actual/365').toFixed()).toBe('0.8219178');
  });

  it('charges interest and penalty each cut to the currency unit', () => {
    expect(chargeable('4.9315068', 'USD').toFixed()).toBe('4.93');
    expect(chargeable('4.9315068', 'JPY').toFixed()).toBe('4');
    expect(
      repaymentAmount(
        { principalDue: '1000', interestDue: '4.9315068', penaltyDue: '1.6438356' },
        'USD',
      ).toFixed(),
    ).toBe('1006.57');
  });

  it('previews the interest of a period as the days accrue and the repayment charges it', () => {
    expect(periodInterest('2500', '0.1825', 'actual/365', 7, 'USD').toFixed()).toBe('8.75');
    // 333 x 0.1825 / 365 = 0.1665 a day, x 30 = 4.995, charged 4.99.
    expect(periodInterest('333', '0.1825', 'actual/365', 30, 'USD').toFixed()).toBe('4.99');
  });

  it('shows a derived rate exactly, or to 8 decimals of a percent saying so', () => {
    expect(percentShown(dailyRate('0.1825', 'actual/365'))).toEqual({
      percent: '0.05',
      exact: true,
    });
    expect(percentShown(dailyRate('0.18', 'actual/365'))).toEqual({
      percent: '0.04931507',
      exact: false,
    });
  });
});
