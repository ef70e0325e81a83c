import { Decimal, type QueueCounts } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  bindBankCard,
  fund,
  markKycPassed,
  setPayPassword,
} from '../../../test/support/funding.ts';
import { pdfDocument } from '../../../test/support/images.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { currentVersion } from '../../../test/support/review-version.ts';
import {
  createTestApp,
  signInOperator,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';
import { dashboardStatsOf } from './dashboard.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

describe("the dashboard's days are the platform's (New York)", () => {
  it('at 02:00 UTC on a Monday, sign-ups at 01:00 UTC count for Sunday and at 04:30 UTC on Sunday for Saturday', async () => {
    const [before] = (
      await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers`)
    ).rows;
    // 01:00 UTC on 9 March is 21:00 on Sunday 8 March in New York (daylight time from 07:00 UTC).
    await t.database.db.execute(sql`
      INSERT INTO customers (uid, email, password_hash, nickname, invite_code, created_at)
      VALUES ('dst-evening', 'dst-evening@example.com', 'x', 'evening', 'DSTEVE', '2026-03-09T01:00:00Z'),
             ('dst-night', 'dst-night@example.com', 'x', 'night', 'DSTNIG', '2026-03-08T04:30:00Z')`);
    const stats = await dashboardStatsOf(t.database.db, new Date('2026-03-09T02:00:00Z'));
    const days = stats.last30Days;
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.day).toBe('2026-03-08');
    // 04:30 UTC on 8 March is 23:30 on 7 March there, still on standard time.
    expect(days.find((d) => d.day === '2026-03-08')?.newCustomers).toBe(1);
    expect(days.find((d) => d.day === '2026-03-07')?.newCustomers).toBe(1);
    expect(stats.customers.total).toBe((before?.n ?? 0) + 2);
  });
});

describe("the dashboard's money figures are what moved, not what was asked for", () => {
  const proof = async (token: string) => {
    const body = multipart(
      { purpose: 'deposit-proof' },
      { name: 'slip.pdf', type: 'application/pdf', data: pdfDocument() },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      payload: body.payload,
      headers: { ...body.headers, ...as(token) },
    });
    return (upload.json() as { data: { id: string } }).data.id;
  };
  const ok = <T>(response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: T }).data;
  };
  const deposit = async (token: string, money: string) =>
    ok<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/deposit',
        headers: as(token),
        payload: { type: 'bank', currency: 'EUR', money, proof: await proof(token) },
      }),
    ).id;
  const audit = async (reviewer: string, id: number, body: object) =>
    ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/deposits/${id}/audit`,
        headers: as(reviewer),
        payload: { version: await currentVersion(t, 'deposits', id), ...body },
      }),
    );
  const withdraw = async (token: string, cardId: number, amount: string) =>
    ok<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/withdraw',
        headers: as(token),
        payload: {
          type: 'bank',
          targetId: cardId,
          currency: 'EUR',
          amount,
          payPassword: '123456',
        },
      }),
    ).id;
  const review = async (reviewer: string, id: number, body: object) =>
    ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/withdrawals/${id}/review`,
        headers: as(reviewer),
        payload: { version: await currentVersion(t, 'withdrawals', id), ...body },
      }),
    );

  it('a deposit declared 1,200.50 and credited 1,200.00, a refused withdrawal and a paid one: today shows 1,200.00 in and 1,000.00 out', async () => {
    // 10:00 UTC on Monday 2 March is 05:00 in New York: the operations day is 2 March.
    t.clock.now = new Date('2026-03-02T10:00:00Z');
    const reviewer = await signInOperator(t, 'reviewer');
    const customer = await signUpCustomer(t);
    await setPayPassword(t, customer.token);
    await markKycPassed(t, customer.customerId);
    await fund(t, customer.customerId, '5000', 'EUR');
    const cardId = await bindBankCard(t, customer.token);

    const credited = { declared: '1200.50', received: '1200.00' };
    await audit(reviewer, await deposit(customer.token, credited.declared), {
      decision: 'part',
      auditMoney: credited.received,
      comment: '1,200.00 EUR arrived',
    });
    const passedInFull = '99.99';
    await audit(reviewer, await deposit(customer.token, passedInFull), { decision: 'pass' });
    await audit(reviewer, await deposit(customer.token, '300'), {
      decision: 'refuse',
      comment: 'No such transfer arrived',
    });
    await deposit(customer.token, '50'); // still waiting
    await review(reviewer, await withdraw(customer.token, cardId, '700'), {
      decision: 'refuse',
      comment: 'Account closed at the bank',
    });
    const paidOut = '1000';
    await review(reviewer, await withdraw(customer.token, cardId, paidOut), { decision: 'pass' });
    await withdraw(customer.token, cardId, '20'); // still waiting

    // Recomputed here from what the test did, not read back through the dashboard's queries.
    const creditedToday = new Decimal(credited.received).plus(passedInFull);
    const today = await dashboardStatsOf(t.database.db, t.clock.now);
    expect(today.deposits.creditedToday).toEqual([
      { currency: 'EUR', amount: creditedToday.toFixed(8) },
    ]);
    expect(today.deposits.creditedToday[0]?.amount).toBe('1299.99000000');
    expect(today.withdrawals.paidToday).toEqual([
      { currency: 'EUR', amount: new Decimal(paidOut).toFixed(8) },
    ]);
    expect(today.withdrawals.paidToday[0]?.amount).toBe('1000.00000000');
    // Four deposits and three withdrawals were asked for today, whatever became of them.
    expect(today.deposits.today).toBeGreaterThanOrEqual(4);
    expect(today.withdrawals.today).toBeGreaterThanOrEqual(3);

    // 04:30 UTC on 3 March is 23:30 on 2 March in New York: a credit then is still the 2nd's.
    t.clock.now = new Date('2026-03-03T04:30:00Z');
    const lateReviewer = await signInOperator(t, 'reviewer');
    const late = '10';
    await audit(lateReviewer, await deposit(customer.token, late), { decision: 'pass' });
    const lateEvening = await dashboardStatsOf(t.database.db, t.clock.now);
    expect(lateEvening.deposits.creditedToday).toEqual([
      { currency: 'EUR', amount: creditedToday.plus(late).toFixed(8) },
    ]);
    // 06:00 UTC on 3 March is 01:00 there: a new day, nothing credited or paid out yet.
    const nextDay = await dashboardStatsOf(t.database.db, new Date('2026-03-03T06:00:00Z'));
    expect(nextDay.deposits.creditedToday).toEqual([]);
    expect(nextDay.withdrawals.paidToday).toEqual([]);
  });
});

describe('the menu counts', () => {
  it('say what waits in each queue, move with a new request, and are for operators only', async () => {
    const support = await signInOperator(t, 'support');
    const counts = async () => {
      const answer = await t.app.inject({
        url: '/api/v1/admin/queue-counts',
        headers: as(support),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as QueueCounts;
    };
    const before = await counts();
    const customer = await signUpCustomer(t);
    await t.database.pool.query(
      `INSERT INTO deposits (customer_id, type, currency, money, reference, account_currency, timezone)
       VALUES ($1, 'bank', 'USD', '10', $2, 'USD', 'UTC')`,
      [customer.customerId, `QC${customer.customerId}`],
    );
    await t.database.pool.query(
      `INSERT INTO kyc_submissions (customer_id, kind, first_name, last_name) VALUES ($1, 'idcard', 'Q', 'C')`,
      [customer.customerId],
    );
    expect(await counts()).toEqual({
      ...before,
      deposits: before.deposits + 1,
      kyc: before.kyc + 1,
    });
    const asCustomer = await t.app.inject({
      url: '/api/v1/admin/queue-counts',
      headers: as(customer.token),
    });
    expect(asCustomer.statusCode).toBe(401);
  });
});
