import { describe, expect, it } from 'vitest';
import { cleanAmount, trimTrailingPoint } from './amount-text';

describe('amount input (seed section 5: invalid numeric text rejected, trailing point trimmed)', () => {
  it('keeps digits and one decimal point, within the allowed decimals', () => {
    expect(cleanAmount('12a3')).toBe('123');
    expect(cleanAmount('1.2.3')).toBe('1.23');
    expect(cleanAmount('0012.5')).toBe('12.5');
    expect(cleanAmount('.5')).toBe('0.5');
    expect(cleanAmount('3,75')).toBe('3.75');
    expect(cleanAmount('1.23456', 2)).toBe('1.23');
    expect(cleanAmount('-5')).toBe('5');
  });

  it('trims a trailing decimal point', () => {
    expect(trimTrailingPoint('10.')).toBe('10');
    expect(trimTrailingPoint('10.5')).toBe('10.5');
  });
});
