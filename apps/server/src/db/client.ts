import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { applyFunctions } from './apply-functions.ts';
import * as schema from './schema/index.ts';

// NUMERIC comes back as a string (exact); BIGINT (OID 20) counts fit a JS number here.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: repositories accept either. */
/** An open transaction: what must run inside one (a row lock) takes this, not an Executor. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/** Where a lost connection is reported: the app's logger, or one JSON line on stdout. */
export type ConnectionErrorLog = (error: { code?: string; message: string }) => void;

const consoleLog: ConnectionErrorLog = (error) =>
  console.log(JSON.stringify({ level: 40, msg: 'database connection lost', ...error }));

/** The SQLSTATE or node code and the driver's message: never a query or its parameters. */
const describe = (error: unknown): { code?: string; message: string } => {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return code === undefined ? { message: error.message } : { code, message: error.message };
};

/**
 * The role the application's queries run as (migration 0020): it may read every table and
 * write every table but `ledger_accounts`, `journal_entries` and `postings`, which it
 * changes only through the SECURITY DEFINER function `ledger_post_entry`. Migrations, the
 * ledger audit and test fixtures that corrupt a ledger on purpose connect as the owner.
 */
export const APP_ROLE = 'brokerage_app';

/**
 * The URL with `role` set at connection start (libpq's `options=-c role=...`): the role is
 * in force before the first query, `RESET ROLE` returns to it, and a role that does not
 * exist or is not granted to the user fails the connection instead of leaving it the owner.
 */
export const asRole = (url: string, role: string): string => {
  const parsed = new URL(url);
  const options = parsed.searchParams.get('options');
  parsed.searchParams.set('options', `${options ? `${options} ` : ''}-c role=${role}`);
  return parsed.toString();
};

/**
 * A pool that survives PostgreSQL dropping its connections (pg_terminate_backend, a
 * failover, a restart): a client that loses its connection emits 'error' on itself, idle
 * or checked out, and an 'error' event nobody listens to ends the process. Every client
 * gets a listener the moment it connects; the pool drops broken clients on release (pg-pool
 * checks `_queryable`) and opens new ones on demand, so the next request reconnects.
 */
export const connectDatabase = (
  url: string,
  max = 20,
  log: ConnectionErrorLog = consoleLog,
  /** The role to run as (APP_ROLE for the app's pool); none: the URL's user, the owner. */
  role?: string,
): DatabaseHandle => {
  const pool = new pg.Pool({
    connectionString: role === undefined ? url : asRole(url, role),
    max,
    idleTimeoutMillis: 30_000,
    // Without it a request waits for ever on a server that accepts TCP but never answers.
    connectionTimeoutMillis: 15_000,
  });
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error: unknown) => {
      // pg emits the backend's FATAL and then the socket's end: one line per connection.
      if (reported) return;
      reported = true;
      log(describe(error));
    });
  });
  // An idle client's error is re-emitted by the pool; the client's own listener logged it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
};

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * The drizzle migrations (tables), then the functions of db/functions/ that changed since
 * this database last applied them (apply-functions.ts). Every set-up calls this: the server
 * (embedded or DATABASE_URL, open-database.ts), the tests' template and the bench.
 */
export const runMigrations = async (db: Database): Promise<void> => {
  await migrate(db, { migrationsFolder });
  await applyFunctions(db.$client);
};
