import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MoneyMovement } from '../../src/http/route-auth.ts';
import { dbFingerprint } from '../support/db-fingerprint.ts';
import { as, bindBankCard, fundedCustomer, markKycPassed } from '../support/funding.ts';
import { giveLot } from '../support/loans.ts';
import { smallPng } from '../support/images.ts';
import { multipart } from '../support/multipart.ts';
import { runDueAllotments } from '../../src/modules/ipo/ipo-allotment.ts';
import { runDueListings } from '../../src/modules/ipo/ipo-listing.ts';
import type { TestApp } from '../test-app.ts';
import { appWithEveryPurchase } from '../support/every-purchase.ts';
import { sharePlanBody } from '../support/plans.ts';

/**
 * Hole 2 of issue 24: the purchase freeze is a property of the customer that every path
 * committing money to a purchase checks in its own transaction. The paths are not listed by
 * hand: every route that can change something declares what it does with money
 * (`config.money`, http/route-auth.ts), and every `purchase` route must have a case here, so
 * that a new one is refused for a frozen customer or this suite fails.
 */

let t: TestApp;
let superadmin: string;
let reviewer: string;
let ipoId: number;
let fundId: number;
let dealId: number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  ({ t, superadmin, reviewer, ipoId, fundId, dealId } = await appWithEveryPurchase());
});

type Customer = Awaited<ReturnType<typeof fundedCustomer>>;

const freeze = async (customer: Customer, scope: 'trading' = 'trading') => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/customers/${customer.customerId}/freeze`,
    headers: as(superadmin),
    payload: { scope, reason: 'source of funds under review' },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const unfreeze = async (customer: Customer) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/customers/${customer.customerId}/unfreeze`,
    headers: as(superadmin),
    payload: { scope: 'trading' },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const upload = async (token: string, purpose: 'loan' | 'signature') => {
  const body = multipart({ purpose }, { name: 'a.png', type: 'image/png', data: await smallPng() });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    headers: { ...as(token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
};

/**
 * The image and signature a loan application needs, uploaded before the attempt, and the
 * holdings a margin loan is lent against.
 */
const loanFiles = async (customer: Customer) => {
  await giveLot(t, customer.customerId, 'US:AAPL', '10000', '100');
  return {
    imageFileId: await upload(customer.token, 'loan'),
    signatureFileId: await upload(customer.token, 'signature'),
  };
};

const applyForLoan = (customer: Customer, files: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/loans',
    headers: as(customer.token),
    payload: { currency: 'USD', amount: '1000', periodDays: 7, agreed: true, ...files },
  });

/**
 * A purchase path: `prepare` runs for a customer who is not frozen yet (what must exist
 * before the purchase), `attempt` is the purchase itself, which the freeze must refuse with
 * `refusal` and which must go through once the freeze is lifted.
 */
interface PurchaseCase {
  what: string;
  refusal: 'ACCOUNT_TRADING_FROZEN' | 'CUSTOMER_PURCHASES_FROZEN';
  prepare?: (customer: Customer) => Promise<Record<string, string>>;
  attempt: (
    customer: Customer,
    prepared: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
}

const order = (customer: Customer, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: as(customer.token),
    payload: { key: 'US:AAPL', side: 'buy', quantity: '1', payPassword: '123456', ...body },
  });

const PURCHASES: Record<string, PurchaseCase[]> = {
  'POST /api/v1/orders': [
    {
      what: 'a market buy',
      refusal: 'ACCOUNT_TRADING_FROZEN',
      attempt: (c) => order(c, { type: 'market' }),
    },
    {
      what: 'a stop buy',
      refusal: 'ACCOUNT_TRADING_FROZEN',
      attempt: (c) => order(c, { type: 'stop', stopPrice: '120' }),
    },
  ],
  'POST /api/v1/blocktrade/:id/buy': [
    {
      what: 'a block deal buy',
      refusal: 'ACCOUNT_TRADING_FROZEN',
      attempt: (c) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/blocktrade/${dealId}/buy`,
          headers: as(c.token),
          payload: { quantity: '10000', payPassword: '123456' },
        }),
    },
  ],
  'POST /api/v1/ipo/:id/subscribe': [
    {
      what: 'an IPO subscription',
      refusal: 'ACCOUNT_TRADING_FROZEN',
      attempt: (c) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/ipo/${ipoId}/subscribe`,
          headers: as(c.token),
          payload: { quantity: '100', payPassword: '123456' },
        }),
    },
  ],
  'POST /api/v1/quant/funds/:id/buy': [
    {
      what: 'a quant fund buy',
      refusal: 'ACCOUNT_TRADING_FROZEN',
      attempt: (c) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/quant/funds/${fundId}/buy`,
          headers: as(c.token),
          payload: { amount: '500', payPassword: '123456' },
        }),
    },
  ],
  'POST /api/v1/loans': [
    {
      what: 'a loan application',
      refusal: 'ACCOUNT_TRADING_FROZEN',
      prepare: loanFiles,
      attempt: applyForLoan,
    },
  ],
  'POST /api/v1/plans': [
    {
      what: 'setting up a recurring plan',
      refusal: 'ACCOUNT_TRADING_FROZEN',
      attempt: (c) => post(c.token, 'plans', sharePlanBody('US:AAPL')),
    },
  ],
  'PUT /api/v1/plans/:id': [
    {
      what: "changing a recurring plan's terms",
      refusal: 'ACCOUNT_TRADING_FROZEN',
      prepare: async (c) => ({
        plan: idOf(await post(c.token, 'plans', sharePlanBody('US:KO'))),
      }),
      attempt: (c, { plan }) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/plans/${plan}`,
          headers: as(c.token),
          payload: sharePlanBody('US:KO'),
        }),
    },
  ],
  'POST /api/v1/plans/:id/resume': [
    {
      what: 'resuming a paused recurring plan',
      refusal: 'ACCOUNT_TRADING_FROZEN',
      prepare: async (c) => {
        const plan = idOf(await post(c.token, 'plans', sharePlanBody('US:KO')));
        idOf(await post(c.token, `plans/${plan}/pause`));
        return { plan };
      },
      attempt: (c, { plan }) => post(c.token, `plans/${plan}/resume`),
    },
  ],
  'POST /api/v1/admin/loans/:id/review': [
    {
      what: "a reviewer's payout of a loan applied for before the freeze",
      refusal: 'CUSTOMER_PURCHASES_FROZEN',
      prepare: async (c) => {
        const applied = await applyForLoan(c, await loanFiles(c));
        expect(applied.statusCode, applied.body).toBe(200);
        return { loan: String(applied.json().data.id) };
      },
      attempt: async (_c, { loan }) => {
        const current = await t.app.inject({
          method: 'GET',
          url: '/api/v1/admin/loans?status=applied',
          headers: as(superadmin),
        });
        const version = (current.json().data.items as { id: number; version: number }[]).find(
          (item) => String(item.id) === loan,
        )?.version;
        return t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/loans/${loan}/review`,
          headers: as(reviewer),
          payload: { decision: 'approve', version },
        });
      },
    },
  ],
};

/** The money movements a freeze never stops (ARCHITECTURE.md section 8: pause, never trap). */
const STAYS_OPEN: MoneyMovement[] = ['sale', 'withdrawal', 'cancel', 'repayment', 'exchange'];

const post = (token: string, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: as(token), payload });

const idOf = (response: LightMyRequestResponse): string => {
  expect(response.statusCode, response.body).toBe(200);
  return String(response.json().data.id);
};

const withdrawTo = async (c: Customer) =>
  post(c.token, 'withdraw', {
    type: 'bank',
    targetId: await bindBankCard(t, c.token),
    currency: 'USD',
    amount: '100',
    payPassword: '123456',
  });

/** Each route a freeze must leave open, for a customer frozen after `prepare`. */
const OPEN: Record<string, Omit<PurchaseCase, 'refusal'>[]> = {
  'POST /api/v1/positions/:id/close': [
    {
      what: 'closing a position',
      prepare: async (c) => {
        idOf(await order(c, { type: 'market' }));
        const positions = await t.app.inject({
          method: 'GET',
          url: '/api/v1/positions',
          headers: as(c.token),
        });
        const held = (positions.json().data as { id: number; key: string }[]).find(
          (p) => p.key === 'US:AAPL',
        );
        return { position: String(held?.id) };
      },
      attempt: (c, { position }) =>
        post(c.token, `positions/${position}/close`, { quantity: '1', payPassword: '123456' }),
    },
  ],
  'POST /api/v1/orders/:id/cancel': [
    {
      what: 'cancelling a waiting buy',
      prepare: async (c) => ({ order: idOf(await order(c, { type: 'limit', price: '99' })) }),
      attempt: (c, { order: id }) => post(c.token, `orders/${id}/cancel`),
    },
  ],
  'POST /api/v1/withdraw': [{ what: 'withdrawing available cash', attempt: (c) => withdrawTo(c) }],
  'POST /api/v1/withdraw/:id/cancel': [
    {
      what: 'cancelling a waiting withdrawal',
      prepare: async (c) => ({ withdrawal: idOf(await withdrawTo(c)) }),
      attempt: (c, { withdrawal }) => post(c.token, `withdraw/${withdrawal}/cancel`),
    },
  ],
  'POST /api/v1/admin/withdrawals/:id/review': [
    {
      what: "a reviewer's payout of a withdrawal",
      prepare: async (c) => ({ withdrawal: idOf(await withdrawTo(c)) }),
      attempt: (_c, { withdrawal }) =>
        post(reviewer, `admin/withdrawals/${withdrawal}/review`, {
          decision: 'pass',
          version: 1,
        }),
    },
  ],
  'POST /api/v1/loans/:id/repay': [
    {
      what: 'repaying a loan',
      prepare: async (c) => {
        const loan = idOf(await applyForLoan(c, await loanFiles(c)));
        idOf(
          await post(reviewer, `admin/loans/${loan}/review`, { decision: 'approve', version: 1 }),
        );
        return { loan };
      },
      attempt: (c, { loan }) =>
        post(c.token, `loans/${loan}/repay`, { amount: '100', payPassword: '123456' }),
    },
  ],
  'POST /api/v1/transfer': [
    {
      what: 'converting cash to another currency',
      attempt: (c) =>
        post(c.token, 'transfer', { from: 'USD', to: 'EUR', amount: '100', payPassword: '123456' }),
    },
  ],
};

const openCases = () =>
  Object.entries(OPEN).flatMap(([route, list]) => list.map((c) => ({ route, ...c })));

const routeKeys = (money: (m: MoneyMovement) => boolean) =>
  t.app.routeTable.flatMap((route) =>
    route.money !== undefined && money(route.money)
      ? route.method.split(',').map((method) => `${method} ${route.url}`)
      : [],
  );

describe('every route that can change something says what it does with money', () => {
  it('declares a money movement on every route but a GET, and none on a GET', () => {
    const undeclared = t.app.routeTable
      .filter((route) => route.method !== 'GET' && route.money === undefined)
      .map((route) => `${route.method} ${route.url}`);
    const readsThatMove = t.app.routeTable
      .filter((route) => route.method === 'GET' && route.money !== undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    expect(readsThatMove).toEqual([]);
  });

  it('has a frozen-customer case for every purchase route of the route table', () => {
    const purchases = routeKeys((money) => money === 'purchase');
    expect(purchases.length).toBeGreaterThanOrEqual(6);
    expect(purchases.filter((route) => !PURCHASES[route]).sort()).toEqual([]);
    expect(Object.keys(PURCHASES).filter((route) => !purchases.includes(route))).toEqual([]);
  });

  it('has a frozen-customer case for every route a freeze must leave open', () => {
    const open = routeKeys((money) => STAYS_OPEN.includes(money));
    expect(open.filter((route) => !OPEN[route]).sort()).toEqual([]);
    expect(Object.keys(OPEN).filter((route) => !open.includes(route))).toEqual([]);
  });
});

describe('a customer frozen for new purchases', () => {
  const cases = () =>
    Object.entries(PURCHASES).flatMap(([route, list]) => list.map((c) => ({ route, ...c })));

  it.each(cases().map((c) => [c.route, c.what, c] as const))(
    '%s (%s) is refused with nothing moved, and goes through once the freeze is lifted',
    { timeout: 60_000 },
    async (_route, _what, c) => {
      const customer = await fundedCustomer(t, '1000000');
      const prepared = (await c.prepare?.(customer)) ?? {};
      await freeze(customer);
      const before = await dbFingerprint(t);
      const refused = await c.attempt(customer, prepared);
      expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
      expect(refused.json().code).toBe(c.refusal);
      expect(refused.json().message).toContain('source of funds under review');
      expect(await dbFingerprint(t)).toEqual(before);
      await unfreeze(customer);
      const passed = await c.attempt(customer, prepared);
      expect(passed.statusCode, passed.body).toBe(200);
    },
  );

  it.each(openCases().map((c) => [c.route, c.what, c] as const))(
    '%s (%s) stays open: a freeze pauses purchases, never traps money',
    { timeout: 60_000 },
    async (_route, _what, c) => {
      const customer = await fundedCustomer(t, '100000');
      await markKycPassed(t, customer.customerId);
      const prepared = (await c.prepare?.(customer)) ?? {};
      await freeze(customer);
      const response = await c.attempt(customer, prepared);
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it('still receives the IPO shares it subscribed before the freeze, and the listing of everyone else goes on', async () => {
    const customer = await fundedCustomer(t, '100000');
    const subscribed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ipo/${ipoId}/subscribe`,
      headers: as(customer.token),
      payload: { quantity: '100', payPassword: '123456' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    await freeze(customer);
    // Past the allotment (4 days on) and the listing (5 days on) of the offering.
    t.clock.advance(4 * DAY + HOUR);
    await runDueAllotments(t.app.deps);
    t.clock.advance(DAY);
    const listed = await runDueListings(t.app.deps);
    expect(listed.map((instrument) => instrument.symbol)).toContain('FRZT');
    const lots = await t.database.pool.query(
      "SELECT quantity::text FROM positions WHERE customer_id = $1 AND instrument_key = 'US:FRZT'",
      [customer.customerId],
    );
    expect(lots.rows).toEqual([{ quantity: '100' }]);
  });
});
