import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/embedded.ts';

/** Where embedded test servers keep their data when TEST_DATABASE_URL is not set. */
export const TEST_DATA_ROOT = path.resolve(import.meta.dirname, '../../../.data-test');
/** Every test database's name starts so; a run adds its own id, so runs can share a server. */
export const TEST_DATABASE_PREFIX = 'bt_run_';

const quiet = { info: () => undefined, warn: (message: string) => console.warn(message) };

/** The machine's PostgreSQL (TEST_DATABASE_URL, as in CI) or an embedded one. */
export const startTestServer = async (
  runId: string,
): Promise<{ url: string; embedded?: EmbeddedDatabase; dataDir?: string }> => {
  const external = process.env.TEST_DATABASE_URL;
  if (external) return { url: external };
  const dataDir = path.join(TEST_DATA_ROOT, `run-${runId}`);
  const embedded = await startEmbeddedDatabase(dataDir, quiet);
  return { url: embedded.url, embedded, dataDir };
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

/** Test databases on the server (of one run when `runId` is given), by name. */
export const listTestDatabases = async (url: string, runId = ''): Promise<string[]> => {
  const [result] = await adminQuery(url, [
    `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}${runId}%' ORDER BY datname`,
  ]);
  return (result?.rows ?? []).map((row: { datname: string }) => row.datname);
};

/** A run's id starts with its start time, so that other runs can tell how old it is. */
export const newRunId = (now = Date.now()): string =>
  `${now.toString(36)}_${randomBytes(3).toString('hex')}`;

const runStartedAt = (database: string): number => {
  const match = new RegExp(`^${TEST_DATABASE_PREFIX}([0-9a-z]+)_`).exec(database);
  return match?.[1] ? Number.parseInt(match[1], 36) : 0;
};

/** A run younger than this may still be cloning its (idle) template: leave it alone. */
const RUN_GRACE_MS = 60 * 60_000;

/**
 * Test databases of earlier runs that nobody is connected to any more. Idleness alone is
 * not enough: a run sharing the server with this one leaves its template idle between
 * clones, so only runs older than the grace period are listed.
 */
export const listIdleTestDatabases = async (url: string, now = Date.now()): Promise<string[]> => {
  const [result] = await adminQuery(url, [
    `SELECT d.datname FROM pg_database d
      WHERE d.datname LIKE '${TEST_DATABASE_PREFIX}%'
        AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`,
  ]);
  return (result?.rows ?? [])
    .map((row: { datname: string }) => row.datname)
    .filter((name: string) => now - runStartedAt(name) > RUN_GRACE_MS);
};
