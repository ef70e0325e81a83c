import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_BOOK_EXCLUDES } from '../../src/ledger/accounts.ts';
import { postEntry, type Leg } from '../../src/ledger/entries.ts';
import { checkLedger } from '../../src/ledger/invariants.ts';
import { runDueAllotments } from '../../src/modules/ipo/ipo-allotment.ts';
import { appWithEveryPurchase } from '../support/every-purchase.ts';
import { dbFingerprint } from '../support/db-fingerprint.ts';
import { as, fundedCustomer } from '../support/funding.ts';
import type { TestApp } from '../test-app.ts';
import { sharePlanBody } from '../support/plans.ts';

/**
 * Issue 30 item 1: a practice account's virtual money lives in the practice ledger book and
 * can never reach the real one. Every customer route says what it does in a practice account
 * (`config.practice`, http/book.ts); every route that moves money is tried here with the
 * practice header, from the route table, so a new one gets a case or this suite fails.
 */

let t: TestApp;
let superadmin: string;
let ipoId: number;
let fundId: number;
let dealId: number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  ({ t, superadmin, ipoId, fundId, dealId } = await appWithEveryPurchase());
});

type Customer = Awaited<ReturnType<typeof fundedCustomer>>;

const inPractice = (token: string) => ({ ...as(token), 'x-account': 'practice' });

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/api/v1/${url}`, headers: inPractice(token), payload });

const dataOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const openPractice = async (c: Customer, amount = '1000000', currency = 'USD') =>
  dataOf(await call(c.token, 'POST', 'practice', { currency, amount })).account as {
    id: number;
    funding: string;
  };

/**
 * Every row of the real book and its postings: equal before and after means nothing real,
 * the customer's or the platform's, moved.
 */
const realBook = async () =>
  (
    await t.database.pool.query<{ accounts: string; postings: string }>(
      `SELECT (SELECT md5(string_agg(id || ':' || balance || ':' || version, ',' ORDER BY id))
                 FROM ledger_accounts WHERE book = 'real') AS accounts,
              (SELECT count(*) FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
                WHERE a.book = 'real') AS postings`,
    )
  ).rows[0];

/** The practice book's postings, which a route acting in it must add to. */
const practicePostings = async () =>
  Number(
    (
      await t.database.pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
          WHERE a.book = 'practice'`,
      )
    ).rows[0]?.n,
  );

const buy = (c: Customer, body: Record<string, unknown> = {}) =>
  call(c.token, 'POST', 'orders', {
    key: 'US:AAPL',
    side: 'buy',
    type: 'market',
    quantity: '1',
    payPassword: '123456',
    ...body,
  });

interface MoneyCase {
  /** `book`: acts in the practice account; `refused`: 403 with nothing changed. */
  expect: 'book' | 'refused';
  /** Whether the route posts to the practice ledger (a plan's terms move no money yet). */
  posts?: boolean;
  prepare?: (c: Customer) => Promise<Record<string, string>>;
  attempt: (c: Customer, prepared: Record<string, string>) => Promise<LightMyRequestResponse>;
}

const planOf = async (c: Customer) => ({
  plan: String(dataOf(await call(c.token, 'POST', 'plans', sharePlanBody('US:KO'))).id),
});

const CASES: Record<string, MoneyCase> = {
  'POST /api/v1/orders': { expect: 'book', posts: true, attempt: (c) => buy(c) },
  'POST /api/v1/orders/:id/cancel': {
    expect: 'book',
    posts: true,
    prepare: async (c) => ({
      order: String(dataOf(await buy(c, { type: 'limit', price: '99' })).id),
    }),
    attempt: (c, { order }) => call(c.token, 'POST', `orders/${order}/cancel`),
  },
  'POST /api/v1/positions/:id/close': {
    expect: 'book',
    posts: true,
    prepare: async (c) => {
      dataOf(await buy(c));
      const lots = dataOf(await call(c.token, 'GET', 'positions')) as { id: number }[];
      return { position: String(lots[0]?.id) };
    },
    attempt: (c, { position }) =>
      call(c.token, 'POST', `positions/${position}/close`, {
        quantity: '1',
        payPassword: '123456',
      }),
  },
  'POST /api/v1/blocktrade/:id/buy': {
    expect: 'book',
    posts: true,
    attempt: (c) =>
      call(c.token, 'POST', `blocktrade/${dealId}/buy`, {
        quantity: '10000',
        payPassword: '123456',
      }),
  },
  'POST /api/v1/ipo/:id/subscribe': {
    expect: 'book',
    posts: true,
    attempt: (c) =>
      call(c.token, 'POST', `ipo/${ipoId}/subscribe`, { quantity: '100', payPassword: '123456' }),
  },
  // The questionnaire is the person's: the practice purchase reads the answers given once.
  'POST /api/v1/quant/funds/:id/buy': {
    expect: 'book',
    posts: true,
    attempt: (c) =>
      call(c.token, 'POST', `quant/funds/${fundId}/buy`, {
        amount: '500',
        payPassword: '123456',
      }),
  },
  'POST /api/v1/transfer': {
    expect: 'book',
    posts: true,
    attempt: (c) =>
      call(c.token, 'POST', 'transfer', {
        from: 'USD',
        to: 'EUR',
        amount: '100',
        payPassword: '123456',
      }),
  },
  'POST /api/v1/plans': {
    expect: 'book',
    attempt: (c) => call(c.token, 'POST', 'plans', sharePlanBody('US:AAPL')),
  },
  'PUT /api/v1/plans/:id': {
    expect: 'book',
    prepare: planOf,
    attempt: (c, { plan }) => call(c.token, 'PUT', `plans/${plan}`, sharePlanBody('US:KO')),
  },
  'POST /api/v1/plans/:id/resume': {
    expect: 'book',
    prepare: async (c) => {
      const { plan } = await planOf(c);
      dataOf(await call(c.token, 'POST', `plans/${plan}/pause`));
      return { plan };
    },
    attempt: (c, { plan }) => call(c.token, 'POST', `plans/${plan}/resume`),
  },
  'POST /api/v1/practice/reset': {
    expect: 'book',
    posts: true,
    prepare: async (c) => ({
      id: String(
        (dataOf(await call(c.token, 'GET', 'practice')) as { account: { id: number } }).account.id,
      ),
    }),
    attempt: (c, { id }) =>
      call(c.token, 'POST', 'practice/reset', { id: Number(id), currency: 'EUR', amount: '5000' }),
  },
  'POST /api/v1/deposit': {
    expect: 'refused',
    attempt: (c) =>
      call(c.token, 'POST', 'deposit', { type: 'bank', currency: 'USD', amount: '100' }),
  },
  'POST /api/v1/withdraw': {
    expect: 'refused',
    attempt: (c) =>
      call(c.token, 'POST', 'withdraw', {
        type: 'bank',
        targetId: 1,
        currency: 'USD',
        amount: '100',
        payPassword: '123456',
      }),
  },
  'POST /api/v1/withdraw/:id/cancel': {
    expect: 'refused',
    attempt: (c) => call(c.token, 'POST', 'withdraw/1/cancel'),
  },
  'POST /api/v1/loans': {
    expect: 'refused',
    attempt: (c) =>
      call(c.token, 'POST', 'loans', { currency: 'USD', amount: '1000', periodDays: 7 }),
  },
  'POST /api/v1/loans/:id/repay': {
    expect: 'refused',
    attempt: (c) =>
      call(c.token, 'POST', 'loans/1/repay', { amount: '100', payPassword: '123456' }),
  },
};

/** The customer routes that can move money, as `METHOD url` (the opening is tried on its own). */
const customerMoneyRoutes = () =>
  t.app.routeTable
    .filter(
      (route) =>
        (route.auth === 'customer' || route.auth === 'customer-in-handler') &&
        route.money !== undefined &&
        route.money !== 'none',
    )
    .flatMap((route) => route.method.split(',').map((method) => `${method} ${route.url}`))
    .filter((route) => route !== 'POST /api/v1/practice');

describe('every customer route says what it does in a practice account', () => {
  it('has a practice case for every customer route that can move money', () => {
    const routes = customerMoneyRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(16);
    expect(routes.filter((route) => !CASES[route]).sort()).toEqual([]);
    expect(Object.keys(CASES).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('keeps deposits, withdrawals, cards and loans to real money, and nothing else', () => {
    const realOnly = /^\/api\/v1\/(deposit|withdraw|card|loans)(\/|$)/;
    const customerRoutes = t.app.routeTable.filter(
      (route) => route.auth === 'customer' || route.auth === 'customer-in-handler',
    );
    expect(customerRoutes.filter((route) => route.practice === undefined)).toEqual([]);
    const refused = customerRoutes.filter((route) => route.practice === 'refused');
    expect(refused.filter((route) => !realOnly.test(route.url))).toEqual([]);
    expect(
      customerRoutes.filter((route) => realOnly.test(route.url) && route.practice !== 'refused'),
    ).toEqual([]);
  });
});

describe('a practice account', () => {
  it.each(Object.entries(CASES).map(([route, c]) => [route, c.expect, c] as const))(
    '%s in the practice account: %s, and the real book does not move',
    { timeout: 60_000 },
    async (_route, _expect, c) => {
      const customer = await fundedCustomer(t, '1000');
      await openPractice(customer);
      const prepared = (await c.prepare?.(customer)) ?? {};
      const real = await realBook();
      const before = await dbFingerprint(t);
      const practiceBefore = await practicePostings();
      const response = await c.attempt(customer, prepared);
      if (c.expect === 'refused') {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().code).toBe('PRACTICE_UNAVAILABLE');
        expect(await dbFingerprint(t)).toEqual(before);
        return;
      }
      expect(response.statusCode, response.body).toBe(200);
      expect(await realBook()).toEqual(real);
      if (c.posts) expect(await practicePostings()).toBeGreaterThan(practiceBefore);
    },
  );

  it('opens with the virtual money picked, shown apart from the real cash, and trades in it', async () => {
    const customer = await fundedCustomer(t, '1000');
    const real = await realBook();
    const account = await openPractice(customer, '100000');
    expect(account.funding).toBe('100000');
    const funds = async (headers: Record<string, string>) =>
      (
        dataOf(
          await t.app.inject({ method: 'GET', url: '/api/v1/funds?currency=USD', headers }),
        ) as { accounts: { currency: string; available: string }[] }
      ).accounts.find((a) => a.currency === 'USD')?.available;
    expect(await funds(inPractice(customer.token))).toBe('100000.00000000');
    expect(await funds(as(customer.token))).toBe('1000.00000000');
    dataOf(await buy(customer, { quantity: '10' }));
    // 10 x 100.01 and the fee are taken from the practice cash only.
    expect(Number(await funds(inPractice(customer.token)))).toBeLessThan(100000 - 1000.1);
    expect(await funds(as(customer.token))).toBe('1000.00000000');
    expect(await realBook()).toEqual(real);
    const lots = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/positions', headers });
    expect(dataOf(await lots(inPractice(customer.token)))).toHaveLength(1);
    expect(dataOf(await lots(as(customer.token)))).toHaveLength(0);
    const statement = dataOf(await call(customer.token, 'GET', 'statement')) as {
      items: { type: string; memo: { key: string } | null }[];
    };
    expect(statement.items.map((line) => line.type)).toContain('practice_funding');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses an amount that is not whole units with 400 and its reason, opening nothing', async () => {
    const customer = await fundedCustomer(t, '1000');
    for (const amount of ['abc', '12.5', '999', '10000001', '1e6']) {
      const refused = await call(customer.token, 'POST', 'practice', { currency: 'USD', amount });
      expect(refused.statusCode, `${amount}: ${refused.body}`).toBe(400);
      expect(refused.body).toContain('whole units');
    }
    const notOpen = await buy(customer);
    expect(notOpen.json().code).toBe('PRACTICE_NOT_OPEN');
  });

  it('is refused in the practice book before it is opened, and after a reset starts afresh', async () => {
    const customer = await fundedCustomer(t, '1000');
    const notOpen = await buy(customer);
    expect(notOpen.statusCode, notOpen.body).toBe(409);
    expect(notOpen.json().code).toBe('PRACTICE_NOT_OPEN');
    const first = await openPractice(customer, '50000');
    const waiting = dataOf(await buy(customer, { type: 'limit', price: '99', quantity: '5' }));
    const reset = dataOf(
      await call(customer.token, 'POST', 'practice/reset', {
        id: first.id,
        currency: 'USD',
        amount: '20000',
      }),
    ).account as { id: number; funding: string };
    expect(reset.id).not.toBe(first.id);
    expect(reset.funding).toBe('20000');
    expect(dataOf(await call(customer.token, 'GET', 'positions'))).toHaveLength(0);
    // The set-aside account's waiting buy was cancelled and its hold released.
    const old = await t.database.pool.query<{ status: string; held: string }>(
      `SELECT o.status, (SELECT COALESCE(SUM(balance), 0)::float8::text FROM ledger_accounts
                          WHERE customer_id = $2 AND kind = 'held') AS held
         FROM orders o WHERE o.id = $1`,
      [waiting.id, first.id],
    );
    expect(old.rows[0]).toEqual({ status: 'cancelled', held: '0' });
    const stale = await call(customer.token, 'POST', 'practice/reset', {
      id: first.id,
      currency: 'USD',
      amount: '20000',
    });
    expect(stale.json().code).toBe('PRACTICE_ALREADY_RESET');
  });

  it('keeps the person rules: a frozen person buys nothing in practice either', async () => {
    const customer = await fundedCustomer(t, '1000');
    await openPractice(customer);
    const frozen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/customers/${customer.customerId}/freeze`,
      headers: as(superadmin),
      payload: { scope: 'trading', reason: 'source of funds under review' },
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    const refused = await buy(customer);
    expect(refused.json().code).toBe('ACCOUNT_TRADING_FROZEN');
  });

  it('cannot be credited by an operator, signed in as, or found among customers', async () => {
    const customer = await fundedCustomer(t, '1000');
    const { id } = await openPractice(customer);
    const before = await dbFingerprint(t);
    const credit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ledger/adjustments',
      headers: { ...as(superadmin), 'idempotency-key': `practice-${id}` },
      payload: { customerId: id, currency: 'USD', amount: '10', reason: 'goodwill' },
    });
    expect(credit.statusCode, credit.body).toBe(403);
    expect(credit.json().code).toBe('PRACTICE_UNAVAILABLE');
    // Above the four-eyes threshold it is refused too, not made a proposal no one could approve.
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ledger/adjustments',
      headers: { ...as(superadmin), 'idempotency-key': `practice-large-${id}` },
      payload: { customerId: id, currency: 'USD', amount: '5000000', reason: 'goodwill' },
    });
    expect(large.statusCode, large.body).toBe(403);
    expect(large.json().code).toBe('PRACTICE_UNAVAILABLE');
    expect(await dbFingerprint(t)).toEqual(before);
    const { rows } = await t.database.pool.query<{ uid: string }>(
      'SELECT uid FROM customers WHERE id = $1',
      [id],
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/login',
      payload: { account: rows[0]?.uid, password: '!' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/customers?q=${id}`,
      headers: as(superadmin),
    });
    const ids = dataOf(listed).items.map((row: { id: number }) => row.id);
    expect(ids).not.toContain(id);
    // The person's page shows it apart, as virtual money.
    const page = dataOf(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/customers/${customer.customerId}`,
        headers: as(superadmin),
      }),
    );
    expect(page.balances.map((b: { total: string }) => b.total)).toEqual(['1000.00000000']);
    expect(page.practice.balances.map((b: { total: string }) => b.total)).toEqual([
      '1000000.00000000',
    ]);
  });

  it("names its statements as practice, in the file and on the PDF's first page, with the person as holder", async () => {
    const customer = await fundedCustomer(t, '1000');
    await openPractice(customer);
    const download = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: inPractice(customer.token) });
    const csv = await download('statement.csv');
    expect(csv.headers['content-disposition']).toMatch(/filename="practice-statement-/);
    const pdf = await download('statement/gains.pdf?year=2026&currency=USD');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(
      /filename="practice-realised-gains-2026-USD/,
    );
    const real = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statement/gains.pdf?year=2026&currency=USD',
      headers: as(customer.token),
    });
    expect(real.headers['content-disposition']).toMatch(/filename="realised-gains-2026-USD/);
    // The marker is drawn as text: the practice PDF is the real one's size plus it.
    expect(pdf.rawPayload.length).toBeGreaterThan(real.rawPayload.length);
  });

  it('answers of a route with two accounts vary by the account asked for', async () => {
    const customer = await fundedCustomer(t, '1000');
    const lots = await t.app.inject({
      method: 'GET',
      url: '/api/v1/positions',
      headers: as(customer.token),
    });
    expect(lots.headers.vary).toMatch(/x-account/);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/member/profile',
      headers: as(customer.token),
    });
    expect(String(profile.headers.vary ?? '')).not.toMatch(/x-account/);
  });

  it('a header that names no book is refused', async () => {
    const customer = await fundedCustomer(t, '1000');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/positions',
      headers: { ...as(customer.token), 'x-account': 'demo' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a practice account raced', () => {
  it('100 parallel openings open one; 100 parallel resets of it reset it once', async () => {
    const customer = await fundedCustomer(t, '1000');
    const open = () =>
      call(customer.token, 'POST', 'practice', { currency: 'USD', amount: '1000' });
    const opened = await Promise.all(Array.from({ length: 100 }, open));
    const codes = (responses: LightMyRequestResponse[]) =>
      responses.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort();
    expect(codes(opened)).toEqual([...Array(99).fill('PRACTICE_ALREADY_OPEN'), 'ok'].sort());
    const { account } = dataOf(await call(customer.token, 'GET', 'practice'));
    const reset = () =>
      call(customer.token, 'POST', 'practice/reset', {
        id: account.id,
        currency: 'USD',
        amount: '2000',
      });
    const resets = await Promise.all(Array.from({ length: 100 }, reset));
    expect(codes(resets)).toEqual([...Array(99).fill('PRACTICE_ALREADY_RESET'), 'ok'].sort());
    const rows = await t.database.pool.query<{ open: string; retired: string }>(
      `SELECT count(*) FILTER (WHERE retired_at IS NULL) AS open,
              count(*) FILTER (WHERE retired_at IS NOT NULL) AS retired
         FROM customers WHERE practice_of = $1`,
      [customer.customerId],
    );
    expect(rows.rows[0]).toEqual({ open: 1, retired: 1 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('the ledger keeps the books apart, whatever the caller', () => {
  const post = (customerId: number, legs: Leg[]) =>
    t.database.db.transaction((tx) =>
      postEntry(tx, {
        type: 'test',
        customerId,
        description: 'test',
        actor: 'system:test',
        legs,
      }),
    );

  it('refuses an entry between a practice account and a real one', async () => {
    const customer = await fundedCustomer(t, '1000');
    const { id } = await openPractice(customer, '1000');
    const before = await dbFingerprint(t);
    await expect(
      post(id, [
        { account: { customerId: id, kind: 'cash', currency: 'USD' }, amount: '-10' },
        {
          account: { customerId: customer.customerId, kind: 'cash', currency: 'USD' },
          amount: '10',
        },
      ]),
    ).rejects.toMatchObject({ code: 'PRACTICE_UNAVAILABLE' });
    expect(await dbFingerprint(t)).toEqual(before);
  });

  it.each(PRACTICE_BOOK_EXCLUDES.map((kind) => [kind]))(
    'refuses the platform account %s in the practice book',
    async (kind) => {
      const customer = await fundedCustomer(t, '1000');
      const { id } = await openPractice(customer, '1000');
      await expect(
        post(id, [
          { account: { customerId: id, kind: 'cash', currency: 'USD' }, amount: '10' },
          { account: { platform: kind, currency: 'USD' }, amount: '-10' },
        ]),
      ).rejects.toMatchObject({ code: 'PRACTICE_UNAVAILABLE' });
    },
  );

  it('refuses practice money to a real account', async () => {
    const customer = await fundedCustomer(t, '1000');
    await expect(
      post(customer.customerId, [
        {
          account: { customerId: customer.customerId, kind: 'cash', currency: 'USD' },
          amount: '10',
        },
        { account: { platform: 'practice_funding', currency: 'USD' }, amount: '-10' },
      ]),
    ).rejects.toMatchObject({ code: 'PRACTICE_UNAVAILABLE' });
  });
});

describe('what real customers can buy, a practice account does not take', () => {
  it("a practice block buy leaves the deal's shares to real buyers", async () => {
    const available = async () =>
      (
        await t.database.pool.query<{ left: string }>(
          'SELECT available_quantity::text AS left FROM block_deals WHERE id = $1',
          [dealId],
        )
      ).rows[0]?.left;
    const customer = await fundedCustomer(t, '1000');
    await openPractice(customer);
    const before = await available();
    dataOf(
      await call(customer.token, 'POST', `blocktrade/${dealId}/buy`, {
        quantity: '10000',
        payPassword: '123456',
      }),
    );
    expect(await available()).toBe(before);
    const tooMany = await call(customer.token, 'POST', `blocktrade/${dealId}/buy`, {
      quantity: '2000000',
      payPassword: '123456',
    });
    expect(tooMany.json().code).toBe('BLOCK_SOLD_OUT');
  });

  it("counts no practice account in the console's figures or in an offering's demand", async () => {
    const figures = async () => {
      const stat = dataOf(
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/aggregate/stat',
          headers: as(superadmin),
        }),
      );
      const offering = dataOf(await t.app.inject({ method: 'GET', url: `/api/v1/ipo/${ipoId}` }));
      return {
        customers: stat.customers,
        openPositions: stat.openPositions,
        subscribed: offering.subscribedShares,
      };
    };
    const customer = await fundedCustomer(t, '1000');
    const before = await figures();
    await openPractice(customer);
    dataOf(await buy(customer, { quantity: '3' }));
    dataOf(
      await call(customer.token, 'POST', `ipo/${ipoId}/subscribe`, {
        quantity: '100',
        payPassword: '123456',
      }),
    );
    expect(await figures()).toEqual(before);
  });

  // Last in the file: it moves the clock past the offering's allotment and listing.
  it("an IPO draws practice applications apart, so the published draw is the real applicants' alone", async () => {
    const real = await fundedCustomer(t, '100000');
    const practising = await fundedCustomer(t, '1000');
    await openPractice(practising);
    const subscribe = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/ipo/${ipoId}/subscribe`,
        headers,
        payload: { quantity: '1000', payPassword: '123456' },
      });
    dataOf(await subscribe(as(real.token)));
    dataOf(await subscribe(inPractice(practising.token)));
    t.clock.advance(4 * DAY + HOUR);
    await runDueAllotments(t.app.deps);
    const draws = await t.database.pool.query<{ book: string; ids: number[] }>(
      `SELECT d.book, array_agg((line ->> 'subscriptionId')::int ORDER BY line ->> 'subscriptionId') AS ids
         FROM ipo_allotment_draws d, jsonb_array_elements(d.result) AS line
        WHERE d.offering_id = $1 GROUP BY d.book ORDER BY d.book`,
      [ipoId],
    );
    const owners = await t.database.pool.query<{ id: number; book: string }>(
      `SELECT s.id, c.book FROM ipo_subscriptions s JOIN customers c ON c.id = s.customer_id
        WHERE s.offering_id = $1`,
      [ipoId],
    );
    const idsOf = (book: string) =>
      owners.rows
        .filter((row) => row.book === book)
        .map((row) => Number(row.id))
        .sort((a, b) => a - b);
    expect(draws.rows).toEqual([
      { book: 'practice', ids: idsOf('practice') },
      { book: 'real', ids: idsOf('real') },
    ]);
    expect(idsOf('practice').length).toBeGreaterThan(0);
    const realLots = await t.database.pool.query<{ lots: number }>(
      `SELECT sum(s.lots)::int AS lots FROM ipo_subscriptions s
         JOIN customers c ON c.id = s.customer_id
        WHERE s.offering_id = $1 AND c.book = 'real'`,
      [ipoId],
    );
    const published = await t.app.inject({ method: 'GET', url: `/api/v1/ipo/${ipoId}/draw` });
    expect(dataOf(published).lotsRequested).toBe(realLots.rows[0]?.lots);
  });
});
