import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { as, fund } from '../../../test/support/funding.ts';
import { rewriteLedgerHistory } from '../../../test/support/ledger-owner.ts';
import {
  createTestApp,
  signInOperator,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';
import { listLedgerEntries } from './ledger-explorer.ts';

let t: TestApp;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ customerId } = await signUpCustomer(t));
  await fund(t, customerId, '25');
  // 02:00 UTC on 16 January is 21:00 on 15 January in New York, the platform's day.
  await rewriteLedgerHistory(t.database.url, (tx) =>
    tx.execute(
      sql`UPDATE journal_entries SET created_at = '2026-01-16T02:00:00Z' WHERE customer_id = ${customerId}`,
    ),
  );
});
afterAll(async () => {
  await t?.app.close();
});

const found = async (from: string, to: string) =>
  (await listLedgerEntries(t.database.db, { customerId, from, to, page: 1, pageSize: 10 })).total;

describe('ledger explorer by day', () => {
  it("lists an entry of 02:00 UTC under the previous day, the platform's day in New York", async () => {
    expect(await found('2026-01-15', '2026-01-15')).toBe(1);
    expect(await found('2026-01-16', '2026-01-16')).toBe(0);
  });
});

describe('ledger explorer: who and what, for the console to say in words', () => {
  it("names the operator and the customer behind an entry, and gives its text as a key and values; a job's entries name nobody", async () => {
    const admin = await signInOperator(t, 'superadmin');
    const me = await t.app.inject({ url: '/api/v1/user', headers: as(admin) });
    const { id: operatorId, username } = (me.json() as { data: { id: number; username: string } })
      .data;
    const adjusted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ledger/adjustments',
      headers: { ...as(admin), 'idempotency-key': `explorer-${customerId}` },
      payload: { customerId, currency: 'USD', amount: '1.5', reason: 'Goodwill, ticket 7' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    await t.database.db.transaction((tx) =>
      postEntry(tx, {
        type: 'transfer',
        customerId,
        ...entryText('transfer', { from: 'USD', to: 'EUR' }),
        actor: `customer:${customerId}`,
        legs: [
          { account: { customerId, kind: 'cash', currency: 'USD' }, amount: '-1' },
          { account: { platform: 'fx', currency: 'USD' }, amount: '1' },
          { account: { platform: 'fx', currency: 'EUR' }, amount: '-0.9' },
          { account: { customerId, kind: 'cash', currency: 'EUR' }, amount: '0.9' },
        ],
      }),
    );
    const [customer] = (
      await t.database.db.execute<{ nickname: string }>(
        sql`SELECT nickname FROM customers WHERE id = ${customerId}`,
      )
    ).rows;

    const { items } = await listLedgerEntries(t.database.db, { customerId, page: 1, pageSize: 10 });
    expect(items.find((entry) => entry.type === 'adjustment')).toMatchObject({
      actor: `operator:${operatorId}`,
      actorName: username,
      description: 'Adjustment: Goodwill, ticket 7',
      memo: { key: 'adjustment', values: { reason: 'Goodwill, ticket 7' } },
    });
    expect(items.find((entry) => entry.type === 'transfer')).toMatchObject({
      actor: `customer:${customerId}`,
      actorName: customer?.nickname,
      memo: { key: 'transfer', values: { from: 'USD', to: 'EUR' } },
    });
    // The test's funding is a job's entry written without a memo: no name, the English text.
    expect(items.find((entry) => entry.type === 'deposit')).toMatchObject({
      actor: 'system:test',
      actorName: null,
      description: 'test funding',
      memo: null,
    });
  });
});
