import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, migrationsFolder, type DatabaseHandle } from '../../db/client.ts';
import { migrationsBefore } from '../../../test/support/migrations.ts';
import { adminQuery, TEST_DATABASE_PREFIX, withDatabase } from '../../../test/test-server.ts';

/**
 * Migration 0061 on a database with plans of one instrument, as the code before baskets wrote
 * them: each plan becomes a basket of one (weight 100 for an amount, its shares for a
 * quantity), and each run is its first component's.
 */
const serverUrl = inject('testServerUrl');
const name = `${TEST_DATABASE_PREFIX}${inject('testRunId')}_m61_${randomBytes(4).toString('hex')}`;
let database: DatabaseHandle;
let before: string;

beforeAll(async () => {
  await adminQuery(serverUrl, [`CREATE DATABASE ${name}`]);
  database = connectDatabase(withDatabase(serverUrl, name), 5);
  before = await migrationsBefore(61);
  await migrate(database.db, { migrationsFolder: before });
  await database.pool.query(`
    INSERT INTO markets (code, name, currency, timezone, sort)
    VALUES ('US', 'United States', 'USD', 'America/New_York', 0);
    INSERT INTO instruments (market, symbol, name, currency, kind, reference_price, tick_size, lot_size, sort)
    VALUES ('US', 'AAPL', 'Apple', 'USD', 'stock', 100, 0.01, 1, 0),
           ('US', 'KO', 'Coca-Cola', 'USD', 'stock', 60, 0.01, 1, 1);
    INSERT INTO customers (uid, email, password_hash, nickname, invite_code)
    VALUES ('U1', 'plans@example.com', 'x', 'Saver', 'INV1');
    INSERT INTO investment_plans (customer_id, instrument_id, instrument_key, market, currency,
                                  kind, amount, quantity, frequency, day, anchor_date,
                                  next_date, next_run_on, authorised_at)
    SELECT c.id, i.id, 'US:' || i.symbol, 'US', 'USD',
           CASE i.symbol WHEN 'AAPL' THEN 'amount' ELSE 'quantity' END,
           CASE i.symbol WHEN 'AAPL' THEN 250.5 END, CASE i.symbol WHEN 'KO' THEN 3 END,
           'weekly', 2, '2027-06-22', '2027-06-29', '2027-06-29', now()
      FROM customers c, instruments i ORDER BY i.id;
    INSERT INTO investment_plan_runs (plan_id, scheduled_date, run_on, status, reason, claimed_at)
    SELECT id, '2027-06-22', '2027-06-22', 'refused', 'INSUFFICIENT_FUNDS', now()
      FROM investment_plans;`);
  await migrate(database.db, { migrationsFolder });
});

afterAll(async () => {
  await database.close();
  await rm(before, { recursive: true, force: true });
  await adminQuery(serverUrl, [`DROP DATABASE IF EXISTS ${name}`]);
});

describe('migration 0061 on a database with plans of one instrument', () => {
  it('makes each a basket of one, and each run its first component’s', async () => {
    const components = await database.pool.query(
      `SELECT p.kind, c.position, c.instrument_key, c.weight, c.quantity::text, p.amount::text
         FROM investment_plan_components c JOIN investment_plans p ON p.id = c.plan_id
        ORDER BY p.id`,
    );
    expect(components.rows).toEqual([
      {
        kind: 'amount',
        position: 0,
        instrument_key: 'US:AAPL',
        weight: 100,
        quantity: null,
        amount: '250.50000000',
      },
      {
        kind: 'quantity',
        position: 0,
        instrument_key: 'US:KO',
        weight: null,
        quantity: '3',
        amount: null,
      },
    ]);
    const runs = await database.pool.query(
      `SELECT position, instrument_key, status FROM investment_plan_runs ORDER BY plan_id`,
    );
    expect(runs.rows).toEqual([
      { position: 0, instrument_key: 'US:AAPL', status: 'refused' },
      { position: 0, instrument_key: 'US:KO', status: 'refused' },
    ]);
  });

  it('claims a run once per plan, date and component from then on', async () => {
    const [plan] = (await database.pool.query(`SELECT id FROM investment_plans ORDER BY id`)).rows;
    const claim = (position: number) =>
      database.pool.query(
        `INSERT INTO investment_plan_runs
           (plan_id, position, instrument_key, scheduled_date, run_on, claimed_at)
         VALUES ($1, $2, 'US:KO', '2027-06-22', '2027-06-22', now())`,
        [plan.id, position],
      );
    await expect(claim(0)).rejects.toThrow(/investment_plan_runs_once/);
    await expect(claim(1)).resolves.toBeDefined();
  });
});
