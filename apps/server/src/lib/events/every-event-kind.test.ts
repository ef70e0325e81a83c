import type { AddressInfo } from 'node:net';
import { CUSTOMER_EVENT_TYPES, type CustomerEventType } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { as, bindBankCard, fundedCustomer, markKycPassed } from '../../../test/support/funding.ts';
import { pdfDocument } from '../../../test/support/images.ts';
import { withOwner } from '../../../test/support/ledger-owner.ts';
import { giveLot, loanKit } from '../../../test/support/loans.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { createPricedApp, type PriceBoard } from '../../../test/support/price-board.ts';
import { currentVersion } from '../../../test/support/review-version.ts';
import { signInOperator, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { startOutboxRelay } from '../../jobs/event-outbox.job.ts';
import { ofType, TestClient } from '../../market/stream/test-client.ts';
import { monitorLoan } from '../../modules/loans/margin-monitor.ts';
import { checkPriceAlertsOf } from '../../modules/market/price-alerts.service.ts';
import type { CustomerEvent } from './customer-events.ts';

/**
 * Issue 25: every kind of customer event is an outbox row written by the transaction of the
 * change that causes it. For each kind in CUSTOMER_EVENT_TYPES: the process "dies" between
 * the commit and the announcement (announce lost), the row is there unannounced, the relay of
 * the restarted server announces it, and a socket resuming after its last seq receives it; a
 * transaction that fails at its commit leaves neither the change nor any event.
 */
let t: TestApp;
let prices: PriceBoard;
let url: string;
let reviewer: string;
let admin: string;
const loans = loanKit(() => t);

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/ws`;
  reviewer = await signInOperator(t, 'reviewer');
  admin = await signInOperator(t, 'superadmin');
  // A commit that fails for the customers listed: deferred, so the business change and its
  // events are all written first and all rolled back together.
  await withOwner(t.database.url, async (db) => {
    await db.execute(sql`CREATE TABLE outbox_test_refused (customer_id bigint PRIMARY KEY)`);
    await db.execute(sql`
      CREATE FUNCTION outbox_test_refuse() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM outbox_test_refused WHERE customer_id = NEW.customer_id) THEN
          RAISE EXCEPTION 'the commit fails (test)';
        END IF;
        RETURN NULL;
      END $$`);
    await db.execute(sql`
      CREATE CONSTRAINT TRIGGER outbox_test_refuse AFTER INSERT ON customer_events
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION outbox_test_refuse()`);
    await db.execute(sql`GRANT SELECT, INSERT, DELETE ON outbox_test_refused TO PUBLIC`);
  });
});

interface Answer {
  statusCode: number;
  body: string;
}

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'statusCode' in value;

const ok = (response: Answer) => {
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(response.body) as { data: Record<string, unknown> };
};

const operator = (token: string, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: as(token), payload });

const bankDeposit = async (token: string) => {
  const body = multipart(
    { purpose: 'deposit-proof' },
    { name: 'slip.pdf', type: 'application/pdf', data: pdfDocument() },
  );
  const upload = ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      payload: body.payload,
      headers: { ...body.headers, ...as(token) },
    }),
  );
  return ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/deposit',
      headers: as(token),
      payload: { type: 'bank', currency: 'USD', money: '250', proof: upload.data.id },
    }),
  ).data.id as number;
};

/** A customer (and their session) ready for the action, and the action that emits the kind. */
interface Prepared {
  customerId: number;
  token: string;
  act: () => Promise<unknown>;
}

interface Kind {
  prepare: () => Promise<Prepared>;
  /** A fingerprint of the customer's state the action changes (SQL, $1 the customer). */
  state: string;
}

/**
 * A loan of 10,000 USD against 100 pledged US:AAPL at 200; the action is the fall to `price`
 * and the margin monitor's pass over the loan (the tick alone may start one: it runs too).
 */
const pledgedLoanFallingTo = async (price: string): Promise<Prepared> => {
  const borrower = await loans.borrower('0', { collateral: false });
  prices.set('US:AAPL', '200');
  await giveLot(t, borrower.customerId, 'US:AAPL', '100', '200');
  const loan = await loans.approvedLoan(borrower, { amount: '10000' });
  const act = async () => {
    prices.set('US:AAPL', price);
    await monitorLoan(t.app.deps, loan.id);
  };
  return { customerId: borrower.customerId, token: borrower.token, act };
};

/** One business action per kind; a new kind does not compile until it has one here. */
const KINDS: Record<CustomerEventType, Kind> = {
  'order.updated': {
    prepare: async () => {
      const { customerId, token } = await fundedCustomer(t);
      prices.set('US:MSFT', '100');
      const act = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: as(token),
          payload: {
            key: 'US:MSFT',
            type: 'limit',
            price: '95',
            quantity: '1',
            payPassword: '123456',
          },
        });
      return { customerId, token, act };
    },
    state: 'SELECT count(*) FROM orders WHERE customer_id = $1',
  },
  'deposit.audited': {
    prepare: async () => {
      const { customerId, token } = await fundedCustomer(t, '0');
      const id = await bankDeposit(token);
      const act = async () =>
        operator(reviewer, `/admin/deposits/${id}/audit`, {
          decision: 'pass',
          version: await currentVersion(t, 'deposits', id),
        });
      return { customerId, token, act };
    },
    state: 'SELECT status FROM deposits WHERE customer_id = $1',
  },
  'withdrawal.reviewed': {
    prepare: async () => {
      const { customerId, token } = await fundedCustomer(t, '1000');
      await markKycPassed(t, customerId);
      const targetId = await bindBankCard(t, token);
      const { id } = ok(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/withdraw',
          headers: as(token),
          payload: { type: 'bank', targetId, currency: 'USD', amount: '10', payPassword: '123456' },
        }),
      ).data as { id: number };
      const act = async () =>
        operator(reviewer, `/admin/withdrawals/${id}/review`, {
          decision: 'refuse',
          comment: 'no',
          version: await currentVersion(t, 'withdrawals', id),
        });
      return { customerId, token, act };
    },
    state: 'SELECT status FROM withdrawals WHERE customer_id = $1',
  },
  'kyc.result': {
    prepare: async () => {
      const { customerId, token } = await signUpCustomer(t);
      const { rows } = await t.database.pool.query<{ id: number }>(
        `INSERT INTO kyc_submissions (customer_id, kind, first_name, last_name, id_number)
         VALUES ($1, 'idcard', 'Ada', 'Lovelace', 'X123') RETURNING id`,
        [customerId],
      );
      const id = Number(rows[0]?.id);
      const act = async () =>
        operator(reviewer, `/admin/kyc/${id}/review`, {
          decision: 'pass',
          version: await currentVersion(t, 'kyc_submissions', id),
        });
      return { customerId, token, act };
    },
    state: 'SELECT status FROM kyc_submissions WHERE customer_id = $1',
  },
  'loan.reviewed': {
    prepare: async () => {
      const borrower = await loans.borrower();
      prices.set('US:AAPL', '200'); // its holdings' price: the borrowing power
      const { id, version } = ok(await loans.apply(borrower)).data as {
        id: number;
        version: number;
      };
      const act = () => loans.review(id, { decision: 'approve', version });
      return { customerId: borrower.customerId, token: borrower.token, act };
    },
    state: 'SELECT status FROM loans WHERE customer_id = $1',
  },
  'loan.margin_call': {
    prepare: () => pledgedLoanFallingTo('125'), // equity 1.25: below maintenance (1.30)
    state: `SELECT count(*) FROM margin_calls mc JOIN loans l ON l.id = mc.loan_id
             WHERE l.customer_id = $1`,
  },
  'loan.liquidation': {
    prepare: () => pledgedLoanFallingTo('105'), // equity 1.05: below liquidation (1.10)
    state: 'SELECT quantity, pledged_quantity FROM positions WHERE customer_id = $1',
  },
  'inbox.message': {
    prepare: async () => {
      const { customerId, token } = await signUpCustomer(t);
      const act = () =>
        operator(admin, `/admin/customers/${customerId}/messages`, {
          title: 'Hello',
          body: 'A word from the platform.',
        });
      return { customerId, token, act };
    },
    state: 'SELECT count(*) FROM inbox_messages WHERE customer_id = $1',
  },
  'support.message': {
    prepare: async () => {
      const { customerId, token } = await signUpCustomer(t);
      const act = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/support/messages',
          headers: as(token),
          payload: { body: 'Where is my money?' },
        });
      return { customerId, token, act };
    },
    state: 'SELECT count(*) FROM support_messages WHERE customer_id = $1',
  },
  'price.alert': {
    prepare: async () => {
      const { customerId, token } = await signUpCustomer(t);
      prices.set('US:AAPL', '100');
      ok(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/alerts',
          headers: as(token),
          payload: { key: 'US:AAPL', direction: 'above', price: '105' },
        }),
      );
      const act = async () => {
        // The tick alone may fire it (the alerts job listens); the sweep makes sure it ran.
        prices.set('US:AAPL', '106');
        await checkPriceAlertsOf(t.app.deps, 'US:AAPL');
      };
      return { customerId, token, act };
    },
    state: 'SELECT status FROM price_alerts WHERE customer_id = $1',
  },
};

interface Row {
  id: number;
  type: string;
  announced_at: Date | null;
}

const eventsAfter = async (customerId: number, after: number) =>
  (
    await t.database.pool.query<Row>(
      `SELECT id::int, type, announced_at FROM customer_events
        WHERE customer_id = $1 AND id > $2 ORDER BY id`,
      [customerId, after],
    )
  ).rows;

const lastSeq = async (customerId: number) =>
  (await t.app.deps.events.since(customerId, 0)).at(-1)?.seq ?? 0;

const stateOf = async (kind: Kind, customerId: number) =>
  JSON.stringify((await t.database.pool.query(kind.state, [customerId])).rows);

/** Until the rows of `type` exist: a job may still be finishing the change. */
const untilStored = async (customerId: number, after: number, type: string) => {
  for (let i = 0; i < 100; i += 1) {
    if ((await eventsAfter(customerId, after)).some((row) => row.type === type)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The server dies after the commit: whatever it would have announced is lost. */
const withAnnouncementsLost = async (work: () => Promise<void>) => {
  const lost = vi.spyOn(t.app.deps.events, 'announce').mockImplementation(() => undefined);
  try {
    await work();
  } finally {
    lost.mockRestore();
  }
};

describe('every kind of customer event goes through the outbox', () => {
  it('the list names each kind once, and the app stores no other', () => {
    expect(new Set(CUSTOMER_EVENT_TYPES).size).toBe(CUSTOMER_EVENT_TYPES.length);
    expect(Object.keys(KINDS).sort()).toEqual([...CUSTOMER_EVENT_TYPES].sort());
  });

  for (const type of CUSTOMER_EVENT_TYPES) {
    it(`${type}: committed, never announced (crash), the relay announces it and a resuming socket receives it`, async () => {
      const kind = KINDS[type];
      const { customerId, token, act } = await kind.prepare();
      const before = await lastSeq(customerId);
      const heard: CustomerEvent[] = [];
      const stop = t.app.deps.events.subscribe(customerId, (event) => heard.push(event));
      const stateBefore = await stateOf(kind, customerId);

      await withAnnouncementsLost(async () => {
        const answer = await act();
        if (isAnswer(answer)) ok(answer);
        await untilStored(customerId, before, type);
        // A job that fired on a tick announces right after its commit: let it, into the void.
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      expect(await stateOf(kind, customerId)).not.toBe(stateBefore);
      const stored = await eventsAfter(customerId, before);
      const event = stored.find((row) => row.type === type);
      expect(event, `no ${type} row`).toBeDefined();
      expect(stored.every((row) => row.announced_at === null)).toBe(true);
      expect(heard).toEqual([]);

      // The restarted server: its relay finds the rows past their grace, and announces them.
      await t.database.pool.query(
        `UPDATE customer_events SET created_at = now() - interval '1 minute'
          WHERE customer_id = $1 AND id > $2`,
        [customerId, before],
      );
      await startOutboxRelay(t.app.deps, 60_000, { warn: () => undefined }).stop();
      stop();
      expect(heard.map((e) => e.seq)).toEqual(stored.map((row) => row.id));
      expect(heard.find((e) => e.seq === event?.id)?.type).toBe(type);
      expect((await eventsAfter(customerId, before)).every((row) => row.announced_at)).toBe(true);

      // The customer's app reconnects and resumes after the last seq it had seen.
      const client = await TestClient.open(url);
      try {
        client.send({ op: 'auth', token });
        client.send({ op: 'resume', after: before });
        await client.next(ofType('authenticated'), 0, 15_000);
        const replayed = await client.next(
          (f) => f.type === 'event' && f.seq === event?.id,
          0,
          15_000,
        );
        expect(replayed.event).toBe(type);
      } finally {
        client.close();
      }
    });
  }

  for (const type of CUSTOMER_EVENT_TYPES) {
    it(`${type}: a transaction that fails at its commit leaves neither the change nor an event`, async () => {
      const kind = KINDS[type];
      const { customerId, act } = await kind.prepare();
      const before = await lastSeq(customerId);
      const stateBefore = await stateOf(kind, customerId);
      const heard: CustomerEvent[] = [];
      const stop = t.app.deps.events.subscribe(customerId, (event) => heard.push(event));
      await t.database.pool.query('INSERT INTO outbox_test_refused VALUES ($1)', [customerId]);
      try {
        const answer = await act().catch((error: unknown) => error);
        if (isAnswer(answer)) expect(answer.statusCode).not.toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await stateOf(kind, customerId)).toBe(stateBefore);
        expect(await eventsAfter(customerId, before)).toEqual([]);
        expect(heard).toEqual([]);
      } finally {
        stop();
        await t.database.pool.query('DELETE FROM outbox_test_refused WHERE customer_id = $1', [
          customerId,
        ]);
      }
    });
  }
});
