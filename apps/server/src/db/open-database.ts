import type { AppConfig } from '../config.ts';
import { ensureFirstOperator } from '../seed/operator.seed.ts';
import { seedDemoData } from '../seed/demo.seed.ts';
import { seedReferenceData } from '../seed/reference.seed.ts';
import { connectDatabase, runMigrations, type DatabaseHandle } from './client.ts';
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
  const handle = connectDatabase(url, 20, (error) =>
    log.warn(`database connection lost (${error.code ?? 'no code'}): ${error.message}`),
  );
  try {
    await runMigrations(handle.db);
    await seedReferenceData(handle.db);
    await ensureFirstOperator(handle.db, config.adminPassword, log);
    if (config.demoData) await seedDemoData(handle.db);
  } catch (error) {
    await handle.close();
    await embedded?.stop();
    throw error;
  }
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await embedded?.stop();
    },
  };
};
