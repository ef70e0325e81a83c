import { describe, expect, it } from 'vitest';
import { periodInterest, ratePercent } from './loan-format';

const figure = (value: string, decimals: number) =>
  new Intl.NumberFormat('fr', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(value));

describe('loan figures', () => {
  it('shows a daily rate as a percentage with every decimal it has', () => {
    expect(ratePercent('0.0005', figure)).toBe('0,05%');
    expect(ratePercent('0.00025', figure)).toBe('0,025%');
    expect(ratePercent('0.001', figure)).toBe('0,1%');
  });

  it('states the interest of the whole period as the server accrues it: per day, in cents', () => {
    expect(periodInterest('2500', '0.0005', 7).toFixed()).toBe('8.75');
    // 333 x 0.0005 = 0.1665 a day, 0.17 in cents, for 30 days.
    expect(periodInterest('333', '0.0005', 30).toFixed()).toBe('5.1');
  });
});
