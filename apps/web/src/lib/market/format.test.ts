import { describe, expect, it } from 'vitest';
import { directionOf, formatPercent } from './format';
import { quoteUrl } from './instrument-route';

describe('price formatting', () => {
  it('signs a change percent', () => {
    expect(formatPercent('-1.25', 'de')).toBe('-1,25%');
    expect(formatPercent('1.25', 'en')).toBe('+1.25%');
    expect(formatPercent(null, 'en')).toBe('--');
  });

  it('tells the direction of a change', () => {
    expect(directionOf('0.01')).toBe('up');
    expect(directionOf('-0.01')).toBe('down');
    expect(directionOf('-0.00')).toBe('flat');
    expect(directionOf(null)).toBe('flat');
  });
});

describe('instrument routes', () => {
  it('send indices to the world-index page', () => {
    expect(quoteUrl({ key: 'US:SPX', kind: 'index' })).toBe('/pages/quote/globalindex?key=US:SPX');
    expect(quoteUrl({ key: 'HK:0700', kind: 'stock' })).toBe('/pages/quote/stock?key=HK:0700');
  });
});
