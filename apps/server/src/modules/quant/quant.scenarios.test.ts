import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { as, fundedCustomer, usd } from '../../../test/support/funding.ts';
import { ClosingBoard } from '../../../test/support/closing-board.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/test-app.ts';
import { seedDemoQuantFunds } from '../../seed/quant.seed.ts';
import { storeDailyNavs } from './nav-history.ts';
import { settleDueHoldings } from './quant-settlement.ts';

/**
 * The closes of the scenario (AAPL 60 %, KO 40 %, rebalanced monthly), and the NAV the rule
 * gives on each day, worked by hand:
 *   02-26 base day                                  NAV 1
 *   02-27  0.6 x 110/100 + 0.4 x 45/50            = 1.02
 *   02-28  0.6 x 120/100 + 0.4 x 50/50            = 1.12   (month end: new base)
 *   03-01  1.12 x (0.6 x 132/120 + 0.4 x 45/50)   = 1.1424
 *   03-02  1.12 x (0.6 x 126/120 + 0.4 x 50/50)   = 1.1536 (also the live NAV at 10:00)
 *   03-05  1.12 x (0.6 x 150/120 + 0.4 x 55/50)   = 1.3328 (a 3-day holding bought 03-02 ends)
 */
const CLOSES: Record<string, [string, string]> = {
  '2026-02-26': ['100', '50'],
  '2026-02-27': ['110', '45'],
  '2026-02-28': ['120', '50'],
  '2026-03-01': ['132', '45'],
  '2026-03-02': ['126', '50'],
  '2026-03-03': ['144', '55'],
  '2026-03-04': ['138', '50'],
  '2026-03-05': ['150', '55'],
};

let t: TestApp;
let superadmin: string;
let fundId: number;

const FUND = {
  names: {
    en: 'Steady Basket',
    de: 'Stetiger Korb',
    it: 'Paniere Stabile',
    fr: 'Panier Stable',
    es: 'Cesta Estable',
    jp: '安定バスケット',
    'zh-Hans': '稳健篮子',
  },
  market: 'US',
  risk: 3,
  institution: 'Example Asset Management',
  periodDays: 3,
  minPurchase: '100',
  maxPurchase: '5000',
  subscriptionStart: '2026-03-01T00:00:00Z',
  subscriptionEnd: '2026-03-10T00:00:00Z',
  rebalance: 'monthly',
  baseDay: '2026-02-26',
  components: [
    { key: 'US:AAPL', weight: '0.6' },
    { key: 'US:KO', weight: '0.4' },
  ],
};

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
  t = await createTestApp({ MARKETS_ALWAYS_OPEN: '1' }, { marketData: board });
  clock = () => t.clock.now;
  for (const [day, [aapl, ko]] of Object.entries(CLOSES)) {
    board.close('US:AAPL', day, aapl);
    board.close('US:KO', day, ko);
  }
  board.set('US:AAPL', '126');
  board.set('US:KO', '50');
  superadmin = await signInOperator(t, 'superadmin');
  const created = await createFund();
  expect(created.statusCode).toBe(200);
  fundId = created.json().data.id;
});

describe('quant funds', () => {
  it('computes the NAV from the feed by the stated rule, rebalancing at the month end', async () => {
    const fund = (
      await t.app.inject({ method: 'GET', url: `/api/v1/quant/funds/${fundId}` })
    ).json().data;
    expect(
      fund.history.map((p: { day: string; nav: string; rebalanced: boolean }) => [
        p.day,
        p.nav,
        p.rebalanced,
      ]),
    ).toEqual([
      ['2026-02-26', '1.00000000', true],
      ['2026-02-27', '1.02000000', false],
      ['2026-02-28', '1.12000000', true],
      ['2026-03-01', '1.14240000', false],
    ]);
    expect(fund.history[3].prices).toEqual({ 'US:AAPL': '132', 'US:KO': '45' });
    expect(fund.nav).toMatchObject({ nav: '1.1536', baseDay: '2026-02-28', baseNav: '1.12000000' });
    expect(fund).toMatchObject({
      open: true,
      currency: 'USD',
      periodDays: 3,
      rebalance: 'monthly',
    });
    // Three-day windows in four days of history: one, 02-26 to 03-01, +14.24 %.
    expect(fund.returnRange).toMatchObject({ min: '14.24', max: '14.24', windows: 1 });
  });

  it('stores each closed day once, however many passes run at once', async () => {
    const count = async () =>
      (
        await t.database.pool.query<{ n: number; days: number }>(
          'SELECT count(*)::int AS n, count(DISTINCT day)::int AS days FROM quant_navs WHERE fund_id = $1',
          [fundId],
        )
      ).rows[0];
    await Promise.all([storeDailyNavs(t.app.deps), storeDailyNavs(t.app.deps)]);
    await storeDailyNavs(t.app.deps);
    // 02-26 to 03-01: today (03-02) has not closed.
    expect(await count()).toEqual({ n: 4, days: 4 });
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

  it('100 parallel buys under one Idempotency-Key make one holding and one debit', async () => {
    const { token } = await fundedCustomer(t, '10000');
    // The pay password once for the session (as the app does), so the race is on the key alone.
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/trade-unlock',
      headers: as(token),
      payload: { payPassword: '123456' },
    });
    expect(unlocked.statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => buy(token, '250', { key: 'quant-buy-0001', pin: false })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    const held = await holdings(token);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ amount: '250.00000000', units: '216.71289875' });
    expect((await usd(t, token))?.available).toBe('9750.00000000');
    // The same key for another amount is refused, not a second purchase.
    expect((await buy(token, '300', { key: 'quant-buy-0001' })).json().code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("buys units at today's NAV and settles them at the end day's NAV once, however often and wherever the job runs", async () => {
    const { token, customerId } = await fundedCustomer(t, '10000');
    const bought = await buy(token, '1000');
    expect(bought.statusCode).toBe(200);
    expect(bought.json().data).toMatchObject({
      status: 0,
      buyNav: '1.15360000',
      units: '866.85159500',
      endDay: '2026-03-05',
      currentNav: '1.1536',
      estimatedProfit: '0.00',
    });
    expect((await usd(t, token))?.available).toBe('9000.00000000');
    const holdingId = bought.json().data.id as number;

    // 03-05 has not closed yet: nothing is due.
    t.clock.now = new Date('2026-03-05T20:00:00Z');
    expect(await settleDueHoldings(t.app.deps)).toBe(0);

    // A copy that dies while holding the row (its transaction never commits): this run passes
    // the holding over (other customers' due holdings are settled meanwhile).
    t.clock.now = new Date('2026-03-06T00:05:00Z');
    const crashed = await t.database.pool.connect();
    await crashed.query('BEGIN');
    await crashed.query('SELECT id FROM quant_holdings WHERE id = $1 FOR UPDATE', [holdingId]);
    await settleDueHoldings(t.app.deps);
    expect(await holdings(token)).toHaveLength(1);
    crashed.release(new Error('killed mid-way'));

    // Two copies at once, then a third run: settled exactly once.
    const runs = await Promise.all([settleDueHoldings(t.app.deps), settleDueHoldings(t.app.deps)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await settleDueHoldings(t.app.deps)).toBe(0);

    const [ended] = await holdings(token, 'history');
    expect(ended).toMatchObject({
      id: holdingId,
      status: 1,
      sellNav: '1.33280000',
      settledAmount: '1155.34000000',
      settledProfit: '155.34000000',
    });
    expect(await holdings(token)).toEqual([]);
    // 9,000 + 866.851595 units x 1.3328 = 1,155.34.
    expect((await usd(t, token))?.available).toBe('10155.34000000');
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(token) })
    ).json().data.items;
    expect(inbox).toHaveLength(1);
    expect(inbox[0].title).toBe('Quant fund settled');
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM journal_entries WHERE customer_id = $1 AND type = 'quant.redeem'",
      [customerId],
    );
    expect(rows[0]?.n).toBe(1);
    // The platform paid the gain from the products account: its exposure, never a breach.
    expect(await checkLedger(t.database.db)).toEqual([]);
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
