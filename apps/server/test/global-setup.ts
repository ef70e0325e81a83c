import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../src/db/client.ts';
import { checkLedger } from '../src/ledger/invariants.ts';
import { seedReferenceData } from '../src/seed/reference.seed.ts';
import {
  adminQuery,
  listIdleTestDatabases,
  listTestDatabases,
  newRunId,
  startTestServer,
  TEST_DATABASE_PREFIX,
  withDatabase,
} from './test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testServerUrl: string;
    testRunId: string;
  }
}

/** Audits the ledger of every database this run created; a breach fails the run. */
const auditRun = async (serverUrl: string, runId: string) => {
  let breaches = 0;
  for (const name of await listTestDatabases(serverUrl, runId)) {
    const handle = connectDatabase(withDatabase(serverUrl, name), 1);
    const found = await checkLedger(handle.db);
    await handle.close();
    for (const breach of found)
      console.error(`ledger breach in ${name}: ${breach.rule}: ${breach.detail}`);
    breaches += found.length;
  }
  if (breaches > 0)
    throw new Error(`${breaches} ledger invariant breaches in this run's databases`);
};

/**
 * One migrated template database per run; every test file clones its own from it. Runs
 * are named, so several can share a server (CI's, or a developer's with TEST_DATABASE_URL).
 * On an external server the databases stay for `npm run check:ledger -- --tests` and are
 * dropped by a later run once idle; an embedded server audits them itself at the end.
 */
export default async function setup(project: TestProject) {
  const runId = newRunId();
  const server = await startTestServer(runId);
  const stale = await listIdleTestDatabases(server.url);
  const template = `${TEST_DATABASE_PREFIX}${runId}_template`;
  await adminQuery(server.url, [
    ...stale.map((name) => `DROP DATABASE IF EXISTS "${name}"`),
    `CREATE DATABASE ${template}`,
  ]);
  const handle = connectDatabase(withDatabase(server.url, template), 2);
  await runMigrations(handle.db);
  await seedReferenceData(handle.db);
  await handle.close();
  project.provide('testServerUrl', server.url);
  project.provide('testRunId', runId);
  return async () => {
    if (!server.embedded) return;
    try {
      await auditRun(server.url, runId);
    } finally {
      await server.embedded.stop();
      if (server.dataDir) await fs.rm(server.dataDir, { recursive: true, force: true });
    }
  };
}
