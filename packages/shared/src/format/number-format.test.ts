import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  formatCarriedPrice,
  formatDigits,
  formatFigure,
  formatMoney,
  formatPercentValue,
  formatPrice,
  formatQuantity,
  trimPriceDecimals,
  tickDecimals,
} from './number-format.ts';

describe('the one number formatter (issue 19 item 2)', () => {
  it("writes money in the reader's language and the currency's minor unit", () => {
    expect(formatMoney('364930.82', 'USD', 'de')).toBe('364.930,82');
    expect(formatMoney('364930.82', 'USD', 'en')).toBe('364,930.82');
    expect(formatMoney('121600.0000', 'USD', 'de')).toBe('121.600,00');
    expect(formatMoney('250.00000000', 'EUR', 'fr')).toMatch(/^250,00$/);
    expect(formatMoney('1234.5', 'HKD', 'zh-Hans')).toBe('1,234.50');
    expect(formatMoney('1234.5', 'JPY', 'jp')).toBe('1,234');
    expect(formatMoney('12.3456789', 'USDT', 'en')).toBe('12.345678');
    expect(formatMoney('12', 'USDT', 'en')).toBe('12.00');
  });

  it('cuts extra decimals, never rounds up, and keeps every digit of a large amount', () => {
    expect(formatMoney('0.999', 'USD', 'en')).toBe('0.99');
    expect(formatMoney('-0.999', 'USD', 'en')).toBe('-0.99');
    expect(formatMoney('-0.001', 'USD', 'en')).toBe('0.00');
    expect(formatMoney('99999999999999999999.99', 'USD', 'en')).toBe(
      '99,999,999,999,999,999,999.99',
    );
  });

  it('signs a change when asked', () => {
    expect(formatMoney('12.5', 'USD', 'en', { sign: true })).toBe('+12.50');
    expect(formatMoney('-12.5', 'USD', 'de', { sign: true })).toBe('-12,50');
    expect(formatMoney('0', 'USD', 'en', { sign: true })).toBe('0.00');
  });

  it("writes prices in their instrument's tick decimals", () => {
    expect(tickDecimals('0.01')).toBe(2);
    expect(tickDecimals('0.005')).toBe(3);
    expect(tickDecimals('1')).toBe(0);
    expect(formatPrice('295.71', '0.01', 'de')).toBe('295,71');
    expect(formatPrice('295.7', '0.01', 'en')).toBe('295.70');
    expect(formatPrice('12.345', '0.005', 'en')).toBe('12.345');
  });

  it('writes quantities whole, percentages with 2 decimals and its sign', () => {
    expect(formatQuantity('10000', 'de')).toBe('10.000');
    expect(formatQuantity('12.5', 'en')).toBe('12.5');
    expect(formatPercentValue('1.256', 'en')).toBe('+1.25');
    expect(formatPercentValue('-0.5', 'de')).toBe('-0,50');
    expect(formatFigure('1.2345', 'en', 4)).toBe('1.2345');
  });

  it('leaves text that is not a number as it is, and shows -- for nothing', () => {
    expect(formatMoney('1,000.0000', 'USD', 'de')).toBe('1,000.0000');
    expect(formatMoney('', 'USD', 'de')).toBe('--');
    expect(formatMoney(null, 'USD', 'de')).toBe('--');
  });

  it('knows the minor unit of the currencies the platform holds', () => {
    expect(['USD', 'EUR', 'HKD', 'CNY', 'MYR', 'SGD'].map(currencyDecimals)).toEqual([
      2, 2, 2, 2, 2, 2,
    ]);
    expect(currencyDecimals('USDT')).toBe(6);
  });

  it("writes a figure with exactly the digits it carries, in the reader's marks", () => {
    expect(formatDigits('45123.50', 'en')).toBe('45,123.50');
    expect(formatDigits('45123.50', 'de')).toBe('45.123,50');
    expect(formatDigits('-1234567.891', 'en')).toBe('-1,234,567.891');
    expect(formatDigits('0.1', 'en')).toBe('0.1');
    expect(formatDigits('12345678901234567890.12345678', 'en')).toBe(
      '12,345,678,901,234,567,890.12345678',
    );
    expect(formatDigits(undefined, 'en')).toBe('--');
  });

  it('signs a change and never shows a negative zero', () => {
    expect(formatDigits('1.64', 'en', { sign: true })).toBe('+1.64');
    expect(formatDigits('-0.00', 'en', { sign: true })).toBe('0.00');
    expect(formatDigits('0.00', 'en', { sign: true })).toBe('0.00');
  });

  it('writes a price without its tick: trailing zeros beyond two places dropped', () => {
    expect(trimPriceDecimals('0.01000000')).toBe('0.01');
    expect(trimPriceDecimals('0.00100000')).toBe('0.001');
    expect(trimPriceDecimals('5')).toBe('5');
    expect(formatCarriedPrice('189.23000000', 'en')).toBe('189.23');
    expect(formatCarriedPrice('1234.50000000', 'de')).toBe('1.234,50');
    expect(formatCarriedPrice('1.54950000', 'en')).toBe('1.5495');
    expect(formatCarriedPrice('7', 'en')).toBe('7.00');
    expect(formatCarriedPrice('-1.5000', 'en', { sign: true })).toBe('-1.50');
    expect(formatCarriedPrice('1.5', 'en', { sign: true })).toBe('+1.50');
    expect(formatCarriedPrice(null, 'en')).toBe('--');
  });
});
