import { Decimal } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInOperator } from '../../../test/test-app.ts';
import { as } from '../../../test/support/funding.ts';
import { storeDailyNavs } from './nav-history.ts';

/**
 * The NAV history checked the way an outside auditor would: the feed's own daily candles, each
 * mapped to its market's local date with the platform's Intl (not the code under test), and the
 * published rule recomputed here by hand. Weekly rebalancing at each week's last trading date;
 * NAVs cut to 8 decimals.
 */

const NAMES = { en: 'F', de: 'F', it: 'F', fr: 'F', es: 'F', jp: 'F', 'zh-Hans': 'F' };
const BASE_DAY = '2026-10-14';

const localDateIn = (zone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

/** Monday of the ISO week of a date, by calendar-day arithmetic in Date.UTC (no milliseconds). */
const weekOf = (date: string): string => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
  return new Date(Date.UTC(y, m - 1, d - weekday + 1)).toISOString().slice(0, 10);
};

interface Expected {
  day: string;
  nav: string;
  prices: Record<string, string>;
  rebalanced: boolean;
}

/** The rule, recomputed from closes by date (every component has each date). */
const recompute = (
  weights: Record<string, string>,
  dates: string[],
  closes: Map<string, Map<string, string>>,
): Expected[] => {
  const rows: Expected[] = [];
  let base: { nav: Decimal; prices: Record<string, string> } | null = null;
  dates.forEach((day, i) => {
    const prices: Record<string, string> = {};
    for (const key of Object.keys(weights)) prices[key] = closes.get(key)?.get(day) ?? 'missing';
    let nav = new Decimal(1);
    if (base) {
      let sum = new Decimal(0);
      for (const [key, weight] of Object.entries(weights))
        sum = sum.plus(new Decimal(weight).times(prices[key] ?? '0').div(base.prices[key] ?? '1'));
      nav = sum.times(base.nav).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    }
    const next = dates[i + 1];
    // The base date, and each week's last trading date (also the newest: its next date, the
    // following trading date, is known from the calendar; the feed's next week starts later).
    const rebalanced = !base || next === undefined || weekOf(next) !== weekOf(day);
    rows.push({ day, nav: nav.toFixed(8), prices, rebalanced });
    if (rebalanced) base = { nav, prices };
  });
  return rows;
};

describe.each([
  // Thursday 26 Nov 2026 is Thanksgiving (US shut, DE open), Friday 27 a US half day. Saturday
  // noon UTC: every session up to Friday has closed.
  { mode: 'regular sessions', alwaysOpen: false, now: '2026-11-28T12:00:00Z' },
  // The demo's always-open markets: 03:00 UTC is 04:00 on the 28th in Frankfurt (the 27th has
  // closed, the 28th is in progress) and 22:00 on the 27th in New York (only the 26th has closed).
  { mode: 'always-open demo markets', alwaysOpen: true, now: '2026-11-28T03:00:00Z' },
])('the NAV of a DE and a US fund by its market trading dates ($mode)', ({ alwaysOpen, now }) => {
  it.each<{ market: string; zone: string; weights: Record<string, string> }>([
    {
      market: 'DE',
      zone: 'Europe/Berlin',
      weights: { 'DE:SAP': '0.6', 'DE:SIE': '0.4' },
    },
    {
      market: 'US',
      zone: 'America/New_York',
      weights: { 'US:AAPL': '0.5', 'US:KO': '0.5' },
    },
  ])(
    '$market: each date holds the close of its own local date, struck after that session closed, for 30+ trading dates',
    async ({ market, zone, weights }) => {
      const t = await createTestApp(alwaysOpen ? { MARKETS_ALWAYS_OPEN: '1' } : {});
      t.clock.now = new Date(now);
      const superadmin = await signInOperator(t, 'superadmin');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/quant-funds',
        headers: as(superadmin),
        payload: {
          names: NAMES,
          market,
          risk: 3,
          institution: 'Audit',
          periodDays: 1,
          minPurchase: '100',
          maxPurchase: '5000',
          subscriptionStart: '2026-10-01T00:00:00Z',
          subscriptionEnd: '2026-12-31T00:00:00Z',
          rebalance: 'weekly',
          baseDay: BASE_DAY,
          components: Object.entries(weights).map(([key, weight]) => ({ key, weight })),
        },
      });
      expect(created.statusCode).toBe(200);
      const fundId = created.json().data.id as number;
      await storeDailyNavs(t.app.deps);

      // The feed's candles, by the local date each one starts on; only dates before today's
      // local date have closed (in the regular sessions every date up to Friday has).
      const today = localDateIn(zone, t.clock.now);
      const closes = new Map<string, Map<string, string>>();
      const dates = new Set<string>();
      for (const key of Object.keys(weights)) {
        const candles = await t.app.deps.marketData.fetchCandles(
          key,
          '1d',
          new Date('2026-10-01T00:00:00Z'),
          t.clock.now,
        );
        const byDate = new Map<string, string>();
        for (const candle of candles) {
          const date = localDateIn(zone, new Date(candle.time));
          if (date >= BASE_DAY && date < today) {
            byDate.set(date, new Decimal(candle.close).toFixed());
            dates.add(date);
          }
        }
        closes.set(key, byDate);
      }
      const expected = recompute(weights, [...dates].sort(), closes);

      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/v1/quant/funds/${fundId}` })
      ).json().data as { history: Expected[] };
      const stored = detail.history.map((row) => ({
        day: row.day,
        nav: new Decimal(row.nav).toFixed(8),
        prices: Object.fromEntries(
          Object.entries(row.prices).map(([key, price]) => [key, new Decimal(price).toFixed()]),
        ),
        rebalanced: row.rebalanced,
      }));
      expect(expected.length).toBeGreaterThanOrEqual(30);
      // The newest row's `rebalanced` depends on the calendar's next trading date, which the
      // feed's candles cannot tell: compared without it.
      expect(stored.slice(0, -1)).toEqual(expected.slice(0, -1));
      expect(stored.at(-1)).toMatchObject({
        day: expected.at(-1)?.day,
        nav: expected.at(-1)?.nav,
        prices: expected.at(-1)?.prices,
      });
      // No row on a day the market does not trade: no weekend, and no US Thanksgiving.
      const weekend = stored.filter((row) => [0, 6].includes(new Date(row.day).getUTCDay()));
      if (!alwaysOpen) {
        expect(weekend).toEqual([]);
        expect(stored.some((row) => row.day === '2026-11-26')).toBe(market === 'DE');
      }
    },
  );
});
