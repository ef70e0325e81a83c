import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withOwner } from '../../test/support/ledger-owner.ts';
import { sqlStateOf } from '../../test/support/sql-state.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { APP_ROLE, type Database } from '../db/client.ts';
import { insertCustomer } from '../modules/member/member.repository.ts';
import { customerBalances } from './accounts.ts';
import { ledgerFailure, postEntry, UnbalancedEntryError } from './entries.ts';
import { reserve, voidHold } from './holds.ts';
import { checkLedger } from './invariants.ts';

/**
 * Issue 18: the ledger is enforced by the database, not by convention. The app's pool runs
 * as APP_ROLE, which reads the ledger but writes it only through ledger_post_entry; entries
 * and postings are append-only even to the owner; an entry that does not balance is refused
 * by the function itself.
 */
let db: Database;
let ownerUrl: string;
let customer: number;

const PERMISSION_DENIED = '42501';
const UNBALANCED = 'LD002';
const APPEND_ONLY = 'LD003';

const counts = async () =>
  (
    await withOwner(ownerUrl, (owner) =>
      owner.execute<{ entries: number; postings: number; accounts: number; total: string }>(sql`
        SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
               (SELECT count(*)::int FROM postings) AS postings,
               (SELECT count(*)::int FROM ledger_accounts) AS accounts,
               (SELECT COALESCE(SUM(abs(balance)), 0)::text FROM ledger_accounts) AS total`),
    )
  ).rows[0];

/** Calls the SQL function straight, past the TypeScript checks of entries.ts. */
const postRaw = (legs: unknown[]) =>
  db.execute(sql`SELECT ledger_post_entry('test.raw', ${customer}, 'raw', NULL, 'system:test',
    NULL, NULL, ${JSON.stringify(legs)}::jsonb) AS id`);

const cash = (amount: string | null, currency = 'USD') => ({
  customer_id: customer,
  kind: 'cash',
  currency,
  shard: 0,
  amount,
});
const bank = (amount: string, currency = 'USD') => ({
  customer_id: null,
  kind: 'bank',
  currency,
  shard: 0,
  amount,
});

beforeAll(async () => {
  ({ db, url: ownerUrl } = await createTestDatabase());
  customer = (
    await insertCustomer(db, {
      uid: '71000001',
      email: 'enforced@example.com',
      nickname: 'enforced',
      inviteCode: 'ENFORCE1',
      passwordHash: 'x',
    })
  ).id;
  await db.transaction((tx) =>
    postEntry(tx, {
      type: 'deposit',
      customerId: customer,
      description: 'deposit',
      actor: 'system:test',
      legs: [
        { account: { platform: 'bank', currency: 'USD' }, amount: '-100' },
        { account: { customerId: customer, kind: 'cash', currency: 'USD' }, amount: '100' },
      ],
    }),
  );
});

describe('a ledger the database enforces', () => {
  it("the app's queries run as the app's role, which RESET ROLE does not leave", async () => {
    const roles = await db.transaction(async (tx) => {
      const before = await tx.execute<{ role: string }>(sql`SELECT current_user AS role`);
      await tx.execute(sql`RESET ROLE`);
      const after = await tx.execute<{ role: string }>(sql`SELECT current_user AS role`);
      return [before.rows[0]?.role, after.rows[0]?.role];
    });
    expect(roles).toEqual([APP_ROLE, APP_ROLE]);
  });

  it("the app's role cannot write a balance, an entry or a posting directly", async () => {
    const before = await counts();
    const [entry] = (await db.execute<{ id: number }>(sql`SELECT id FROM journal_entries LIMIT 1`))
      .rows;
    const attempts = [
      sql`UPDATE ledger_accounts SET balance = balance + 1000 WHERE customer_id = ${customer}`,
      sql`INSERT INTO ledger_accounts (owner_type, customer_id, kind, currency, balance)
          VALUES ('customer', ${customer}, 'cash', 'EUR', 1000)`,
      sql`DELETE FROM ledger_accounts WHERE customer_id = ${customer}`,
      sql`INSERT INTO journal_entries (type, customer_id, description, actor)
          VALUES ('forged', ${customer}, 'forged', 'system:test')`,
      sql`INSERT INTO postings (entry_id, account_id, currency, amount, balance_after)
          SELECT ${entry?.id}, id, currency, 1000, balance + 1000
            FROM ledger_accounts WHERE customer_id = ${customer}`,
      sql`UPDATE postings SET amount = amount + 1`,
      sql`DELETE FROM journal_entries`,
      sql`TRUNCATE postings`,
      // Nor switch the append-only triggers off: that takes the tables' owner.
      sql`ALTER TABLE postings DISABLE TRIGGER postings_append_only`,
    ];
    for (const attempt of attempts)
      expect(await sqlStateOf(db.execute(attempt))).toBe(PERMISSION_DENIED);
    expect(await counts()).toEqual(before);
    expect((await customerBalances(db, customer))[0]?.available).toBe('100.00000000');
  });

  it("the app's role cannot write, lock or settle a hold but through the hold primitives", async () => {
    const hold = await reserve(db, {
      customerId: customer,
      currency: 'USD',
      amount: '10',
      purpose: 'test',
      description: 'held',
      actor: 'system:test',
    });
    const attempts = [
      sql`UPDATE holds SET status = 'voided' WHERE id = ${hold.id}`,
      sql`UPDATE holds SET amount = 1 WHERE id = ${hold.id}`,
      sql`INSERT INTO holds (customer_id, currency, amount, purpose, reserve_entry_id)
          VALUES (${customer}, 'USD', 5, 'forged', ${hold.reserveEntryId})`,
      sql`DELETE FROM holds WHERE id = ${hold.id}`,
      sql`SELECT id FROM holds WHERE id = ${hold.id} FOR UPDATE`,
      // The settling steps the primitives use inside are not the app's to call alone.
      sql`SELECT hold_settle(${hold.id}, 'voided', ${hold.reserveEntryId})`,
      sql`SELECT hold_entry('test.void', h, '{}'::jsonb, '[]'::jsonb) FROM holds h
           WHERE id = ${hold.id}`,
    ];
    for (const attempt of attempts)
      expect(await sqlStateOf(db.execute(attempt))).toBe(PERMISSION_DENIED);
    const [row] = (
      await db.execute<{ status: string; amount: string }>(
        sql`SELECT status, amount FROM holds WHERE id = ${hold.id}`,
      )
    ).rows;
    expect(row).toEqual({ status: 'pending', amount: '10.00000000' });
    await voidHold(db, hold.id, { description: 'released', actor: 'system:test' });
  });

  it('entries and postings are append-only, to the owner too', async () => {
    const before = await counts();
    const attempts = [
      sql`UPDATE postings SET amount = amount + 1`,
      sql`UPDATE postings SET balance_after = 0 WHERE false`,
      sql`DELETE FROM postings`,
      sql`TRUNCATE postings`,
      sql`UPDATE journal_entries SET description = 'rewritten'`,
      sql`DELETE FROM journal_entries`,
      sql`TRUNCATE journal_entries CASCADE`,
    ];
    for (const attempt of attempts) {
      const refused = await withOwner(ownerUrl, (owner) => sqlStateOf(owner.execute(attempt)));
      expect(refused).toBe(APPEND_ONLY);
    }
    expect(await counts()).toEqual(before);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('ledger_post_entry refuses legs that do not sum to zero per currency, and writes nothing', async () => {
    const before = await counts();
    // One leg only; two currencies that offset each other but not each alone; a leg with no
    // amount (which SUM would skip); a leg with no currency.
    const unbalanced = [
      [cash('5')],
      [cash('5', 'USD'), bank('-5', 'EUR')],
      [cash('5'), bank('-5'), cash(null)],
      [cash('5'), bank('-5'), { ...bank('1'), currency: null }],
      [cash('0.00000001'), bank('0')],
    ];
    for (const legs of unbalanced) expect(await sqlStateOf(postRaw(legs))).toBe(UNBALANCED);
    await expect(postRaw([cash('5'), bank('-5', 'EUR')])).rejects.toMatchObject({
      cause: { message: 'entry test.raw does not balance: legs in EUR sum to -5, not zero' },
    });
    expect(await counts()).toEqual(before);
    // Balanced, the same function posts it, as the app's role.
    await postRaw([cash('5'), bank('-5')]);
    expect((await customerBalances(db, customer))[0]?.available).toBe('105.00000000');
    expect(await checkLedger(db)).toEqual([]);
  });

  it("entries.ts turns the database's refusal into an UnbalancedEntryError", async () => {
    const error = await postRaw([cash('1')]).catch((failure: unknown) => failure);
    expect(ledgerFailure(error)).toBeInstanceOf(UnbalancedEntryError);
  });

  // ledger_lock_accounts (db/functions/order-batch.sql) only locks accounts for a batch of buys;
  // it writes nothing.
  it('only the ledger and hold primitives run with their owner rights, on a fixed search_path', async () => {
    const definers = await db.execute<{ name: string; config: string[] | null }>(sql`
      SELECT p.proname AS name, p.proconfig AS config
        FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = 'public' AND p.prosecdef
       ORDER BY p.proname`);
    const fixedPath = expect.arrayContaining(['search_path=public, pg_temp']) as unknown;
    expect(definers.rows).toEqual(
      [
        'hold_entry',
        'hold_grow',
        'hold_keep',
        'hold_lock',
        'hold_lock_pending',
        'hold_post',
        'hold_reserve',
        'hold_settle',
        'hold_void',
        'ledger_lock_accounts',
        'ledger_post_entry',
      ].map((name) => ({ name, config: fixedPath })),
    );
  });
});
