import type { GainsReport } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { chooseCurrency, chooseYear, gainsChoices, heldFor, settledPeriod } from './gains-choices';

const ZERO = { sales: 0, proceeds: '0', cost: '0', fees: '0', gains: '0', losses: '0', net: '0' };

const report = (year: number | null, currency: string | null, currencies: string[]) =>
  ({
    year,
    currency,
    years: year === null ? [] : [2026, 2025],
    currencies,
    totals: ZERO,
    sales: { items: [], total: 0, page: 1, pageSize: 20 },
    dividends: { items: [], totals: { gross: '0', withholding: '0', net: '0' } },
  }) satisfies GainsReport;

describe('the tax year and currency chips', () => {
  it('offer only what the server answered, the year and currency it settled on chosen', () => {
    expect(gainsChoices(report(2026, 'USD', ['USD', 'EUR']), {})).toEqual({
      years: [2026, 2025],
      year: 2026,
      currencies: ['USD', 'EUR'],
      currency: 'USD',
    });
  });

  it('a new year leaves its currency to the server; another currency keeps the year', () => {
    expect(chooseYear(2025)).toEqual({ year: 2025 });
    expect(chooseCurrency(report(2026, 'USD', ['USD', 'EUR']), 'EUR')).toEqual({
      year: 2026,
      currency: 'EUR',
    });
  });

  it('while the asked year loads, show it chosen and no currencies of the year before', () => {
    expect(gainsChoices(report(2026, 'USD', ['USD', 'EUR']), chooseYear(2025))).toEqual({
      years: [2026, 2025],
      year: 2025,
      currencies: [],
      currency: null,
    });
    // A currency asked for in the year on screen is chosen at once.
    expect(
      gainsChoices(report(2026, 'USD', ['USD', 'EUR']), { year: 2026, currency: 'EUR' }),
    ).toMatchObject({ year: 2026, currency: 'EUR' });
  });

  it('a customer who never sold has no year and no currency to choose', () => {
    expect(gainsChoices(report(null, null, []), {})).toEqual({
      years: [],
      year: null,
      currencies: [],
      currency: null,
    });
  });
});

describe('whether there is a report to show', () => {
  it('a year of dividends only, without a sale, is a report like any other', () => {
    const dividendsOnly: GainsReport = {
      ...report(2026, 'USD', ['USD']),
      dividends: {
        items: [
          {
            key: 'US:KO',
            name: 'The Coca-Cola Company',
            positionId: 7,
            exDate: '2026-03-13',
            payDate: '2026-04-01',
            quantity: '11',
            perShare: '0.2475',
            gross: '2.7225',
            withholding: '0.81',
            net: '1.9125',
          },
        ],
        totals: { gross: '2.7225', withholding: '0.81', net: '1.9125' },
      },
    };
    expect(settledPeriod(dividendsOnly)).toEqual({ year: 2026, currency: 'USD' });
  });

  it('a customer with neither a sale nor a dividend has nothing to report', () => {
    expect(settledPeriod(report(null, null, []))).toBeNull();
  });
});

describe('days held', () => {
  it("count calendar days in the reader's language, one day singular", () => {
    expect(heldFor(1, 'en')).toBe('1 day');
    expect(heldFor(12, 'en')).toBe('12 days');
    expect(heldFor(0, 'en')).toBe('0 days');
    expect(heldFor(12, 'de')).toBe('12 Tage');
    expect(heldFor(1234, 'de')).toBe('1.234 Tage');
    expect(heldFor(12, 'jp')).toMatch(/^12\s?日$/);
    expect(heldFor(12, 'zh-Hans')).toMatch(/^12\s?天$/);
  });
});
