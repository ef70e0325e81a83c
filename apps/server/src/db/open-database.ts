import type { AppConfig } from '../config.ts';
import { ensureFirstOperator } from '../seed/operator.seed.ts';
import { seedDemoData } from '../seed/demo.seed.ts';
import { seedReferenceData } from '../seed/reference.seed.ts';
import { APP_ROLE, connectDatabase, runMigrations, type DatabaseHandle } from './client.ts';
import { startEmbeddedDatabase } from './embedded.ts';

interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface OpenedDatabase extends DatabaseHandle {
  url: string;
}

/**
 * DATABASE_URL when set, otherwise the embedded server under DATA_DIR; migrated,
 * with reference data, the first operator and (when configured) demo data.
 */
export const openDatabase = async (config: AppConfig, log: Logger): Promise<OpenedDatabase> => {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase(config.dataDir, log);
  const url = config.databaseUrl ?? embedded?.url ?? '';
  const lost = (error: { code?: string; message: string }) =>
    log.warn(`database connection lost (${error.code ?? 'no code'}): ${error.message}`);
  let handle: DatabaseHandle | undefined;
  try {
    // Migrations run as the URL's user, the owner, which creates the app's role; the seeds
    // then run as the app does, so that a seed cannot write the ledger around its functions.
    const owner = connectDatabase(url, 1, lost);
    try {
      await runMigrations(owner.db);
    } finally {
      await owner.close();
    }
    handle = connectDatabase(url, 20, lost, APP_ROLE);
    await seedReferenceData(handle.db);
    await ensureFirstOperator(handle.db, config.adminPassword, log);
    if (config.demoData) await seedDemoData(handle.db);
  } catch (error) {
    await handle?.close();
    await embedded?.stop();
    throw error;
  }
  const app = handle;
  return {
    ...app,
    url,
    close: async () => {
      await app.close();
      await embedded?.stop();
    },
  };
};
