import { describe, expect, it } from 'vitest';
import {
  decimalSeparatorOf,
  readAmountText,
  trimTrailingPoint,
  writeAmountText,
} from './amount-text';

const value = (text: string, decimals = 8, separator: '.' | ',' = '.') => {
  const reading = readAmountText(text, decimals, separator);
  return reading.ok ? reading.value : reading.problem.key;
};

describe('typed amounts (seed section 5: invalid numeric text rejected, never repaired)', () => {
  it('keeps a plain number as typed, without its leading zeros or spaces', () => {
    expect(value('12.5')).toBe('12.5');
    expect(value(' 0012.5 ')).toBe('12.5');
    expect(value('.5')).toBe('0.5');
    expect(value('10.')).toBe('10.');
    expect(value('')).toBe('');
  });

  it('refuses a sign instead of dropping it: -100 is not 100', () => {
    expect(value('-100')).toBe('validation.amountNegative');
    expect(value('-50', 2, ',')).toBe('validation.amountNegative');
  });

  it('refuses a decimal in a whole-number field: 1.5 shares are not 15', () => {
    expect(value('1.5', 0)).toBe('validation.wholeNumber');
    expect(value('1,5', 0, ',')).toBe('validation.wholeNumber');
    expect(value('15', 0)).toBe('15');
  });

  it('refuses letters, a second point and too many decimals', () => {
    expect(value('12a3')).toBe('validation.amountNotNumber');
    expect(value('1.2.3')).toBe('validation.amountNotNumber');
    expect(value('1e5')).toBe('validation.amountNotNumber');
    expect(value('1.234', 2)).toBe('validation.amountDecimals');
    expect(readAmountText('1.234', 2)).toEqual({
      ok: false,
      problem: { key: 'validation.amountDecimals', values: { decimals: 2 } },
    });
    expect(value('1'.repeat(21))).toBe('validation.amountTooLong');
  });

  it("reads the reader's decimal comma, and refuses a comma where it could be grouping", () => {
    expect(value('3,75', 2, ',')).toBe('3.75');
    expect(value('3.75', 2, ',')).toBe('3.75');
    expect(value('1.000,5', 2, ',')).toBe('validation.amountNotNumber');
    expect(value('1,000', 2, '.')).toBe('validation.amountSeparator');
  });

  it('knows which languages write a decimal comma', () => {
    expect(decimalSeparatorOf('de')).toBe(',');
    expect(decimalSeparatorOf('fr')).toBe(',');
    expect(decimalSeparatorOf('en')).toBe('.');
    expect(decimalSeparatorOf('jp')).toBe('.');
    expect(decimalSeparatorOf('zh-Hans')).toBe('.');
  });

  it('trims a trailing decimal point', () => {
    expect(trimTrailingPoint('10.')).toBe('10');
    expect(trimTrailingPoint('10.5')).toBe('10.5');
    expect(trimTrailingPoint('10,')).toBe('10');
  });

  it("writes an amount with the reader's separator, which reads back as the same amount", () => {
    expect(writeAmountText('8.22', ',')).toBe('8,22');
    expect(writeAmountText('8.22', '.')).toBe('8.22');
    expect(writeAmountText('100', ',')).toBe('100');
    expect(value(writeAmountText('8.22', ','), 8, ',')).toBe('8.22');
  });
});
