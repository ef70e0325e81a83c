import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  /** Environment for loadConfig: DATABASE_URL, or DATA_DIR for the embedded server. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

const admin = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * TEST_DATABASE_URL (as in CI): a throw-away database on that server. Otherwise the embedded
 * PostgreSQL in a temporary DATA_DIR (slower to start: initdb, migrations, seed).
 */
export const benchDatabase = async (): Promise<BenchDatabase> => {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const name = `bench_ws_${randomBytes(4).toString('hex')}`;
    await admin(external, `CREATE DATABASE ${name}`);
    const url = new URL(external);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      drop: () => admin(external, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-ws-'));
  return {
    env: { DATA_DIR: dataDir },
    drop: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
};
