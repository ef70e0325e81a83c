import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../src/db/client.ts';
import { seedReferenceData } from '../src/seed/reference.seed.ts';
import {
  adminQuery,
  listTestDatabases,
  startTestServer,
  TEMPLATE_DATABASE,
  withDatabase,
} from './test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testServerUrl: string;
  }
}

/**
 * One migrated template database per run; every test file clones its own from it.
 * The clones of the previous run are dropped here, not at the end, so that
 * `npm run check:ledger -- --tests` can audit what the suite left behind.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  const stale = await listTestDatabases(server.url);
  await adminQuery(server.url, [
    ...stale.map((name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    `DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`,
    `CREATE DATABASE ${TEMPLATE_DATABASE}`,
  ]);
  const template = connectDatabase(withDatabase(server.url, TEMPLATE_DATABASE), 2);
  await runMigrations(template.db);
  await seedReferenceData(template.db);
  await template.close();
  project.provide('testServerUrl', server.url);
  return async () => {
    await server.embedded?.stop();
  };
}
