/**
 * `npm run check:ledger`: audits the ledger invariants and exits non-zero on a breach, and
 * prints the platform's exposure (the real book's): the total per currency of each account allowed below zero
 * (MAY_GO_NEGATIVE in accounts.ts; any other platform account below zero is a breach).
 *   (no flag)  the app's database: DATABASE_URL, or the embedded one under DATA_DIR
 *   --tests    every test database on TEST_DATABASE_URL's server (runs on an embedded
 *              server audit their own databases before it stops)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { listTestDatabases, withDatabase } from '../../test/test-server.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { runningEmbeddedUrl, startEmbeddedDatabase } from '../db/embedded.ts';
import { checkLedger, platformExposure } from './invariants.ts';

const quiet = { info: () => undefined, warn: (message: string) => console.warn(message) };

const audit = async (label: string, url: string): Promise<number> => {
  const handle = connectDatabase(url, 2);
  try {
    const breaches = await checkLedger(handle.db);
    const [counts] = (
      await handle.pool.query<{ entries: string; accounts: string; practice: string }>(
        `SELECT (SELECT count(*) FROM journal_entries) AS entries,
                (SELECT count(*) FROM ledger_accounts) AS accounts,
                (SELECT count(*) FROM ledger_accounts WHERE book = 'practice') AS practice`,
      )
    ).rows;
    // Each book is audited on its own (invariants.ts); the practice book's share is named.
    console.log(
      `${label}: ${counts?.entries ?? 0} entries, ${counts?.accounts ?? 0} accounts (${counts?.practice ?? 0} in the practice book), ${breaches.length} breaches`,
    );
    for (const breach of breaches) console.log(`  BREACH ${breach.rule}: ${breach.detail}`);
    // Accounts allowed below zero are not breaches, but what they stand at is shown.
    for (const { kind, currency, total } of await platformExposure(handle.db))
      console.log(`  exposure ${kind} ${currency} ${total}`);
    return breaches.length;
  } finally {
    await handle.close();
  }
};

const auditApp = async (): Promise<number> => {
  const config = loadConfig();
  if (config.databaseUrl) return audit('database', config.databaseUrl);
  const running = await runningEmbeddedUrl(config.dataDir);
  if (running) return audit(`embedded database in ${config.dataDir} (running)`, running);
  if (!existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
    console.log(
      `no database in ${config.dataDir} yet: start the app once (npm start), then audit it`,
    );
    return 0;
  }
  const embedded = await startEmbeddedDatabase(config.dataDir, quiet);
  try {
    return await audit(`embedded database in ${config.dataDir}`, embedded.url);
  } finally {
    await embedded.stop();
  }
};

const auditTests = async (): Promise<number> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'TEST_DATABASE_URL is not set: test runs on an embedded server audit their ledgers themselves',
    );
    return 0;
  }
  const names = (await listTestDatabases(serverUrl)).filter((name) => !name.endsWith('_template'));
  if (names.length === 0) console.log('no test databases found: run the test suite first');
  let breaches = 0;
  for (const name of names) breaches += await audit(name, withDatabase(serverUrl, name));
  console.log(`checked ${names.length} test databases: ${breaches} breaches`);
  return breaches;
};

const breaches = await (process.argv.includes('--tests') ? auditTests() : auditApp());
process.exit(breaches === 0 ? 0 : 1);
