import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  bindBankCard,
  markKycPassed,
  waitingBankDeposit,
} from '../../../test/support/funding.ts';
import { loanKit } from '../../../test/support/loans.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let reviewer: string;
const loans = loanKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signInOperator(t, 'reviewer');
});

const get = async (url: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: as(reviewer),
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as { items: Record<string, unknown>[]; total: number };
};

/** A passed identity document in `first last`, as a review leaves it (the queue is not the subject). */
const passedPassport = async (customerId: number, first: string, last: string) => {
  await t.database.db.execute(sql`
    INSERT INTO kyc_submissions (customer_id, kind, first_name, last_name, id_number, status, reviewed_at)
    VALUES (${customerId}, 'passport', ${first}, ${last}, ${`P${randomBytes(4).toString('hex')}`},
            'passed', now())`);
  await markKycPassed(t, customerId);
};

const withdraw = async (token: string, cardId: number, amount: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/withdraw',
    headers: { ...as(token), 'idempotency-key': `ctx-${randomBytes(6).toString('hex')}` },
    payload: { type: 'bank', targetId: cardId, currency: 'USD', amount, payPassword: '123456' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number };
};

/** A customer with a deposit, a withdrawal, a passed passport and a loan under review. */
const customerWithRecords = async (first: string, last: string) => {
  const customer = await loans.borrower('5000');
  await passedPassport(customer.customerId, first, last);
  const deposit = await waitingBankDeposit(t, customer.token, '120');
  const withdrawal = await withdraw(customer.token, await bindBankCard(t, customer.token), '30');
  const applied = await loans.apply(customer);
  expect(applied.statusCode, applied.body).toBe(200);
  const loan = applied.json().data as { id: number };
  return { ...customer, deposit, withdrawal, loan };
};

describe("a review list narrowed to one customer (the customer page's tables)", () => {
  it("deposits, withdrawals, KYC and loans by customerId list only that customer's records, each naming the customer", async () => {
    const ada = await customerWithRecords('Ada', 'Lovelace');
    const bob = await customerWithRecords('Bob', 'Babbage');
    const lists = [
      ['deposits', ada.deposit.id],
      ['withdrawals', ada.withdrawal.id],
      ['kyc', null],
      ['loans', ada.loan.id],
    ] as const;
    for (const [queue, id] of lists) {
      const page = await get(`/admin/${queue}?customerId=${ada.customerId}&pageSize=100`);
      expect(page.items.length, queue).toBeGreaterThan(0);
      expect(page.total, queue).toBe(page.items.length);
      expect(new Set(page.items.map((item) => item.customerId)), queue).toEqual(
        new Set([ada.customerId]),
      );
      if (id !== null)
        expect(
          page.items.map((item) => item.id),
          queue,
        ).toContain(id);
      expect(page.items[0]?.customer, queue).toEqual({
        id: ada.customerId,
        nickname: expect.any(String),
        contact: ada.mail,
        verifiedName: 'Ada Lovelace',
      });
    }
    // The unfiltered queue names each record's own customer.
    const all = await get('/admin/deposits?pageSize=100');
    const bobs = all.items.find((item) => item.id === bob.deposit.id);
    expect(bobs?.customer).toMatchObject({ id: bob.customerId, verifiedName: 'Bob Babbage' });
  });

  it('a customer without a passed identity document is named without a verified name', async () => {
    const eve = await loans.borrower('100', { collateral: false });
    await waitingBankDeposit(t, eve.token, '10');
    const page = await get(`/admin/deposits?customerId=${eve.customerId}`);
    expect(page.items[0]?.customer).toMatchObject({ id: eve.customerId, verifiedName: null });
  });

  it('a customer id that is not a number is refused with a 400, not a 500', async () => {
    for (const queue of ['deposits', 'withdrawals', 'kyc', 'loans']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/${queue}?customerId=abc`,
        headers: as(reviewer),
      });
      expect(response.statusCode, queue).toBe(400);
    }
  });
});

describe('a decided record stays in its queue, with who decided it', () => {
  it('a refused deposit is listed under its status and under all, with the deciding operator', async () => {
    const customer = await loans.borrower('100', { collateral: false });
    const deposit = await waitingBankDeposit(t, customer.token, '75');
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/deposits/${deposit.id}/audit`,
      headers: as(reviewer),
      payload: { decision: 'refuse', comment: 'no such transfer arrived', version: 1 },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    for (const filter of ['status=3&', '']) {
      const page = await get(`/admin/deposits?${filter}customerId=${customer.customerId}`);
      expect(page.items.find((item) => item.id === deposit.id)).toMatchObject({
        status: 3,
        comment: 'no such transfer arrived',
        decidedBy: {
          actor: expect.stringMatching(/^operator:\d+$/),
          name: expect.stringMatching(/^reviewer-/),
        },
      });
    }
  });

  it('a refused unmatched transfer is listed with its sender under refused and under all, not under unmatched', async () => {
    const hash = randomBytes(32).toString('hex');
    const sender = `0x${randomBytes(20).toString('hex')}`;
    const [row] = (
      await t.database.db.execute<{ id: string }>(
        sql`INSERT INTO chain_transfers (network, tx_hash, log_index, token, from_address, to_address, raw_amount, status)
            VALUES ('ERC20', ${hash}, 0, '0xdAC17F958D2ee523a2206206994597C13D831ec7', ${sender},
                    '0x0000000000000000000000000000000000000001', 1000000, 'unmatched') RETURNING id`,
      )
    ).rows;
    const id = Number(row?.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/chain/unmatched/${id}/refuse`,
      headers: as(reviewer),
      payload: { comment: 'spam token', version: 1 },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const listed = async (filter: string) =>
      (await get(`/admin/chain/unmatched?${filter}pageSize=100`)).items.find(
        (item) => item.id === id,
      );
    for (const filter of ['status=refused&', '']) {
      expect(await listed(filter)).toMatchObject({
        fromAddress: sender,
        status: 'refused',
        comment: 'spam token',
        decidedBy: { name: expect.stringMatching(/^reviewer-/) },
      });
    }
    expect(await listed('status=unmatched&')).toBeUndefined();
  });
});

describe("a customer's timeline", () => {
  it('lists registration, KYC, deposit, withdrawal, loan and support events newest first, paged', async () => {
    const ada = await customerWithRecords('Ada', 'Lovelace');
    const wrote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/messages',
      headers: as(ada.token),
      payload: { body: 'Where is my withdrawal?' },
    });
    expect(wrote.statusCode, wrote.body).toBe(200);
    // The records were made within a second: spread them over days, in a known order.
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9)).toISOString();
    const pool = t.database.pool;
    await pool.query('UPDATE customers SET created_at = $2 WHERE id = $1', [ada.customerId, at(1)]);
    await pool.query(
      'UPDATE kyc_submissions SET created_at = $2, reviewed_at = $3 WHERE customer_id = $1',
      [ada.customerId, at(2), at(3)],
    );
    await pool.query('UPDATE deposits SET created_at = $2 WHERE id = $1', [ada.deposit.id, at(4)]);
    await pool.query('UPDATE withdrawals SET created_at = $2 WHERE id = $1', [
      ada.withdrawal.id,
      at(5),
    ]);
    await pool.query('UPDATE loans SET created_at = $2 WHERE id = $1', [ada.loan.id, at(6)]);
    await pool.query('UPDATE support_messages SET created_at = $2 WHERE customer_id = $1', [
      ada.customerId,
      at(7),
    ]);
    // The test funding and holdings are ledger entries of other kinds: not timeline events.
    const page = await get(`/admin/customers/${ada.customerId}/timeline?pageSize=100`);
    expect(page.items.map((event) => event.kind)).toEqual([
      'support.customer',
      'loan.applied',
      'withdrawal.requested',
      'deposit.submitted',
      'kyc.passed',
      'kyc.submitted',
      'registered',
    ]);
    expect(page.total).toBe(7);
    expect(page.items[0]).toMatchObject({ at: at(7), text: 'Where is my withdrawal?' });
    expect(page.items[1]).toMatchObject({
      refId: ada.loan.id,
      amount: expect.stringMatching(/^1000(\.0+)?$/),
      currency: 'USD',
    });
    expect(page.items[2]).toMatchObject({
      refId: ada.withdrawal.id,
      subject: 'bank',
      currency: 'USD',
    });
    expect(page.items[3]).toMatchObject({
      refId: ada.deposit.id,
      amount: expect.stringMatching(/^120(\.0+)?$/),
    });
    expect(page.items[4]).toMatchObject({ subject: 'passport', at: at(3) });
    expect(page.items[6]).toMatchObject({ refId: ada.customerId, at: at(1) });
    const second = await get(`/admin/customers/${ada.customerId}/timeline?page=2&pageSize=3`);
    expect(second.items.map((event) => event.kind)).toEqual([
      'deposit.submitted',
      'kyc.passed',
      'kyc.submitted',
    ]);
    expect(second.total).toBe(7);
    // The support thread is the timeline's support topic, paged the same way.
    const thread = await get(`/admin/customers/${ada.customerId}/timeline?topic=support`);
    expect(thread.items).toMatchObject([
      { kind: 'support.customer', text: 'Where is my withdrawal?' },
    ]);
    expect(thread.total).toBe(1);
  });

  it("a decided deposit is an event of its own, and another customer's events are not listed", async () => {
    const ada = await loans.borrower('100', { collateral: false });
    const bob = await loans.borrower('100', { collateral: false });
    const deposit = await waitingBankDeposit(t, ada.token, '50');
    await waitingBankDeposit(t, bob.token, '60');
    const passed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/deposits/${deposit.id}/audit`,
      headers: as(reviewer),
      payload: { decision: 'part', auditMoney: '40', comment: 'forty arrived', version: 1 },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    const page = await get(`/admin/customers/${ada.customerId}/timeline`);
    const part = page.items.find((event) => event.kind === 'deposit.part');
    expect(part).toMatchObject({ refId: deposit.id, text: 'forty arrived' });
    expect(Number(part?.amount)).toBe(40);
    expect(page.items.filter((event) => String(event.kind).startsWith('deposit.')).length).toBe(2);
  });

  it('an unknown topic is refused with a 400', async () => {
    const ada = await loans.borrower('100', { collateral: false });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/customers/${ada.customerId}/timeline?topic=secrets`,
      headers: as(reviewer),
    });
    expect(response.statusCode).toBe(400);
  });

  it('an unknown customer answers 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/customers/999999999/timeline',
      headers: as(reviewer),
    });
    expect(response.statusCode).toBe(404);
  });
});
