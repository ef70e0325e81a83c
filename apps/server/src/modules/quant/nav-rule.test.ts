import { describe, expect, it } from 'vitest';
import { navFrom, returnRange, splitAdjustedBase, unitsFor, valueOf } from './nav-rule.ts';
import { isRebalanceDate } from './valuation-calendar.ts';

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

  it('cuts the NAV to 8 decimals, never rounding up: 2/3 is 0.66666666', () => {
    const base = { nav: '1', prices: { 'US:AAPL': '3', 'US:KO': '3' } };
    // 0.6 x 2/3 + 0.4 x 2/3 = 0.666666666...
    expect(navFrom(base, weights, { 'US:AAPL': '2', 'US:KO': '2' }).toFixed()).toBe('0.66666666');
  });

  it('rebalances on the last trading date of the week or month: a Friday before a weekend, not the Sunday', () => {
    // Friday 2026-02-27, next trading date Monday 03-02: the week's and the month's last.
    expect(isRebalanceDate('weekly', '2026-02-27', '2026-03-02')).toBe(true);
    expect(isRebalanceDate('monthly', '2026-02-27', '2026-03-02')).toBe(true);
    expect(isRebalanceDate('weekly', '2026-02-26', '2026-02-27')).toBe(false);
    expect(isRebalanceDate('monthly', '2026-03-02', '2026-03-03')).toBe(false);
    // Always-open markets trade on Sunday: then the Sunday is the week's last.
    expect(isRebalanceDate('weekly', '2026-03-01', '2026-03-02')).toBe(true);
    expect(isRebalanceDate('none', '2026-02-27', '2026-03-02')).toBe(false);
  });

  it('cuts units to 8 decimals and payouts to the cent, never rounding up', () => {
    expect(unitsFor('1000', '1.02').toFixed()).toBe('980.39215686');
    expect(valueOf('980.39215686', '1.1424').toFixed()).toBe('1119.99');
    expect(valueOf('1', '2.999').toFixed()).toBe('2.99');
  });

  it('takes the return range over every holding of the period in a history of trading dates', () => {
    const history = ['1', '1.1', '0.99', '1.089'].map((nav, i) => ({
      day: `2026-01-0${i + 1}`,
      nav,
    }));
    // Friday 01-09 to Monday 01-12 is one 1-day holding: redeemed at the next trading date.
    expect(
      returnRange(
        [
          { day: '2026-01-09', nav: '1' },
          { day: '2026-01-12', nav: '1.05' },
        ],
        1,
      ),
    ).toMatchObject({ min: '5.00', max: '5.00', windows: 1 });
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

describe('a split of a component moves no NAV', () => {
  const base = { nav: '1.2', day: '2027-03-05', prices: { 'US:KO': '99', 'US:PEP': '140' } };
  const halves = [
    { key: 'US:KO', weight: '0.5' },
    { key: 'US:PEP', weight: '0.5' },
  ];
  const split = { key: 'US:KO', exDate: '2027-03-10', to: 3, from: 1 };

  it('adjusts the base close of a component split after the base date, up to the date', () => {
    // KO at 33 after a 3-for-1 is worth what 99 was: NAV = 1.2 x (0.5 x 33/33 + 0.5 x 140/140).
    const adjusted = splitAdjustedBase(base, '2027-03-10', [split]);
    expect(adjusted.prices).toEqual({ 'US:KO': '33', 'US:PEP': '140' });
    expect(navFrom(adjusted, halves, { 'US:KO': '33', 'US:PEP': '140' }).toFixed()).toBe('1.2');
  });

  it('leaves the base alone before the ex-date and for a split before the base date', () => {
    expect(splitAdjustedBase(base, '2027-03-09', [split]).prices).toEqual(base.prices);
    expect(splitAdjustedBase({ ...base, day: '2027-03-10' }, '2027-03-12', [split]).prices).toEqual(
      base.prices,
    );
  });
});
