import { Decimal } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, fundedCustomer, signInAgain, usd } from '../../../test/support/funding.ts';
import { createPricedApp, PriceBoard } from '../../../test/support/price-board.ts';
import { secondCopy, signInOperator, type TestApp } from '../../../test/test-app.ts';
import { claimRun } from './plans.repository.ts';
import { runDuePlans } from './plan-runner.ts';

/**
 * Issue 30 item 2: recurring plans. Dates in 2027: 5 July is New York's holiday for the 4th
 * (a Sunday), so a monthly plan on the 5th buys on Tuesday 6 July. Two server copies (their own
 * pools and quote hubs, one database) race every run.
 */
let t: TestApp;
let prices: PriceBoard;
let copy: FastifyInstance;
let copyPrices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
  copyPrices = new PriceBoard(() => t.clock.now);
  copy = await secondCopy(t, { MARKETS_ALWAYS_OPEN: '1' }, { marketData: copyPrices });
});

const KEY = 'US:AAPL';

type Customer = Awaited<ReturnType<typeof fundedCustomer>>;

const price = (value: string, spread: { bid?: string; ask?: string } = {}) => {
  prices.set(KEY, value, spread);
  copyPrices.set(KEY, value, spread);
};

/** Moves the clock; a jump of weeks outlives a session, so the customer signs in again. */
const at = async (iso: string, customer?: Customer) => {
  t.clock.now = new Date(iso);
  price('100', { bid: '99.99', ask: '100.01' });
  if (customer) await signInAgain(t, customer);
};

const call = (customer: Customer, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: as(customer.token), payload });

/** Terms for one instrument as a plan of one component: its shares, or weight 100 of the amount. */
const oneInstrument = (terms: Record<string, unknown>, key = KEY) => {
  const { quantity, ...rest } = terms;
  return {
    ...rest,
    components: [quantity === undefined ? { key, weight: 100 } : { key, quantity }],
  };
};

const createPlan = (
  customer: Customer,
  terms: Record<string, unknown>,
  key = KEY,
  payPassword = '123456',
) => call(customer, 'POST', 'plans', { terms: oneInstrument(terms, key), payPassword });

const createBasket = (customer: Customer, terms: Record<string, unknown>) =>
  call(customer, 'POST', 'plans', { terms, payPassword: '123456' });

const planOf = async (customer: Customer, id: number) =>
  ((await call(customer, 'GET', 'plans')).json().data as { id: number }[]).find((p) => p.id === id);

const runsOf = async (customer: Customer, id: number) =>
  (await call(customer, 'GET', `plans/${id}/runs`)).json().data.items as Record<string, unknown>[];

const buysOf = async (customerId: number) =>
  (
    await t.app.deps.db.execute<{ id: number; quantity: string; status: string }>(
      sql`SELECT id, quantity, status FROM orders WHERE customer_id = ${customerId} AND side = 'buy'`,
    )
  ).rows;

/**
 * 100 passes of the plans job, half on each copy, all at once. The other tests' plans share
 * the database, so each test counts its own customer's runs and orders, not the passes' total.
 */
const raceBothCopies = async () => {
  await Promise.all(
    Array.from({ length: 100 }, (_, i) => runDuePlans((i % 2 ? copy : t.app).deps)),
  );
};

const cash = async (customer: Customer) => (await usd(t, customer.token))?.available;

/**
 * What buying shares at `ask` costs in New York by the published fee table, recomputed here:
 * the notional and its fee (rate, at least the minimum, up to the cent).
 */
const usCost = async (ask: string) => {
  const fees = (await t.app.inject({ method: 'GET', url: '/api/v1/trading/fees' })).json().data;
  const rule = fees.markets.US ?? fees.default;
  return (shares: number) => {
    const notional = new Decimal(ask).times(shares);
    const fee = Decimal.max(notional.times(rule.rate), rule.minimum).toDecimalPlaces(
      2,
      Decimal.ROUND_UP,
    );
    return notional.plus(fee);
  };
};

/** The most whole shares `amount` pays for with their fee. */
const mostShares = (cost: (shares: number) => Decimal, amount: string) => {
  let shares = 0;
  while (cost(shares + 1).lte(amount)) shares += 1;
  return shares;
};

describe('recurring plans', () => {
  it('a monthly plan over a holiday month buys once, on the next trading day, raced by two copies', async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    const created = await createPlan(customer, {
      kind: 'quantity',
      quantity: '2',
      frequency: 'monthly',
      day: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const plan = created.json().data;
    expect(plan).toMatchObject({
      status: 'active',
      nextDate: '2027-07-05',
      nextRunOn: '2027-07-06',
    });

    // The holiday: nothing is due in New York, whichever copy looks.
    await at('2027-07-05T15:00:00Z');
    await raceBothCopies();
    expect(await buysOf(customer.customerId)).toHaveLength(0);

    await at('2027-07-06T15:00:00Z', customer);
    await raceBothCopies();
    const buys = await buysOf(customer.customerId);
    expect(buys).toHaveLength(1);
    expect(buys[0]).toMatchObject({ quantity: '2', status: 'filled' });
    expect(await runsOf(customer, plan.id)).toMatchObject([
      {
        scheduledDate: '2027-07-05',
        runOn: '2027-07-06',
        status: 'placed',
        orderId: buys[0]?.id,
        orderStatus: 'filled',
        quantity: '2',
        price: '100.01',
      },
    ]);
    // Thursday 5 August is a trading day.
    expect(await planOf(customer, plan.id)).toMatchObject({
      nextDate: '2027-08-05',
      nextRunOn: '2027-08-05',
      lastRuns: [{ key: KEY, status: 'placed' }],
    });
    await at('2027-07-07T15:00:00Z');
    await raceBothCopies();
    expect(await buysOf(customer.customerId)).toHaveLength(1);
  });

  it('an amount buys as many whole shares as it pays with the fee, by the published fee table', async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    const plan = (
      await createPlan(customer, { kind: 'amount', amount: '1000', frequency: 'weekly', day: 2 })
    ).json().data;
    // Tuesday 22 June is tomorrow: the first date (a plan never buys on the day it is set up).
    expect(plan).toMatchObject({ nextDate: '2027-06-22', nextRunOn: '2027-06-22' });
    const cost = await usCost('100.01');
    const expected = mostShares(cost, '1000');

    await at('2027-06-22T15:00:00Z', customer);
    await raceBothCopies();
    const [buy] = await buysOf(customer.customerId);
    expect(buy?.quantity).toBe(String(expected));
    expect(new Decimal((await cash(customer)) ?? '0').toFixed()).toBe(
      new Decimal(10000).minus(cost(expected)).toFixed(),
    );
    // Every week on Tuesday: the next is the 29th.
    expect(await planOf(customer, plan.id)).toMatchObject({ nextDate: '2027-06-29' });
  });

  it('never buys without the cash: the run is refused, told in the inbox, and the plan goes on', async () => {
    const customer = await fundedCustomer(t, '150');
    await at('2027-06-21T15:00:00Z', customer);
    const plan = (
      await createPlan(customer, { kind: 'quantity', quantity: '2', frequency: 'weekly', day: 3 })
    ).json().data;
    await at('2027-06-23T15:00:00Z', customer);
    await raceBothCopies();
    expect(await buysOf(customer.customerId)).toHaveLength(0);
    expect(new Decimal((await cash(customer)) ?? '0').toFixed()).toBe('150');
    expect(await runsOf(customer, plan.id)).toMatchObject([
      { status: 'refused', reason: 'INSUFFICIENT_FUNDS', orderId: null },
    ]);
    const inbox = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/inbox',
        headers: { ...as(customer.token), 'accept-language': 'de' },
      })
    ).json().data.items as { title: string; body: string }[];
    expect(inbox.filter((m) => m.title === 'Sparplan-Kauf nicht ausgeführt')).toHaveLength(1);
    expect(inbox[0]?.body).toContain('23.06.2027');
    expect(inbox[0]?.body).toContain('verfügbar');
    expect(await planOf(customer, plan.id)).toMatchObject({
      status: 'active',
      nextDate: '2027-06-30',
    });
  });

  it("a customer whose purchases are frozen: no new plan, and a standing plan's run is refused", async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    const plan = (
      await createPlan(customer, { kind: 'quantity', quantity: '1', frequency: 'weekly', day: 2 })
    ).json().data;
    const frozen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/customers/${customer.customerId}/freeze`,
      headers: as(await signInOperator(t, 'superadmin')),
      payload: { scope: 'trading', reason: 'source of funds under review' },
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    const refused = await createPlan(customer, {
      kind: 'quantity',
      quantity: '1',
      frequency: 'weekly',
      day: 2,
    });
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_TRADING_FROZEN' });
    await at('2027-06-22T15:00:00Z', customer);
    await raceBothCopies();
    expect(await buysOf(customer.customerId)).toHaveLength(0);
    expect(await runsOf(customer, plan.id)).toMatchObject([
      { status: 'refused', reason: 'ACCOUNT_TRADING_FROZEN' },
    ]);
  });

  it('a run its copy left half-way is taken over after five minutes and places its one order', async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    const plan = (
      await createPlan(customer, { kind: 'quantity', quantity: '3', frequency: 'weekly', day: 2 })
    ).json().data;
    await at('2027-06-22T15:00:00Z');
    // A copy claimed the run and stopped before it placed the order.
    const claimed = await claimRun(
      t.app.deps.db,
      {
        planId: plan.id,
        position: 0,
        instrumentKey: KEY,
        scheduledDate: '2027-06-22',
        runOn: '2027-06-22',
        quantity: '3',
      },
      t.clock.now,
      t.clock.now,
    );
    if (typeof claimed === 'string') throw new Error(`not claimed: ${claimed}`);
    await raceBothCopies();
    expect(await buysOf(customer.customerId)).toHaveLength(0);
    t.clock.now = new Date('2027-06-22T15:06:00Z');
    await raceBothCopies();
    expect(await buysOf(customer.customerId)).toHaveLength(1);
    expect(await runsOf(customer, plan.id)).toMatchObject([
      { id: claimed.id, status: 'placed', quantity: '3' },
    ]);
    expect(await planOf(customer, plan.id)).toMatchObject({ nextDate: '2027-06-29' });
  });

  it('set up and changed only with the pay password; paused and cancelled without; a cancelled plan stays cancelled', async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    const terms = { kind: 'quantity', quantity: '1', frequency: 'biweekly', day: 5 };
    expect((await createPlan(customer, terms, KEY, '654321')).json()).toMatchObject({
      code: 'PAY_PASSWORD_WRONG',
    });
    expect((await call(customer, 'GET', 'plans')).json().data).toEqual([]);
    const plan = (await createPlan(customer, terms)).json().data;
    expect(plan).toMatchObject({ frequency: 'biweekly', nextDate: '2027-06-25' });

    const changed = await call(customer, 'PUT', `plans/${plan.id}`, {
      terms: oneInstrument({ kind: 'amount', amount: '250.5', frequency: 'monthly', day: 31 }),
      payPassword: '123456',
    });
    expect(changed.json().data).toMatchObject({
      kind: 'amount',
      amount: '250.5',
      components: [{ key: KEY, weight: 100, quantity: null }],
      nextDate: '2027-06-30',
    });
    const tooFine = await call(customer, 'PUT', `plans/${plan.id}`, {
      terms: oneInstrument({ kind: 'amount', amount: '250.005', frequency: 'monthly', day: 31 }),
      payPassword: '123456',
    });
    expect(tooFine.statusCode).toBe(400);

    expect((await call(customer, 'POST', `plans/${plan.id}/pause`)).json().data.status).toBe(
      'paused',
    );
    await at('2027-06-30T15:00:00Z', customer);
    await raceBothCopies();
    expect(await runsOf(customer, plan.id)).toEqual([]);
    const resumed = (await call(customer, 'POST', `plans/${plan.id}/resume`)).json().data;
    expect(resumed).toMatchObject({
      status: 'active',
      nextDate: '2027-07-31',
      nextRunOn: '2027-08-02',
    });
    expect((await call(customer, 'POST', `plans/${plan.id}/cancel`)).json().data).toMatchObject({
      status: 'cancelled',
      nextDate: null,
    });
    expect((await call(customer, 'POST', `plans/${plan.id}/resume`)).json()).toMatchObject({
      code: 'PLAN_NOT_ACTIVE',
    });
  });

  it('100 parallel set-ups of one customer open at most 20 plans', async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        createPlan(customer, { kind: 'quantity', quantity: '1', frequency: 'weekly', day: 1 }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(20);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'PLAN_LIMIT_REACHED')).toBe(true);
    expect((await call(customer, 'GET', 'plans')).json().data).toHaveLength(20);
  });

  it("another customer's plan is not found", async () => {
    const owner = await fundedCustomer(t, '100');
    const other = await fundedCustomer(t, '100');
    await at('2027-06-21T15:00:00Z', owner);
    await at('2027-06-21T15:00:00Z', other);
    const plan = (
      await createPlan(owner, { kind: 'quantity', quantity: '1', frequency: 'weekly', day: 1 })
    ).json().data;
    expect((await call(other, 'POST', `plans/${plan.id}/cancel`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `plans/${plan.id}/runs`)).statusCode).toBe(404);
    expect((await planOf(owner, plan.id)) as object).toMatchObject({ status: 'active' });
  });

  it('refuses terms no run could buy with: shares off the lot, an amount below one lot with its fee', async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    prices.set('HK:0700', '400');
    const offLot = await createPlan(
      customer,
      { kind: 'quantity', quantity: '150', frequency: 'weekly', day: 1 },
      'HK:0700',
    );
    expect(offLot.json()).toMatchObject({ code: 'LOT_SIZE' });
    // One lot of 100 at 400 costs 40,000 and its fee.
    const tooSmall = await createPlan(
      customer,
      { kind: 'amount', amount: '39999', frequency: 'weekly', day: 1 },
      'HK:0700',
    );
    expect(tooSmall.json()).toMatchObject({ code: 'AMOUNT_BELOW_ONE_LOT' });
    const plan = (
      await createPlan(customer, { kind: 'quantity', quantity: '1', frequency: 'weekly', day: 1 })
    ).json().data;
    const changed = await call(customer, 'PUT', `plans/${plan.id}`, {
      terms: oneInstrument({ kind: 'amount', amount: '50', frequency: 'weekly', day: 1 }),
      payPassword: '123456',
    });
    expect(changed.json()).toMatchObject({ code: 'AMOUNT_BELOW_ONE_LOT' });
    expect((await call(customer, 'GET', 'plans')).json().data).toHaveLength(1);
  });

  it('a paused plan shows no next date; one plan is read by its id', async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    const plan = (
      await createPlan(customer, { kind: 'quantity', quantity: '1', frequency: 'weekly', day: 4 })
    ).json().data;
    expect((await call(customer, 'GET', `plans/${plan.id}`)).json().data).toMatchObject({
      id: plan.id,
      status: 'active',
      nextDate: '2027-06-24',
      lastRuns: [],
    });
    await call(customer, 'POST', `plans/${plan.id}/pause`);
    expect((await call(customer, 'GET', `plans/${plan.id}`)).json().data).toMatchObject({
      status: 'paused',
      nextDate: null,
      nextRunOn: null,
    });
  });

  it('a pass that read a plan before it was paused claims no run for it', async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    const plan = (
      await createPlan(customer, { kind: 'quantity', quantity: '1', frequency: 'weekly', day: 2 })
    ).json().data;
    await call(customer, 'POST', `plans/${plan.id}/pause`);
    await at('2027-06-22T15:00:00Z', customer);
    const run = {
      planId: plan.id,
      position: 0,
      instrumentKey: KEY,
      scheduledDate: '2027-06-22',
      runOn: '2027-06-22',
      quantity: '1',
    };
    expect(await claimRun(t.app.deps.db, run, t.clock.now, t.clock.now)).toBe('moved');
    expect(await buysOf(customer.customerId)).toHaveLength(0);
  });
});

describe('recurring plans of a basket', () => {
  const MSFT = 'US:MSFT';
  const priceMsft = (value: string, spread: { bid?: string; ask?: string } = {}) => {
    prices.set(MSFT, value, spread);
    copyPrices.set(MSFT, value, spread);
  };

  const ordersOf = async (customerId: number) =>
    (
      await t.app.deps.db.execute<{ symbol: string; quantity: string }>(
        sql`SELECT i.symbol, o.quantity::text
              FROM orders o JOIN instruments i ON i.id = o.instrument_id
             WHERE o.customer_id = ${customerId} AND o.side = 'buy' ORDER BY o.id`,
      )
    ).rows;

  const orderKeysOf = async (customerId: number) =>
    (
      await t.app.deps.db.execute<{ key: string }>(
        sql`SELECT key FROM idempotency_keys
             WHERE customer_id = ${customerId} AND scope = 'order.place' ORDER BY key`,
      )
    ).rows.map((row) => row.key);

  it('buys each instrument for its part of the amount, rounded down to the cent, once on two copies', async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    priceMsft('50', { bid: '49.99', ask: '50.02' });
    const created = await createBasket(customer, {
      kind: 'amount',
      amount: '1000.05',
      frequency: 'weekly',
      day: 2,
      components: [
        { key: KEY, weight: 60 },
        { key: MSFT, weight: 40 },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const plan = created.json().data;
    expect(plan).toMatchObject({
      market: 'US',
      currency: 'USD',
      components: [
        { key: KEY, weight: 60, quantity: null },
        { key: MSFT, weight: 40, quantity: null },
      ],
      nextDate: '2027-06-22',
    });

    await at('2027-06-22T15:00:00Z', customer);
    priceMsft('50', { bid: '49.99', ask: '50.02' });
    await raceBothCopies();
    // 1000.05 x 60% = 600.03; x 40% = 400.02 (both exact to the cent here).
    const apple = mostShares(await usCost('100.01'), '600.03');
    const microsoft = mostShares(await usCost('50.02'), '400.02');
    expect(await ordersOf(customer.customerId)).toEqual([
      { symbol: 'AAPL', quantity: String(apple) },
      { symbol: 'MSFT', quantity: String(microsoft) },
    ]);
    expect(await orderKeysOf(customer.customerId)).toEqual([
      `plan-${plan.id}-2027-06-22`,
      `plan-${plan.id}-2027-06-22-1`,
    ]);
    const spent = (await usCost('100.01'))(apple).plus((await usCost('50.02'))(microsoft));
    expect(new Decimal((await cash(customer)) ?? '0').toFixed()).toBe(
      new Decimal(10000).minus(spent).toFixed(),
    );
    expect(await runsOf(customer, plan.id)).toMatchObject([
      { key: KEY, scheduledDate: '2027-06-22', status: 'placed', quantity: String(apple) },
      { key: MSFT, scheduledDate: '2027-06-22', status: 'placed', quantity: String(microsoft) },
    ]);
    expect(await planOf(customer, plan.id)).toMatchObject({
      nextDate: '2027-06-29',
      lastRuns: [
        { key: KEY, status: 'placed' },
        { key: MSFT, status: 'placed' },
      ],
    });
  });

  it('short of cash, buys its first instruments and refuses the rest, each told in the inbox', async () => {
    const customer = await fundedCustomer(t, '200');
    await at('2027-06-21T15:00:00Z', customer);
    const plan = (
      await createBasket(customer, {
        kind: 'quantity',
        frequency: 'weekly',
        day: 3,
        components: [
          { key: KEY, quantity: '1' },
          { key: MSFT, quantity: '3' },
        ],
      })
    ).json().data;
    await at('2027-06-23T15:00:00Z', customer);
    priceMsft('50');
    await raceBothCopies();
    expect((await ordersOf(customer.customerId)).map((o) => [o.symbol, o.quantity])).toEqual([
      ['AAPL', '1'],
    ]);
    expect(await runsOf(customer, plan.id)).toMatchObject([
      { key: KEY, status: 'placed' },
      { key: MSFT, status: 'refused', reason: 'INSUFFICIENT_FUNDS', orderId: null },
    ]);
    const inbox = (await call(customer, 'GET', 'inbox')).json().data.items as { body: string }[];
    expect(inbox.map((m) => m.body)).toEqual([
      expect.stringContaining('Your plan for MSFT US did not buy on Jun 23, 2027'),
    ]);
    expect(await planOf(customer, plan.id)).toMatchObject({ nextDate: '2027-06-30' });
  });

  it('waits at its date for an instrument without a quote, then buys it once and goes on', async () => {
    const KO = 'US:KO';
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    const plan = (
      await createBasket(customer, {
        kind: 'amount',
        amount: '500',
        frequency: 'weekly',
        day: 4,
        components: [
          { key: KEY, weight: 50 },
          { key: KO, weight: 50 },
        ],
      })
    ).json().data;
    // The feed has no quote of Coca-Cola yet: Apple buys, the plan stays at its date.
    await at('2027-06-24T15:00:00Z', customer);
    await raceBothCopies();
    expect((await ordersOf(customer.customerId)).map((o) => o.symbol)).toEqual(['AAPL']);
    expect(await planOf(customer, plan.id)).toMatchObject({ nextDate: '2027-06-24' });
    prices.set(KO, '60');
    copyPrices.set(KO, '60');
    await raceBothCopies();
    expect((await ordersOf(customer.customerId)).map((o) => o.symbol)).toEqual(['AAPL', 'KO']);
    expect(await planOf(customer, plan.id)).toMatchObject({ nextDate: '2027-07-01' });
    await raceBothCopies();
    expect(await ordersOf(customer.customerId)).toHaveLength(2);
  });

  it('refuses baskets no run could buy, and creates nothing', async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    priceMsft('50');
    const basket = (components: object[], extra: object = {}) =>
      createBasket(customer, {
        kind: 'amount',
        amount: '1000',
        frequency: 'monthly',
        day: 1,
        components,
        ...extra,
      });
    const refusals = [
      // The weights add up to 90.
      await basket([
        { key: KEY, weight: 50 },
        { key: MSFT, weight: 40 },
      ]),
      // One instrument twice.
      await basket([
        { key: KEY, weight: 50 },
        { key: KEY, weight: 50 },
      ]),
      // Two markets.
      await basket([
        { key: KEY, weight: 50 },
        { key: 'HK:0700', weight: 50 },
      ]),
      // Eleven instruments (10 + 10 x 9 percent).
      await basket(
        Array.from({ length: 11 }, (_, i) => ({ key: `US:X${i}`, weight: i === 0 ? 10 : 9 })),
      ),
      // A number of shares for an amount plan.
      await basket([{ key: KEY, quantity: '2' }]),
    ];
    const fields = refusals.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().message as string[];
    });
    expect(fields).toEqual([
      ['The percentages must add up to 100.'],
      ['Each instrument can be in the plan only once.'],
      ['A basket buys instruments of one market.'],
      ['A plan buys from 1 to 10 instruments.'],
      [
        'Give each instrument a whole percent from 1 to 100.',
        'The percentages must add up to 100.',
      ],
    ]);
    // 1% of 1,000 is 10: not one share of Apple with its fee.
    const tooSmall = await basket([
      { key: KEY, weight: 1 },
      { key: MSFT, weight: 99 },
    ]);
    expect(tooSmall.json()).toMatchObject({
      code: 'PLAN_PART_BELOW_ONE_LOT',
      message: expect.stringContaining('for AAPL US does not pay'),
    });
    expect((await call(customer, 'GET', 'plans')).json().data).toEqual([]);
  });

  it('a change of a basket names other instruments and weights, authorised again', async () => {
    const customer = await fundedCustomer(t, '10000');
    await at('2027-06-21T15:00:00Z', customer);
    priceMsft('50');
    const plan = (
      await createPlan(customer, { kind: 'amount', amount: '500', frequency: 'weekly', day: 1 })
    ).json().data;
    const changed = await call(customer, 'PUT', `plans/${plan.id}`, {
      terms: {
        kind: 'amount',
        amount: '600',
        frequency: 'weekly',
        day: 1,
        components: [
          { key: MSFT, weight: 70 },
          { key: KEY, weight: 30 },
        ],
      },
      payPassword: '123456',
    });
    expect(changed.json().data).toMatchObject({
      amount: '600',
      components: [
        { key: MSFT, weight: 70 },
        { key: KEY, weight: 30 },
      ],
    });
  });
});
