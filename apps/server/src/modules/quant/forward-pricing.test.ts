import { Decimal } from '@brokerage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { ClosingBoard } from '../../../test/support/closing-board.ts';
import { as, fundedCustomer, usd } from '../../../test/support/funding.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/test-app.ts';
import { settleDueHoldings } from './quant-settlement.ts';
import { fixPendingUnits } from './quant-units.ts';

/**
 * Forward pricing on US trading dates (valuation point: the 16:00 New York close, 21:00 UTC in
 * early March, 20:00 UTC once the clocks change on 8 March). AAPL 60 %, KO 40 %, monthly.
 */
const CLOSES: Record<string, [string, string]> = {
  '2026-02-26': ['100', '50'],
  '2026-02-27': ['110', '45'],
  '2026-03-02': ['121', '45'],
  '2026-03-03': ['132', '54'],
  '2026-03-04': ['99', '36'],
  '2026-03-05': ['110', '45'],
  '2026-03-06': ['110', '45'],
};
const WEIGHTS = { 'US:AAPL': '0.6', 'US:KO': '0.4' } as const;

/** The published rule recomputed here from the closes: NAV of `day` on the base 02-27. */
const navOf = (day: string): Decimal => {
  const [aapl = '0', ko = '0'] = CLOSES[day] ?? [];
  const [baseAapl = '1', baseKo = '1'] = CLOSES['2026-02-27'] ?? [];
  // 02-27's NAV from the base date 02-26.
  const [firstAapl = '1', firstKo = '1'] = CLOSES['2026-02-26'] ?? [];
  const cut = (value: Decimal) => value.toDecimalPlaces(8, Decimal.ROUND_DOWN);
  const baseNav = cut(
    new Decimal(WEIGHTS['US:AAPL'])
      .times(baseAapl)
      .div(firstAapl)
      .plus(new Decimal(WEIGHTS['US:KO']).times(baseKo).div(firstKo)),
  );
  return cut(
    new Decimal(WEIGHTS['US:AAPL'])
      .times(aapl)
      .div(baseAapl)
      .plus(new Decimal(WEIGHTS['US:KO']).times(ko).div(baseKo))
      .times(baseNav),
  );
};

let t: TestApp;
let fundId: number;

const buy = (token: string, amount: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/quant/funds/${fundId}/buy`,
    headers: { ...as(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: key ? { amount } : { amount, payPassword: '123456' },
  });

const holdingsOf = async (token: string, which: 'holdings' | 'history' = 'holdings') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/quant/${which}`, headers: as(token) })).json()
    .data as Record<string, unknown>[];

const inboxOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(token) })).json().data
    .items as { title: string; body: string }[];

const at = (instant: string) => {
  t.clock.now = new Date(instant);
};

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
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/quant-funds',
    headers: as(await signInOperator(t, 'superadmin')),
    payload: {
      names: {
        en: 'Day Basket',
        de: 'Tageskorb',
        it: 'D',
        fr: 'D',
        es: 'D',
        jp: 'D',
        'zh-Hans': 'D',
      },
      market: 'US',
      risk: 3,
      institution: 'Example Asset Management',
      periodDays: 1,
      minPurchase: '100',
      maxPurchase: '5000',
      subscriptionStart: '2026-03-01T00:00:00Z',
      subscriptionEnd: '2026-03-31T00:00:00Z',
      rebalance: 'monthly',
      baseDay: '2026-02-26',
      components: Object.entries(WEIGHTS).map(([key, weight]) => ({ key, weight })),
    },
  });
  expect(created.statusCode).toBe(200);
  fundId = created.json().data.id;
});

describe('quant funds priced forward', () => {
  it("a purchase before the close gets that date's NAV, one after it the next date's; units pending until then, then fixed with an inbox message; a 1-day holding pays units x the next date's NAV, cut", async () => {
    const early = await fundedCustomer(t, '10000');
    const late = await fundedCustomer(t, '10000');

    // Monday 10:00 in New York: before the 16:00 valuation point.
    at('2026-03-02T15:00:00Z');
    const before = await buy(early.token, '1000');
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      pricingDay: '2026-03-02',
      valuationAt: '2026-03-02T21:00:00.000Z',
      units: null,
      buyNav: null,
      estimatedProfit: null,
      endDay: '2026-03-03',
    });
    expect((await usd(t, early.token))?.available).toBe('9000.00000000');

    // A minute before the close nothing can be fixed: the NAV of 03-02 does not exist yet.
    at('2026-03-02T20:59:00Z');
    expect(await fixPendingUnits(t.app.deps)).toBe(0);
    // The customer's last instant to be priced today.
    const lastMoment = await buy(late.token, '100');
    expect(lastMoment.json().data.pricingDay).toBe('2026-03-02');

    // After the close: priced at Tuesday's NAV.
    at('2026-03-02T21:00:00Z');
    const after = await buy(late.token, '1000');
    expect(after.json().data).toMatchObject({
      pricingDay: '2026-03-03',
      valuationAt: '2026-03-03T21:00:00.000Z',
      units: null,
      endDay: '2026-03-04',
    });

    at('2026-03-02T21:05:00Z');
    expect(await fixPendingUnits(t.app.deps)).toBe(2);
    const nav0302 = navOf('2026-03-02');
    expect(nav0302.toFixed(8)).toBe('1.08120000');
    const unitsEarly = new Decimal(1000).div(nav0302).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    const [fixed] = await holdingsOf(early.token);
    expect(fixed).toMatchObject({
      units: unitsEarly.toFixed(8),
      buyNav: nav0302.toFixed(8),
      buyPrices: { 'US:AAPL': '121', 'US:KO': '45' },
    });
    const [message] = await inboxOf(early.token);
    expect(message?.title).toBe('Quant fund units fixed');
    expect(message?.body).toBe(
      `Your purchase of 1,000.00 USD in Day Basket was priced at the NAV of Mar 2, 2026, 1.0812: ${unitsEarly.toFixed()} units.`,
    );
    // The purchase after the close still waits for Tuesday's NAV.
    const lateHoldings = await holdingsOf(late.token);
    expect(lateHoldings.map((h) => [h.pricingDay, h.units === null])).toEqual([
      ['2026-03-03', true],
      ['2026-03-02', false],
    ]);

    // Tuesday after the close: the late purchase gets Tuesday's NAV; the early one is redeemed
    // at it (its 1 day ends on the trading date 03-03), cut to the cent.
    at('2026-03-03T21:01:00Z');
    expect(await fixPendingUnits(t.app.deps)).toBe(1);
    const nav0303 = navOf('2026-03-03');
    expect((await holdingsOf(late.token))[0]).toMatchObject({
      units: new Decimal(1000).div(nav0303).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(8),
      buyNav: nav0303.toFixed(8),
    });
    expect(await settleDueHoldings(t.app.deps)).toBe(2);
    const payout = unitsEarly.times(nav0303).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    // 924.89826119 x 1.224 = 1,132.0754...: paid 1,132.07.
    expect(payout.toFixed(2)).toBe('1132.07');
    expect((await holdingsOf(early.token, 'history'))[0]).toMatchObject({
      status: 1,
      sellNav: nav0303.toFixed(8),
      settledAmount: payout.toFixed(8),
      settledProfit: payout.minus(1000).toFixed(8),
    });
    expect((await usd(t, early.token))?.available).toBe(payout.plus(9000).toFixed(8));
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a purchase on a Saturday is priced at Monday's close, 16:00 New York after the clocks changed (20:00 UTC)", async () => {
    const { token } = await fundedCustomer(t, '10000');
    at('2026-03-07T12:00:00Z');
    const fund = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quant/funds/${fundId}` })
    ).json().data;
    expect(fund.pricing).toEqual({
      pricingDay: '2026-03-09',
      valuationAt: '2026-03-09T20:00:00.000Z',
    });
    expect((await buy(token, '500')).json().data).toMatchObject({
      pricingDay: '2026-03-09',
      valuationAt: '2026-03-09T20:00:00.000Z',
      endDay: '2026-03-10',
      units: null,
    });
    // The weekend has no NAV and nothing is fixed over it.
    expect(await fixPendingUnits(t.app.deps)).toBe(0);
    const history = fund.history as { day: string }[];
    expect(history.map((row) => row.day)).not.toContain('2026-03-07');
  });

  it('100 parallel purchases under one Idempotency-Key make one pending holding and one debit; 100 parallel fixing runs fix its units once, with one message', async () => {
    at('2026-03-04T15:00:00Z');
    const { token } = await fundedCustomer(t, '10000');
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/trade-unlock',
      headers: as(token),
      payload: { payPassword: '123456' },
    });
    expect(unlocked.statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => buy(token, '250', 'quant-forward-0001')),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await holdingsOf(token)).toMatchObject([{ amount: '250.00000000', units: null }]);
    expect((await usd(t, token))?.available).toBe('9750.00000000');

    at('2026-03-04T21:00:00Z');
    const runs = await Promise.all(Array.from({ length: 100 }, () => fixPendingUnits(t.app.deps)));
    // The Saturday purchase (priced 03-09) is not due; this one is fixed exactly once.
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    const units = new Decimal(250).div(navOf('2026-03-04')).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    expect(await holdingsOf(token)).toMatchObject([{ units: units.toFixed(8) }]);
    expect((await inboxOf(token)).map((m) => m.title)).toEqual(['Quant fund units fixed']);
    expect(await fixPendingUnits(t.app.deps)).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('settles a holding once at its end date NAV, however many copies run and even while a dead copy holds its row', async () => {
    at('2026-03-04T15:00:00Z');
    const { token } = await fundedCustomer(t, '10000');
    const holdingId = (await buy(token, '1000')).json().data.id as number;
    at('2026-03-04T21:00:00Z');
    await fixPendingUnits(t.app.deps);
    const units = String((await holdingsOf(token))[0]?.units);

    // Its end date 03-05 has not closed yet: it is not due (earlier tests' holdings are).
    at('2026-03-05T20:59:00Z');
    await settleDueHoldings(t.app.deps);
    expect((await holdingsOf(token)).map((h) => h.id)).toEqual([holdingId]);

    // A copy that dies while holding the row: this run passes the holding over.
    at('2026-03-05T21:00:00Z');
    const crashed = await t.database.pool.connect();
    await crashed.query('BEGIN');
    await crashed.query('SELECT id FROM quant_holdings WHERE id = $1 FOR UPDATE', [holdingId]);
    await settleDueHoldings(t.app.deps);
    expect((await holdingsOf(token)).map((h) => h.id)).toContain(holdingId);
    crashed.release(new Error('killed mid-way'));

    // Two copies at once, then a third run: settled exactly once (one redeem entry below).
    await Promise.all([settleDueHoldings(t.app.deps), settleDueHoldings(t.app.deps)]);
    expect(await settleDueHoldings(t.app.deps)).toBe(0);
    expect(await holdingsOf(token)).toEqual([]);
    const payout = new Decimal(units)
      .times(navOf('2026-03-05'))
      .toDecimalPlaces(2, Decimal.ROUND_DOWN);
    expect((await holdingsOf(token, 'history'))[0]).toMatchObject({
      id: holdingId,
      sellNav: navOf('2026-03-05').toFixed(8),
      settledAmount: payout.toFixed(8),
    });
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM journal_entries WHERE reference = $1 AND type = 'quant.redeem'",
      [`quant:${holdingId}`],
    );
    expect(rows[0]?.n).toBe(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
