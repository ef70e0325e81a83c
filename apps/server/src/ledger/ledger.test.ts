import { Decimal } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rewriteLedgerHistory, withOwner } from '../../test/support/ledger-owner.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { insertCustomer } from '../modules/member/member.repository.ts';
import { customerBalances } from './accounts.ts';
import { postEntry, UnbalancedEntryError } from './entries.ts';
import { postHold, reserve, voidHold } from './holds.ts';
import { checkLedger, platformExposure } from './invariants.ts';

let db: Database;
/** The owner's URL: the app's pool (db) runs as the app's role. */
let ownerUrl: string;
let counter = 0;

const newCustomer = async () => {
  counter += 1;
  const customer = await insertCustomer(db, {
    uid: `7000000${counter}`,
    email: `ledger${counter}@example.com`,
    nickname: 'ledger',
    inviteCode: `LEDG${counter}`,
    passwordHash: 'x',
  });
  return customer.id;
};

const deposit = (customerId: number, amount: string, currency = 'USD') =>
  db.transaction((tx) =>
    postEntry(tx, {
      type: 'deposit',
      customerId,
      description: 'test deposit',
      actor: 'system:test',
      legs: [
        { account: { platform: 'bank', currency }, amount: new Decimal(amount).neg().toFixed() },
        { account: { customerId, kind: 'cash', currency }, amount },
      ],
    }),
  );

const spend = (customerId: number, amount: string) =>
  db.transaction((tx) =>
    postEntry(tx, {
      type: 'withdrawal',
      customerId,
      description: 'test spend',
      actor: 'system:test',
      legs: [
        { account: { customerId, kind: 'cash', currency: 'USD' }, amount: `-${amount}` },
        { account: { platform: 'bank', currency: 'USD' }, amount },
      ],
    }),
  );

/** A USD hold of `amount` for `purpose`, in its own transaction. */
const reserveUsd = (customerId: number, amount: string, purpose: string) =>
  db.transaction((tx) =>
    reserve(tx, {
      customerId,
      currency: 'USD',
      amount,
      purpose,
      description: purpose,
      actor: 'system:test',
    }),
  );

const balanceOf = async (customerId: number, currency = 'USD') =>
  (await customerBalances(db, customerId)).find((b) => b.currency === currency);

beforeAll(async () => {
  ({ db, url: ownerUrl } = await createTestDatabase());
});

describe('ledger', () => {
  it('a deposit moves exact decimals and keeps every invariant', async () => {
    const customer = await newCustomer();
    await deposit(customer, '0.1');
    await deposit(customer, '0.2');
    expect(await balanceOf(customer)).toMatchObject({
      available: '0.30000000',
      held: '0.00000000',
    });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('refuses an entry whose legs do not balance, and writes nothing', async () => {
    const customer = await newCustomer();
    await expect(
      db.transaction((tx) =>
        postEntry(tx, {
          type: 'broken',
          customerId: customer,
          description: 'unbalanced',
          actor: 'system:test',
          legs: [{ account: { customerId: customer, kind: 'cash', currency: 'USD' }, amount: '5' }],
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedEntryError);
    expect(await balanceOf(customer)).toBeUndefined();
  });

  it('refuses to take a customer below zero', async () => {
    const customer = await newCustomer();
    await deposit(customer, '10');
    await expect(spend(customer, '10.00000001')).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect((await balanceOf(customer))?.available).toBe('10.00000000');
  });

  it('the database itself rejects a negative customer balance written around the ledger', async () => {
    const customer = await newCustomer();
    await deposit(customer, '1');
    const writeAround = sql`UPDATE ledger_accounts SET balance = -1 WHERE customer_id = ${customer}`;
    // The app may not write a balance at all; the owner may, but not below zero (the CHECK).
    await expect(db.execute(writeAround)).rejects.toMatchObject({ cause: { code: '42501' } });
    await expect(withOwner(ownerUrl, (owner) => owner.execute(writeAround))).rejects.toMatchObject({
      cause: { code: '23514' },
    });
    expect((await balanceOf(customer))?.available).toBe('1.00000000');
  });

  it('a hold posted sends the money out and the fee to the platform', async () => {
    const customer = await newCustomer();
    await deposit(customer, '100');
    const hold = await reserveUsd(customer, '60', 'withdrawal');
    expect(await balanceOf(customer)).toMatchObject({
      available: '40.00000000',
      held: '60.00000000',
      total: '100.00000000',
    });
    await db.transaction((tx) =>
      postHold(
        tx,
        hold,
        [
          { platform: 'bank', amount: '58' },
          { platform: 'fees', amount: '2' },
        ],
        { description: 'withdrawal paid', actor: 'operator:1' },
      ),
    );
    expect(await balanceOf(customer)).toMatchObject({
      available: '40.00000000',
      held: '0.00000000',
    });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('a hold posted for less than reserved releases the rest to cash in the same entry', async () => {
    const customer = await newCustomer();
    await deposit(customer, '100');
    const hold = await reserveUsd(customer, '50', 'order');
    await db.transaction((tx) =>
      postHold(tx, hold, [{ platform: 'counterparty', amount: '45.5' }], {
        description: 'filled',
        actor: 'system:test',
      }),
    );
    expect(await balanceOf(customer)).toMatchObject({
      available: '54.50000000',
      held: '0.00000000',
    });
  });

  it('a hold voided returns everything, and cannot be settled twice', async () => {
    const customer = await newCustomer();
    await deposit(customer, '100');
    const hold = await reserveUsd(customer, '70', 'withdrawal');
    await db.transaction((tx) =>
      voidHold(tx, hold.id, { description: 'refused', actor: 'operator:1' }),
    );
    expect(await balanceOf(customer)).toMatchObject({
      available: '100.00000000',
      held: '0.00000000',
    });
    await expect(
      db.transaction((tx) => voidHold(tx, hold.id, { description: 'again', actor: 'operator:1' })),
    ).rejects.toMatchObject({ code: 'HOLD_NOT_PENDING' });
    await expect(
      db.transaction((tx) =>
        postHold(tx, hold, [{ platform: 'bank', amount: '70' }], {
          description: 'late',
          actor: 'operator:1',
        }),
      ),
    ).rejects.toMatchObject({ code: 'HOLD_NOT_PENDING' });
    expect(await balanceOf(customer)).toMatchObject({
      available: '100.00000000',
      held: '0.00000000',
    });
  });

  it('100 parallel posts and voids of one hold settle it once, with one settling entry', async () => {
    const customer = await newCustomer();
    await deposit(customer, '100');
    const hold = await reserveUsd(customer, '60', 'withdrawal');
    const meta = { description: 'decided', actor: 'operator:1' };
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        db.transaction((tx) =>
          index % 2 === 0
            ? postHold(tx, hold, [{ platform: 'bank', amount: '60' }], meta)
            : voidHold(tx, hold.id, meta),
        ),
      ),
    );
    const settled = results.filter((r) => r.status === 'fulfilled');
    expect(settled).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'HOLD_NOT_PENDING' });
    const posted = settled[0]?.status === 'fulfilled' && settled[0].value.status === 'posted';
    const entries = await db.execute<{ type: string }>(sql`
      SELECT type FROM journal_entries WHERE customer_id = ${customer} AND type <> 'deposit'
       ORDER BY id`);
    expect(entries.rows.map((row) => row.type)).toEqual([
      'withdrawal.reserve',
      posted ? 'withdrawal.post' : 'withdrawal.void',
    ]);
    expect(await balanceOf(customer)).toMatchObject({
      available: posted ? '40.00000000' : '100.00000000',
      held: '0.00000000',
    });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('100 parallel credits of one deposit reference post one entry (the journal refuses the rest)', async () => {
    const customer = await newCustomer();
    const credit = () =>
      db.transaction((tx) =>
        postEntry(tx, {
          type: 'deposit',
          customerId: customer,
          description: 'credit',
          actor: 'operator:1',
          reference: `DRACE${customer}`,
          legs: [
            { account: { platform: 'bank', currency: 'USD' }, amount: '-25.5' },
            { account: { customerId: customer, kind: 'cash', currency: 'USD' }, amount: '25.5' },
          ],
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 100 }, credit));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'ENTRY_ALREADY_POSTED' });
    const entries = await db.execute<{ n: string }>(sql`
      SELECT count(*) AS n FROM journal_entries WHERE customer_id = ${customer}`);
    expect(Number(entries.rows[0]?.n)).toBe(1);
    expect(await balanceOf(customer)).toMatchObject({ available: '25.50000000' });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('a movement that repeats (a transfer), or the same reference of another customer, is not refused', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const entry = (customerId: number, type: string) =>
      db.transaction((tx) =>
        postEntry(tx, {
          type,
          customerId,
          description: type,
          actor: 'system:test',
          reference: 'SHARED-REF',
          legs: [
            { account: { platform: 'bank', currency: 'USD' }, amount: '-1' },
            { account: { customerId, kind: 'cash', currency: 'USD' }, amount: '1' },
          ],
        }),
      );
    await entry(first, 'deposit');
    await entry(second, 'deposit');
    await entry(first, 'transfer');
    await entry(first, 'transfer');
    await expect(entry(first, 'deposit')).rejects.toMatchObject({ code: 'ENTRY_ALREADY_POSTED' });
    expect(await balanceOf(first)).toMatchObject({ available: '3.00000000' });
  });

  it('two concurrent spends of the same money: exactly one succeeds', async () => {
    const customer = await newCustomer();
    await deposit(customer, '100');
    // Each spend runs in its own transaction on its own pooled connection.
    const results = await Promise.allSettled([spend(customer, '80'), spend(customer, '80')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected');
    expect(failure?.status === 'rejected' && failure.reason).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect((await balanceOf(customer))?.available).toBe('20.00000000');
  });

  it('twenty concurrent reservations never over-commit the balance', async () => {
    const customer = await newCustomer();
    await deposit(customer, '100');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => reserveUsd(customer, '7', 'order')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(14);
    expect(await balanceOf(customer)).toMatchObject({
      available: '2.00000000',
      held: '98.00000000',
    });
    expect(await checkLedger(db)).toEqual([]);
  });

  it('the invariant check finds a balance or a balance_after that does not match its postings', async () => {
    const { db: other, url: otherOwner } = await createTestDatabase();
    const customer = await insertCustomer(other, {
      uid: '69999999',
      email: 'x@example.com',
      nickname: 'x',
      inviteCode: 'XX1',
      passwordHash: 'x',
    });
    await other.transaction((tx) =>
      postEntry(tx, {
        type: 'deposit',
        customerId: customer.id,
        description: 'd',
        actor: 'system:test',
        legs: [
          { account: { platform: 'bank', currency: 'USD' }, amount: '-5' },
          { account: { customerId: customer.id, kind: 'cash', currency: 'USD' }, amount: '5' },
        ],
      }),
    );
    expect(await checkLedger(other)).toEqual([]);
    // Corrupted on purpose as the owner (the app's role may not write a balance), then
    // repaired, so the audit of the suite's databases stays clean.
    await withOwner(otherOwner, (owner) =>
      owner.execute(
        sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE customer_id = ${customer.id}`,
      ),
    );
    const breaches = (await checkLedger(other)).map((b) => b.rule);
    expect(breaches).toContain('every stored balance equals the sum of its postings');
    expect(breaches).toContain('all balances of a currency sum to zero in each book');
    await withOwner(otherOwner, (owner) =>
      owner.execute(
        sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE customer_id = ${customer.id}`,
      ),
    );
    expect(await checkLedger(other)).toEqual([]);
    // Postings are append-only even to the owner: rewritten with the triggers off, audited
    // inside that transaction, and put back before it commits.
    const customerPostings = sql`account_id IN (SELECT id FROM ledger_accounts WHERE customer_id = ${customer.id})`;
    await rewriteLedgerHistory(otherOwner, async (tx) => {
      await tx.execute(
        sql`UPDATE postings SET balance_after = balance_after + 1 WHERE ${customerPostings}`,
      );
      expect((await checkLedger(tx)).map((b) => b.rule)).toEqual([
        "every posting's balance_after is its account's running sum",
      ]);
      await tx.execute(
        sql`UPDATE postings SET balance_after = balance_after - 1 WHERE ${customerPostings}`,
      );
    });
    expect(await checkLedger(other)).toEqual([]);
  });

  it('the invariant check audits each book on its own and finds money that crossed between them', async () => {
    const { db: other, url: otherOwner } = await createTestDatabase();
    const person = await insertCustomer(other, {
      uid: '69999997',
      email: 'books@example.com',
      nickname: 'x',
      inviteCode: 'XX3',
      passwordHash: 'x',
    });
    const practice = await insertCustomer(other, {
      uid: 'practice-x',
      nickname: 'x',
      inviteCode: 'practice-x',
      passwordHash: '!',
      book: 'practice',
      practiceOf: person.id,
    });
    await other.transaction((tx) =>
      postEntry(tx, {
        type: 'practice_funding',
        customerId: practice.id,
        description: 'p',
        actor: 'system:test',
        legs: [
          { account: { platform: 'practice_funding', currency: 'USD' }, amount: '-500' },
          { account: { customerId: practice.id, kind: 'cash', currency: 'USD' }, amount: '500' },
        ],
      }),
    );
    expect(await checkLedger(other)).toEqual([]);
    expect(await platformExposure(other)).toEqual([]);
    // The practice cash moved into the real book by hand (as the owner), then put back.
    const moveBook = (book: string) =>
      withOwner(otherOwner, (owner) =>
        owner.execute(
          sql`UPDATE ledger_accounts SET book = ${book} WHERE customer_id = ${practice.id}`,
        ),
      );
    await moveBook('real');
    expect((await checkLedger(other)).map((b) => b.rule).sort()).toEqual([
      'all balances of a currency sum to zero in each book',
      'all balances of a currency sum to zero in each book',
      "customer accounts are in their customer's book",
      'every entry stays in one book',
    ]);
    await moveBook('practice');
    await withOwner(otherOwner, (owner) =>
      owner.execute(
        sql`INSERT INTO ledger_accounts (owner_type, kind, currency, book) VALUES ('platform', 'bank', 'USD', 'practice')`,
      ),
    );
    expect((await checkLedger(other)).map((b) => b.detail)).toEqual([
      'practice platform bank USD exists',
    ]);
    await withOwner(otherOwner, (owner) =>
      owner.execute(sql`DELETE FROM ledger_accounts WHERE book = 'practice' AND kind = 'bank'`),
    );
    expect(await checkLedger(other)).toEqual([]);
  });

  it('a platform account may go below zero only when named so, and its total is reported as exposure', async () => {
    const { db: other } = await createTestDatabase();
    const customer = await insertCustomer(other, {
      uid: '69999998',
      email: 'exposure@example.com',
      nickname: 'x',
      inviteCode: 'XX2',
      passwordHash: 'x',
    });
    const post = (legs: { platform: 'bank' | 'counterparty' | 'fees'; amount: string }[]) =>
      other.transaction((tx) =>
        postEntry(tx, {
          type: 'test',
          customerId: customer.id,
          description: 't',
          actor: 'system:test',
          legs: legs.flatMap((leg) => [
            { account: { platform: leg.platform, currency: 'USD' }, amount: leg.amount },
            {
              account: { customerId: customer.id, kind: 'cash' as const, currency: 'USD' },
              amount: new Decimal(leg.amount).neg().toFixed(),
            },
          ]),
        }),
      );
    // A deposit of 100, then a sale that pays 2,950,000 out of the counterparty: a loss the
    // platform may take, not a breach, but visible as its exposure.
    await post([{ platform: 'bank', amount: '-100' }]);
    await post([{ platform: 'counterparty', amount: '-2950000' }]);
    expect(await checkLedger(other)).toEqual([]);
    expect(await platformExposure(other)).toEqual([
      { kind: 'bank', currency: 'USD', total: '-100.00000000' },
      { kind: 'counterparty', currency: 'USD', total: '-2950000.00000000' },
    ]);
    // The fee account only ever earns: below zero, it is a breach.
    await post([{ platform: 'fees', amount: '-5' }]);
    expect(await checkLedger(other)).toEqual([
      {
        rule: 'no platform account outside MAY_GO_NEGATIVE is below zero',
        detail: 'real platform fees USD is -5.00000000',
      },
    ]);
    // Reversed, so the audit of the suite's databases stays clean.
    await post([{ platform: 'fees', amount: '5' }]);
    expect(await checkLedger(other)).toEqual([]);
  });
});
