import { dailyRate } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { accruedFigure, ratePercent } from './loan-format';

const figure = (value: string, decimals: number) =>
  new Intl.NumberFormat('fr', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(value));

describe('loan figures', () => {
  it('shows a rate as a percentage with every decimal it has', () => {
    expect(ratePercent('0.1825', figure)).toBe('18,25%');
    expect(ratePercent('0.0005', figure)).toBe('0,05%');
    expect(ratePercent('0.00025', figure)).toBe('0,025%');
  });

  it('shows a daily rate derived from an annual one exactly, or to 8 decimals with ≈', () => {
    expect(ratePercent(dailyRate('0.1825', 'actual/365'), figure)).toBe('0,05%');
    expect(ratePercent(dailyRate('0.18', 'actual/365'), figure)).toBe('≈ 0,04931507%');
  });

  it('shows accrued interest to its 8 decimals, never rounded to more than a repayment charges', () => {
    expect(accruedFigure('2.46575340', 'USD', figure)).toBe('2,4657534');
    expect(accruedFigure('0.50000000', 'USD', figure)).toBe('0,50');
  });
});
