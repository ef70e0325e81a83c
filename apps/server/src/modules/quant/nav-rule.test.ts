import { describe, expect, it } from 'vitest';
import { isRebalanceDay, navFrom, returnRange, unitsFor, valueOf } from './nav-rule.ts';

const weights = [
  { key: 'US:AAPL', weight: '0.6' },
  { key: 'US:KO', weight: '0.4' },
];

describe('the quant NAV rule', () => {
  it('weights each close by its move from the base: 0.6 x 110/100 + 0.4 x 45/50 = 1.02', () => {
    const base = { nav: '1', prices: { 'US:AAPL': '100', 'US:KO': '50' } };
    expect(navFrom(base, weights, { 'US:AAPL': '110', 'US:KO': '45' }).toFixed()).toBe('1.02');
  });

  it('starts from a rebalanced base: 1.12 x (0.6 x 132/120 + 0.4 x 45/50) = 1.1424', () => {
    const base = { nav: '1.12', prices: { 'US:AAPL': '120', 'US:KO': '50' } };
    expect(navFrom(base, weights, { 'US:AAPL': '132', 'US:KO': '45' }).toFixed()).toBe('1.1424');
  });

  it('keeps 8 decimals, half up', () => {
    const base = { nav: '1', prices: { 'US:AAPL': '3', 'US:KO': '3' } };
    // 0.6 x 1/3 + 0.4 x 1/3 = 0.333333333...
    expect(navFrom(base, weights, { 'US:AAPL': '1', 'US:KO': '1' }).toFixed()).toBe('0.33333333');
  });

  it('rebalances on the last day of the week or month only', () => {
    expect(isRebalanceDay('monthly', '2026-02-28')).toBe(true);
    expect(isRebalanceDay('monthly', '2026-02-27')).toBe(false);
    expect(isRebalanceDay('weekly', '2026-03-01')).toBe(true); // a Sunday
    expect(isRebalanceDay('weekly', '2026-03-02')).toBe(false);
    expect(isRebalanceDay('none', '2026-02-28')).toBe(false);
  });

  it('buys units rounded down and values them to the cent', () => {
    expect(unitsFor('1000', '1.02').toFixed()).toBe('980.39215686');
    expect(valueOf('980.39215686', '1.1424').toFixed()).toBe('1120');
  });

  it('takes the return range over every window of the period in the history', () => {
    const history = ['1', '1.1', '0.99', '1.089'].map((nav, i) => ({
      day: `2026-01-0${i + 1}`,
      nav,
    }));
    expect(returnRange(history, 1)).toEqual({
      min: '-10.00',
      max: '10.00',
      windows: 3,
      from: '2026-01-01',
      to: '2026-01-04',
    });
    expect(returnRange(history, 4)).toBeNull();
  });
});
