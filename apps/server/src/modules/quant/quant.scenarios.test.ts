import { beforeAll, describe, expect, it } from 'vitest';
import { as, fundedCustomer, usd } from '../../../test/support/funding.ts';
import { ClosingBoard } from '../../../test/support/closing-board.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/test-app.ts';
import { seedDemoQuantFunds } from '../../seed/quant.seed.ts';
import { storeDailyNavs } from './nav-history.ts';
import { FUND } from '../../../test/support/quant.ts';

/**
 * The closes of the scenario (AAPL 60 %, KO 40 %, rebalanced monthly, US trading dates only),
 * and the NAV the rule gives on each date, worked by hand (cut to 8 decimals):
 *   02-26 Thu base date                             NAV 1
 *   02-27 Fri  0.6 x 110/100 + 0.4 x 45/50         = 1.02   (February's last trading date: new base)
 *   02-28, 03-01: a weekend, no NAV
 *   03-02 Mon  1.02 x (0.6 x 121/110 + 0.4 x 45/45) = 1.0812 (the indicative NAV at 10:00 UTC)
 */
const CLOSES: Record<string, [string, string]> = {
  '2026-02-26': ['100', '50'],
  '2026-02-27': ['110', '45'],
  '2026-03-02': ['121', '45'],
};

let t: TestApp;
let superadmin: string;
let fundId: number;

const createFund = (body: Record<string, unknown> = {}, token = superadmin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/quant-funds',
    headers: as(token),
    payload: { ...FUND, ...body },
  });

const buy = (
  token: string,
  amount: string,
  options: { fund?: number; key?: string; language?: string; pin?: boolean } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/quant/funds/${options.fund ?? fundId}/buy`,
    headers: {
      ...as(token),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: options.pin === false ? { amount } : { amount, payPassword: '123456' },
  });

const holdings = async (token: string, which: 'holdings' | 'history' = 'holdings') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/quant/${which}`, headers: as(token) })).json()
    .data as Record<string, unknown>[];

beforeAll(async () => {
  let clock = () => new Date('2026-03-02T10:00:00Z');
  const board = new ClosingBoard(() => clock());
  t = await createTestApp({}, { marketData: board });
  clock = () => t.clock.now;
  for (const [day, [aapl, ko]] of Object.entries(CLOSES)) {
    board.close('US:AAPL', day, aapl);
    board.close('US:KO', day, ko);
  }
  board.set('US:AAPL', '121');
  board.set('US:KO', '45');
  superadmin = await signInOperator(t, 'superadmin');
  const created = await createFund();
  expect(created.statusCode).toBe(200);
  fundId = created.json().data.id;
});

describe('quant funds', () => {
  it("computes the NAV of US trading dates only, rebalancing at the month's last trading date, not its last calendar day", async () => {
    const fund = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quant/funds/${fundId}` })
    ).json().data;
    // Monday 03-02 10:00 UTC: the session of 03-02 has not closed, the weekend has no NAV.
    expect(
      fund.history.map((p: { day: string; nav: string; rebalanced: boolean }) => [
        p.day,
        p.nav,
        p.rebalanced,
      ]),
    ).toEqual([
      ['2026-02-26', '1.00000000', true],
      ['2026-02-27', '1.02000000', true],
    ]);
    expect(fund.history[1].prices).toEqual({ 'US:AAPL': '110', 'US:KO': '45' });
    // Indicative NAV on the current prices, from the base of 02-27.
    expect(fund.nav).toMatchObject({ nav: '1.0812', baseDay: '2026-02-27', baseNav: '1.02000000' });
    // A purchase now is priced at the NAV of today's close, 16:00 in New York.
    expect(fund.pricing).toEqual({
      pricingDay: '2026-03-02',
      valuationAt: '2026-03-02T21:00:00.000Z',
    });
    expect(fund).toMatchObject({
      open: true,
      currency: 'USD',
      periodDays: 3,
      rebalance: 'monthly',
    });
    // No 3-day holding fits in two dates of history.
    expect(fund.returnRange).toBeNull();
  });

  it("maps a vendor's daily candle stamped 00:00 UTC (the evening before in New York) to its own date", async () => {
    const vendor = new ClosingBoard(() => t.clock.now, { stamp: 'utc-midnight' });
    for (const [day, [aapl, ko]] of Object.entries(CLOSES)) {
      vendor.close('US:AAPL', day, aapl);
      vendor.close('US:KO', day, ko);
    }
    const other = await createTestApp({}, { marketData: vendor });
    other.clock.now = t.clock.now;
    const created = await other.app.inject({
      method: 'POST',
      url: '/api/v1/admin/quant-funds',
      headers: as(await signInOperator(other, 'superadmin')),
      payload: FUND,
    });
    const history = (
      await other.app.inject({
        method: 'GET',
        url: `/api/v1/quant/funds/${created.json().data.id}`,
      })
    ).json().data.history as { day: string; nav: string; prices: Record<string, string> }[];
    expect(history.map((p) => [p.day, p.nav, p.prices['US:AAPL']])).toEqual([
      ['2026-02-26', '1.00000000', '100'],
      ['2026-02-27', '1.02000000', '110'],
    ]);
  });

  it('stores each closed trading date once, however many passes run at once', async () => {
    const count = async () =>
      (
        await t.database.pool.query<{ n: number; days: number }>(
          'SELECT count(*)::int AS n, count(DISTINCT day)::int AS days FROM quant_navs WHERE fund_id = $1',
          [fundId],
        )
      ).rows[0];
    await Promise.all([storeDailyNavs(t.app.deps), storeDailyNavs(t.app.deps)]);
    await storeDailyNavs(t.app.deps);
    // 02-26 and 02-27: the weekend has none and today (03-02) has not closed.
    expect(await count()).toEqual({ n: 2, days: 2 });
  });

  it('refuses a purchase below the minimum, above the maximum or outside the window, translated, moving nothing', async () => {
    const { token } = await fundedCustomer(t, '10000');
    const below = await buy(token, '99.99');
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      code: 'QUANT_BELOW_MINIMUM',
      message: 'Minimum purchase amount is 100',
    });
    expect((await buy(token, '99.99', { language: 'de' })).json().message).toBe(
      'Der Mindestkaufbetrag ist 100',
    );
    expect((await buy(token, '99.99', { language: 'jp' })).json().message).toBe(
      '最低購入金額は 100 です',
    );
    const above = await buy(token, '5000.01');
    expect(above.json()).toMatchObject({
      code: 'QUANT_ABOVE_MAXIMUM',
      message: 'Maximum purchase amount is 5000',
    });
    const closed = (
      await createFund({
        subscriptionStart: '2026-02-20T00:00:00Z',
        subscriptionEnd: '2026-03-02T09:00:00Z',
      })
    ).json().data;
    expect(closed.open).toBe(false);
    const late = await buy(token, '1000', { fund: closed.id });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'QUANT_NOT_OPEN',
      message: 'This fund is not open for subscription now.',
    });
    // A fraction of a cent changes nothing either: refused, never rounded.
    expect((await buy(token, '150.001')).json().code).toBe('VALIDATION_FAILED');
    expect((await usd(t, token))?.available).toBe('10000.00000000');
    expect(await holdings(token)).toEqual([]);
  });

  it('refuses a basket whose weights do not add up to 1 or that reaches outside its market', async () => {
    const weights = await createFund({
      components: [
        { key: 'US:AAPL', weight: '0.6' },
        { key: 'US:KO', weight: '0.3' },
      ],
    });
    expect(weights.statusCode).toBe(400);
    const foreign = await createFund({ components: [{ key: 'HK:00700', weight: '1' }] });
    expect(foreign.json().code).toBe('QUANT_UNKNOWN_COMPONENT');
    expect((await createFund({}, await signInOperator(t, 'reviewer'))).statusCode).toBe(403);
  });

  it('the demo seed adds its two funds once, however often and concurrently it runs', async () => {
    await Promise.all([seedDemoQuantFunds(t.database.db), seedDemoQuantFunds(t.database.db)]);
    await seedDemoQuantFunds(t.database.db);
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM quant_funds WHERE created_by = 'system:demo-seed'",
    );
    expect(rows[0]?.n).toBe(2);
  });
});
