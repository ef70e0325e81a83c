import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_SHARDS, postEntry } from '../../ledger/entries.ts';
import { postHold, reserve, voidHold } from '../../ledger/holds.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { as, fund } from '../../../test/support/funding.ts';
import { rewriteLedgerHistory, withOwner } from '../../../test/support/ledger-owner.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { entryText } from '../../ledger/memo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

interface Line {
  entryId: number;
  type: string;
  description: string;
  memo: { key: string; values: Record<string, string> } | null;
  currency: string;
  cash: string;
  held: string;
  balanceAfter: string;
  heldAfter: string;
  by: string;
  reason: string | null;
  reference: string | null;
}

const statement = async (token: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/statement${query}`,
    headers: as(token),
  });
  return response;
};

const lines = async (token: string, query = '') => {
  const response = await statement(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Line[]; total: number; page: number; pageSize: number };
};

/** Deposit 1,000; hold 300 for a withdrawal that is sent; hold 100 that an operator voids. */
const customerWithHistory = async () => {
  const customer = await signUpCustomer(t);
  const { customerId } = customer;
  await fund(t, customerId, '1000');
  const db = t.database.db;
  const meta = { description: 'Withdrawal to Main', actor: `customer:${customerId}` };
  const first = await db.transaction((tx) =>
    reserve(tx, { customerId, currency: 'USD', amount: '300', purpose: 'withdrawal', ...meta }),
  );
  await db.transaction((tx) =>
    postHold(
      tx,
      first,
      [
        { platform: 'bank', amount: '299' },
        { platform: 'fees', amount: '1' },
      ],
      { description: 'Withdrawal sent', actor: 'operator:1' },
    ),
  );
  const second = await db.transaction((tx) =>
    reserve(tx, { customerId, currency: 'USD', amount: '100', purpose: 'withdrawal', ...meta }),
  );
  await db.transaction((tx) =>
    voidHold(tx, second.id, {
      description: 'Withdrawal refused',
      actor: 'operator:1',
      reason: 'The IBAN does not match the account name',
    }),
  );
  return customer;
};

describe('statement', () => {
  it('shows a deposit, a withdrawal hold, its post and a void with signs and balances after', async () => {
    const { token } = await customerWithHistory();
    const { items, total } = await lines(token);
    expect(total).toBe(5);
    const view = items.map(({ type, currency, cash, held, balanceAfter, heldAfter, by }) => ({
      type,
      currency,
      cash,
      held,
      balanceAfter,
      heldAfter,
      by,
    }));
    // Newest first.
    expect(view).toEqual([
      {
        type: 'withdrawal.void',
        currency: 'USD',
        cash: '100.00000000',
        held: '-100.00000000',
        balanceAfter: '700.00000000',
        heldAfter: '0.00000000',
        by: 'operator',
      },
      {
        type: 'withdrawal.reserve',
        currency: 'USD',
        cash: '-100.00000000',
        held: '100.00000000',
        balanceAfter: '600.00000000',
        heldAfter: '100.00000000',
        by: 'customer',
      },
      {
        type: 'withdrawal.post',
        currency: 'USD',
        cash: '0.00000000',
        held: '-300.00000000',
        balanceAfter: '700.00000000',
        heldAfter: '0.00000000',
        by: 'operator',
      },
      {
        type: 'withdrawal.reserve',
        currency: 'USD',
        cash: '-300.00000000',
        held: '300.00000000',
        balanceAfter: '700.00000000',
        heldAfter: '300.00000000',
        by: 'customer',
      },
      {
        type: 'deposit',
        currency: 'USD',
        cash: '1000.00000000',
        held: '0.00000000',
        balanceAfter: '1000.00000000',
        heldAfter: '0.00000000',
        by: 'system',
      },
    ]);
    expect(items[0]?.reason).toBe('The IBAN does not match the account name');
    expect(items[4]?.reason).toBeNull();
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('gives each line its text as a translation key and values, beside the English', async () => {
    const { token, customerId } = await signUpCustomer(t);
    await fund(t, customerId, '500');
    await t.database.db.transaction((tx) =>
      reserve(tx, {
        customerId,
        currency: 'USD',
        amount: '200',
        purpose: 'withdrawal',
        actor: `customer:${customerId}`,
        ...entryText('withdrawalTo', { name: 'Main' }),
      }),
    );
    const { items } = await lines(token);
    expect(items.map(({ description, memo }) => ({ description, memo }))).toEqual([
      {
        description: 'Withdrawal to Main',
        memo: { key: 'withdrawalTo', values: { name: 'Main' } },
      },
      // Written without a memo (a test's funding): the app shows the description as it is.
      { description: 'test funding', memo: null },
    ]);
  });

  it("never shows another customer's lines", async () => {
    const mine = await customerWithHistory();
    const theirs = await customerWithHistory();
    const own = (await lines(mine.token, '?pageSize=100')).items.map((l) => l.entryId);
    const other = (await lines(theirs.token, '?pageSize=100')).items.map((l) => l.entryId);
    expect(own).toHaveLength(5);
    expect(other).toHaveLength(5);
    expect(own.filter((id) => other.includes(id))).toEqual([]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statement.csv',
      headers: as(mine.token),
    });
    for (const id of other) expect(csv.body).not.toMatch(new RegExp(`(^|\\n)${id},`));
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/statement' });
    expect(response.statusCode).toBe(401);
    const csv = await t.app.inject({ method: 'GET', url: '/api/v1/statement.csv' });
    expect(csv.statusCode).toBe(401);
  });

  it('filters by type prefix, currency and date range, and pages', async () => {
    const { token, customerId } = await customerWithHistory();
    await fund(t, customerId, '50', 'EUR');
    const types = async (query: string) => (await lines(token, query)).items.map((l) => l.type);

    expect(await types('?type=withdrawal')).toEqual([
      'withdrawal.void',
      'withdrawal.reserve',
      'withdrawal.post',
      'withdrawal.reserve',
    ]);
    expect(await types('?type=withdrawal.void')).toEqual(['withdrawal.void']);
    // A prefix is a whole segment: `with` is not `withdrawal`.
    expect(await types('?type=with')).toEqual([]);
    expect(await types('?currency=eur')).toEqual(['deposit']);

    // Move the first deposit into January to have something to cut by date.
    const deposit = (await lines(token, '?type=deposit&currency=USD')).items[0];
    // Entries are append-only: back-dated as the owner, with the triggers off for that alone.
    await rewriteLedgerHistory(t.database.url, (tx) =>
      tx.execute(
        sql`UPDATE journal_entries SET created_at = '2026-01-15T12:00:00Z' WHERE id = ${deposit?.entryId}`,
      ),
    );
    expect(await types('?to=2026-01-15')).toEqual(['deposit']);
    expect(await types('?from=2026-01-15&to=2026-01-15')).toEqual(['deposit']);
    expect(await types('?to=2026-01-14')).toEqual([]);
    expect(await types('?from=2026-01-16&type=deposit')).toEqual(['deposit']);
    expect(await types('?to=2026-01-15T12:00:00Z')).toEqual(['deposit']);
    expect(await types('?to=2026-01-15T11:59:59%2B00:00')).toEqual([]);
    // A day is the platform's (New York): 02:00 UTC on the 16th is the evening of the 15th.
    await rewriteLedgerHistory(t.database.url, (tx) =>
      tx.execute(
        sql`UPDATE journal_entries SET created_at = '2026-01-16T02:00:00Z' WHERE id = ${deposit?.entryId}`,
      ),
    );
    expect(await types('?from=2026-01-15&to=2026-01-15')).toEqual(['deposit']);
    expect(await types('?from=2026-01-16&to=2026-01-16')).toEqual([]);

    const second = await lines(token, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    // Newest first: the EUR deposit, the void, then these two.
    expect(second.items.map((l) => l.type)).toEqual(['withdrawal.reserve', 'withdrawal.post']);

    const backwards = await statement(token, '?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('RANGE_INVALID');
    const badDate = await statement(token, '?from=yesterday');
    expect(badDate.json().code).toBe('VALIDATION_FAILED');
    const badType = await statement(token, "?type=deposit'--");
    expect(badType.json().code).toBe('VALIDATION_FAILED');
  });

  it('exports the filtered lines as an escaped CSV attachment', async () => {
    const { token, customerId } = await signUpCustomer(t);
    await fund(t, customerId, '10');
    await t.database.db.transaction((tx) =>
      postEntry(tx, {
        type: 'adjustment',
        customerId,
        description: '=HYPERLINK("http://evil.example","Click"), then\na new line',
        reference: '@ref,1',
        reason: 'Correction, "as agreed"',
        actor: 'operator:1',
        legs: [
          { account: { platform: 'adjustments', currency: 'USD' }, amount: '-2.5' },
          { account: { customerId, kind: 'cash', currency: 'USD' }, amount: '2.5' },
        ],
      }),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statement.csv?type=adjustment',
      headers: as(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="statement-2026-03-02.csv"',
    );
    const [header, row, end] = response.body.replace(/^\uFEFF/, '').split(/\r\n(?=\d|$)/);
    expect(header).toBe(
      'Entry,Time (UTC),Type,Description,Reference,Currency,Available change,Held change,Available after,Held after,By,Reason',
    );
    expect(row).toMatch(
      /^\d+,[^,]+,adjustment,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\), then\na new line","'@ref,1",USD,2\.50000000,0\.00000000,12\.50000000,0\.00000000,operator,"Correction, ""as agreed"""$/,
    );
    expect(end).toBe('');
  });

  it('refuses an export of more than 10,000 lines instead of cutting it short', async () => {
    const { token, customerId } = await signUpCustomer(t);
    await fund(t, customerId, '1');
    // 10,001 one-cent deposits written in one statement, balanced and consistent: around
    // ledger_post_entry on purpose, so as the owner (the app's role may not).
    await withOwner(t.database.url, (owner) =>
      owner.$client.query(
        `WITH accounts AS (
         SELECT mine.id AS mine, mine.balance AS mine_before, bank.id AS bank,
                bank.balance AS bank_before
           FROM ledger_accounts mine, ledger_accounts bank
          WHERE mine.owner_type = 'customer' AND mine.customer_id = $1 AND mine.kind = 'cash'
            AND mine.currency = 'USD' AND bank.owner_type = 'platform' AND bank.kind = 'bank'
            AND bank.currency = 'USD' AND bank.shard = $1 % $2),
       entries AS (
         INSERT INTO journal_entries (type, customer_id, description, actor)
         SELECT 'deposit', $1, 'bulk', 'system:test' FROM generate_series(1, 10001)
         RETURNING id),
       numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM entries),
       credit AS (
         INSERT INTO postings (entry_id, account_id, currency, amount, balance_after)
         SELECT id, mine, 'USD', 0.01, mine_before + n * 0.01 FROM numbered, accounts),
       debit AS (
         INSERT INTO postings (entry_id, account_id, currency, amount, balance_after)
         SELECT id, bank, 'USD', -0.01, bank_before - n * 0.01 FROM numbered, accounts)
       UPDATE ledger_accounts SET balance = balance + CASE WHEN id = (SELECT mine FROM accounts)
                                                           THEN 100.01 ELSE -100.01 END
        WHERE id IN ((SELECT mine FROM accounts), (SELECT bank FROM accounts))`,
        [customerId, PLATFORM_SHARDS],
      ),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statement.csv',
      headers: as(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'STATEMENT_TOO_LARGE' });
    expect(response.json().message).toContain('10000');
    const narrower = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statement.csv?to=2026-01-01',
      headers: as(token),
    });
    expect(narrower.statusCode).toBe(200);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
