import { describe, expect, it } from 'vitest';
import { formatAmount, truncateForDisplay } from './money.ts';

describe('amount display (seed section 9: truncated to 4 decimals, zh-CN format)', () => {
  it('truncates instead of rounding', () => {
    expect(truncateForDisplay('1.99999')).toBe('1.9999');
    expect(truncateForDisplay('-1.99999')).toBe('-1.9999');
  });
  it('groups thousands with commas and pads to 4 places', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.5000');
    expect(formatAmount('-1000')).toBe('-1,000.0000');
    expect(formatAmount('0.00001')).toBe('0.0000');
  });
  it('keeps digits a float would lose', () => {
    expect(formatAmount('90071992547409931.123456')).toBe('90,071,992,547,409,931.1234');
  });
});
