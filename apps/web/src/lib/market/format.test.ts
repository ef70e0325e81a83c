import { describe, expect, it } from 'vitest';
import { directionOf, formatDecimal, formatPercent, trimDecimal } from './format';
import { quoteUrl } from './instrument-route';

describe('price formatting', () => {
  it('groups digits in the reader language without touching them', () => {
    expect(formatDecimal('45123.50', 'en')).toBe('45,123.50');
    expect(formatDecimal('45123.50', 'de')).toBe('45.123,50');
    expect(formatDecimal('-1234567.891', 'en')).toBe('-1,234,567.891');
    expect(formatDecimal('0.1', 'en')).toBe('0.1');
  });

  it('signs changes and never shows a negative zero', () => {
    expect(formatDecimal('1.64', 'en', { sign: true })).toBe('+1.64');
    expect(formatDecimal('-0.00', 'en', { sign: true })).toBe('0.00');
    expect(formatDecimal('0.00', 'en', { sign: true })).toBe('0.00');
    expect(formatPercent('-1.25', 'de')).toBe('-1,25%');
    expect(formatPercent(null, 'en')).toBe('--');
    expect(formatDecimal(undefined, 'en')).toBe('--');
  });

  it('tells the direction of a change', () => {
    expect(directionOf('0.01')).toBe('up');
    expect(directionOf('-0.01')).toBe('down');
    expect(directionOf('-0.00')).toBe('flat');
    expect(directionOf(null)).toBe('flat');
  });

  it('trims tick sizes', () => {
    expect(trimDecimal('0.01000000')).toBe('0.01');
    expect(trimDecimal('0.00100000')).toBe('0.001');
    expect(trimDecimal('5')).toBe('5');
  });
});

describe('instrument routes', () => {
  it('send indices to the world-index page', () => {
    expect(quoteUrl({ key: 'US:SPX', kind: 'index' })).toBe('/pages/quote/globalindex?key=US:SPX');
    expect(quoteUrl({ key: 'HK:0700', kind: 'stock' })).toBe('/pages/quote/stock?key=HK:0700');
  });
});
