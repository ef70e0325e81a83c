import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyFunctions } from '../../db/apply-functions.ts';
import { connectDatabase, migrationsFolder, type DatabaseHandle } from '../../db/client.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { migrationsBefore } from '../../../test/support/migrations.ts';
import { adminQuery, TEST_DATABASE_PREFIX, withDatabase } from '../../../test/test-server.ts';

/**
 * Migration 0033 on a database that lent before it: daily rates become annual ones with the
 * same daily rate, the loan gets its market's time zone, the terms setting is converted, and
 * the interest accrued and unpaid on open loans is posted to the receivable once.
 */
const serverUrl = inject('testServerUrl');
const name = `${TEST_DATABASE_PREFIX}${inject('testRunId')}_m33_${randomBytes(4).toString('hex')}`;
let database: DatabaseHandle;
let before: string;

beforeAll(async () => {
  await adminQuery(serverUrl, [`CREATE DATABASE ${name}`]);
  database = connectDatabase(withDatabase(serverUrl, name), 5);
  before = await migrationsBefore(33);
  await migrate(database.db, { migrationsFolder: before });
  await applyFunctions(database.pool);
  // Migration 0033 posts through today's ledger function, which reads the books of 0060
  // (practice accounts); 0060 adds these columns only where they are missing.
  await database.pool.query(`
    ALTER TABLE customers ADD COLUMN book text NOT NULL DEFAULT 'real',
      ADD COLUMN practice_of bigint, ADD COLUMN retired_at timestamp (3) with time zone;
    ALTER TABLE ledger_accounts ADD COLUMN book text NOT NULL DEFAULT 'real';`);
  await database.pool.query(`
    INSERT INTO markets (code, name, currency, timezone, sort)
    VALUES ('US', 'United States', 'USD', 'America/New_York', 0);
    INSERT INTO settings (key, value) VALUES ('loans.terms',
      '{"interestRate": "0.0005", "penaltyRate": "0.001", "periods": [7], "currencies": [], "reminderDays": 3}');
    INSERT INTO customers (uid, email, password_hash, nickname, invite_code)
    VALUES ('U1', 'old@example.com', 'x', 'Old', 'INV1'), ('U2', 'repaid@example.com', 'x', 'Repaid', 'INV2');
    INSERT INTO files (customer_id, purpose, mime, size, sha256, storage_key)
    SELECT id, 'loan', 'image/png', 1, 'h', 'k' || id FROM customers;
    -- Open, 3 days accrued at the old daily rates: 1.50 interest, 1.00 penalty unpaid.
    INSERT INTO loans (customer_id, currency, amount, period_days, interest_rate, penalty_rate,
                       image_file_id, signature_file_id, agreed_at, status, due_date,
                       principal_due, interest_due, penalty_due, accrued_through)
    SELECT c.id, 'USD', 1000, 7, 0.0005, 0.001, f.id, f.id, now(), 'overdue', '2026-03-09',
           1000, 1.5, 1, '2026-03-10'
      FROM customers c JOIN files f ON f.customer_id = c.id WHERE c.uid = 'U1';
    -- Repaid before the migration: its interest was paid into fees; nothing is posted for it.
    INSERT INTO loans (customer_id, currency, amount, period_days, interest_rate, penalty_rate,
                       image_file_id, signature_file_id, agreed_at, status, due_date,
                       principal_due, interest_due, penalty_due, accrued_through)
    SELECT c.id, 'USD', 500, 7, 0.0005, 0.001, f.id, f.id, now(), 'repaid', '2026-03-09',
           0, 0, 0, '2026-03-05'
      FROM customers c JOIN files f ON f.customer_id = c.id WHERE c.uid = 'U2';`);
  await migrate(database.db, { migrationsFolder });
  await applyFunctions(database.pool);
});

afterAll(async () => {
  await database.close();
  await rm(before, { recursive: true, force: true });
  await adminQuery(serverUrl, [`DROP DATABASE IF EXISTS ${name}`]);
});

describe('migration 0033 on a database with loans', () => {
  it('turns the daily rates into annual ones whose daily rate is the one agreed, and gives each loan its market time zone', async () => {
    const loans = await database.pool.query(
      `SELECT status, interest_rate::text, penalty_rate::text, day_count, time_zone,
              (interest_rate / 365)::numeric(12,8)::text AS daily
         FROM loans ORDER BY id`,
    );
    expect(loans.rows).toEqual([
      {
        status: 'overdue',
        interest_rate: '0.18250000',
        penalty_rate: '0.36500000',
        day_count: 'actual/365',
        time_zone: 'America/New_York',
        daily: '0.00050000',
      },
      {
        status: 'repaid',
        interest_rate: '0.18250000',
        penalty_rate: '0.36500000',
        day_count: 'actual/365',
        time_zone: 'America/New_York',
        daily: '0.00050000',
      },
    ]);
    const terms = await database.pool.query(
      "SELECT value->>'interestRate' AS interest, value->>'penaltyRate' AS penalty FROM settings WHERE key = 'loans.terms'",
    );
    expect(terms.rows).toEqual([{ interest: '0.1825', penalty: '0.365' }]);
  });

  it("posts the open loan's unpaid interest and penalty to the receivable once, and the ledger holds", async () => {
    const posted = await database.pool.query(
      `SELECT e.type, e.reference, la.kind, p.amount::text
         FROM journal_entries e
         JOIN postings p ON p.entry_id = e.id
         JOIN ledger_accounts la ON la.id = p.account_id
        ORDER BY la.kind`,
    );
    const [loan] = (await database.pool.query("SELECT id FROM loans WHERE status = 'overdue'"))
      .rows;
    expect(posted.rows).toEqual([
      {
        type: 'loan.accrue',
        reference: `loan:${loan.id}`,
        kind: 'loan_interest_income',
        amount: '2.50000000',
      },
      {
        type: 'loan.accrue',
        reference: `loan:${loan.id}`,
        kind: 'loan_interest_receivable',
        amount: '-2.50000000',
      },
    ]);
    expect(await checkLedger(database.db)).toEqual([]);
  });
});
