import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/invariants.ts';
import { fundedCustomer } from '../../test/support/funding.ts';
import { ipoSteps } from '../../test/support/ipo.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Migration 0034 on a database that already holds an open offering's split subscriptions
 * (written as the code before it wrote them: one row and one hold each): they become one
 * application, their holds one hold, and the ledger still agrees with the holds.
 */
let t: TestApp;
let owner: pg.Client;

const [mergeStatement] = readFileSync(
  new URL('./migrations/0034_ipo_applications.sql', import.meta.url),
  'utf8',
).split('--> statement-breakpoint');

beforeAll(async () => {
  t = await createTestApp();
  owner = new pg.Client({ connectionString: t.database.url });
  await owner.connect();
});

afterAll(async () => {
  await owner.end();
});

const { listIpo, subscribe, subscriptionsOf, usd } = ipoSteps(() => t);

describe('migration 0034: split subscriptions of an open offering', () => {
  it('merges them into the oldest one, with one hold of the summed amount', async () => {
    const ipo = await listIpo({ maxPerCustomer: '1000' });
    const a = await fundedCustomer(t, '10000');
    expect((await subscribe(a.token, ipo.id, '100')).statusCode).toBe(200);
    // A second row and hold for the same customer, as before one application per customer.
    await owner.query('DROP INDEX ipo_subscriptions_one_application');
    await owner.query(
      `WITH entry AS (
         SELECT ledger_post_entry('ipo.reserve', $1::bigint, 'IPO subscription 200', NULL, 'test', 'IPO' || $2,
           NULL, jsonb_build_array(
             jsonb_build_object('customer_id', $1, 'kind', 'cash', 'currency', 'USD', 'amount', -2002),
             jsonb_build_object('customer_id', $1, 'kind', 'held', 'currency', 'USD', 'amount', 2002))) AS id),
       hold AS (
         INSERT INTO holds (customer_id, currency, amount, purpose, reference, reserve_entry_id)
         SELECT $1::bigint, 'USD', 2002, 'ipo', 'IPO' || $2, id FROM entry RETURNING id)
       INSERT INTO ipo_subscriptions (offering_id, customer_id, quantity, lots, price, amount, fee, hold_id)
       SELECT $2::bigint, $1::bigint, 200, 2, 10, 2000, 2, id FROM hold`,
      [a.customerId, ipo.id],
    );
    expect(await subscriptionsOf(ipo.id)).toHaveLength(2);

    await owner.query(mergeStatement ?? '');
    await owner.query(
      `CREATE UNIQUE INDEX "ipo_subscriptions_one_application" ON "ipo_subscriptions" ("offering_id", "customer_id") WHERE "status" = 'waiting'`,
    );

    const rows = await subscriptionsOf(ipo.id);
    expect(rows.map((r) => [r.quantity, r.lots, r.amount, r.fee])).toEqual([
      ['300', 3, '3000.00000000', '3.00000000'],
    ]);
    const { rows: pending } = await owner.query(
      `SELECT id, amount::text FROM holds WHERE customer_id = $1 AND status = 'pending'`,
      [a.customerId],
    );
    expect(pending).toEqual([{ id: rows[0]?.holdId, amount: '3003.00000000' }]);
    expect(await usd(a.customerId)).toMatchObject({ held: '3003.00000000' });
    expect(await checkLedger(t.database.db)).toEqual([]);
    // A later subscription adds to the merged application.
    expect((await subscribe(a.token, ipo.id, '100')).statusCode).toBe(200);
    expect((await subscriptionsOf(ipo.id)).map((r) => r.quantity)).toEqual(['400']);
    expect(await usd(a.customerId)).toMatchObject({ held: '4004.00000000' });
  });
});
