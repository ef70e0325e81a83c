/**
 * `node --import tsx apps/server/chaos/recheck.ts <run dir>`: runs the checker again on a kept
 * run (its cluster and its workers' logs), without the servers: to study a violation.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { checkRun } from './checker/check-run.ts';
import { harnessPool } from './fixtures.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { readRequestLogs } from './request-log.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: recheck.ts <run dir>');
  process.exit(2);
}
const postgres = await startPostgresCluster(dir);
try {
  const logs = path.join(dir, 'logs');
  const files = (await readdir(logs)).map((name) => path.join(logs, name));
  const pool = harnessPool(postgres.url);
  const violations = await checkRun(pool, await readRequestLogs(files));
  await pool.end();
  for (const violation of violations)
    console.log(`VIOLATION ${violation.rule}: ${violation.detail}`);
  console.log(`recheck: violations=${violations.length}`);
} finally {
  await postgres.stop();
}
