import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/embedded.ts';

/** Where the embedded test server keeps its data when TEST_DATABASE_URL is not set. */
export const TEST_DATA_DIR = path.resolve(import.meta.dirname, '../../../.data-test');
export const TEMPLATE_DATABASE = 'bt_template';
export const TEST_DATABASE_PREFIX = 'bt_run_';

const quiet = { info: () => undefined, warn: (message: string) => console.warn(message) };

/** The machine's PostgreSQL (TEST_DATABASE_URL, as in CI) or an embedded one. */
export const startTestServer = async (): Promise<{ url: string; embedded?: EmbeddedDatabase }> => {
  const external = process.env.TEST_DATABASE_URL;
  if (external) return { url: external };
  const embedded = await startEmbeddedDatabase(TEST_DATA_DIR, quiet);
  return { url: embedded.url, embedded };
};

export const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export const adminQuery = async (url: string, statements: string[]): Promise<pg.QueryResult[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const results: pg.QueryResult[] = [];
    for (const statement of statements) results.push(await client.query(statement));
    return results;
  } finally {
    await client.end();
  }
};

export const listTestDatabases = async (url: string): Promise<string[]> => {
  const [result] = await adminQuery(url, [
    `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}%' ORDER BY datname`,
  ]);
  return (result?.rows ?? []).map((row: { datname: string }) => row.datname);
};
