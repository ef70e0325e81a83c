import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

// NUMERIC comes back as a string (exact); BIGINT (OID 20) counts fit a JS number here.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export const connectDatabase = (url: string, max = 20): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not take the process down.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
};

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export const runMigrations = (db: Database): Promise<void> => migrate(db, { migrationsFolder });
