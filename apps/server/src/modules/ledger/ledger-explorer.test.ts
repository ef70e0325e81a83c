import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../../test/support/funding.ts';
import { rewriteLedgerHistory } from '../../../test/support/ledger-owner.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
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
