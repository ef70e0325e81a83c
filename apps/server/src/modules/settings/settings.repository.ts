import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fxRates, languages, settings } from '../../db/schema/index.ts';

export type LanguageRow = typeof languages.$inferSelect;
export type FxRateRow = typeof fxRates.$inferSelect;

/** Locks the setting's row for update, if it has one (a setting never written has none). */
export const lockSettingRow = async (tx: Executor, key: string): Promise<void> => {
  await tx.execute(sql`SELECT 1 FROM settings WHERE key = ${key} FOR UPDATE`);
};

/** Inserts the setting or overwrites its value. */
export const upsertSetting = async (tx: Executor, key: string, value: unknown): Promise<void> => {
  // Stored as JSON text cast to jsonb: a decimal string stays a string.
  const json = JSON.stringify(value);
  await tx
    .insert(settings)
    .values({ key, value: sql`${json}::jsonb` })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`${json}::jsonb` } });
};

/** The language's row locked for update; null: no such language. */
export const lockLanguageByKey = async (tx: Executor, key: string): Promise<LanguageRow | null> => {
  const [row] = await tx.select().from(languages).where(eq(languages.key, key)).for('update');
  return row ?? null;
};

/** The language's row as changed; null: no such language. */
export const updateLanguageEnabled = async (
  tx: Executor,
  key: string,
  enabled: boolean,
): Promise<LanguageRow | null> => {
  const [row] = await tx
    .update(languages)
    .set({ enabled })
    .where(eq(languages.key, key))
    .returning();
  return row ?? null;
};

/** Every stored rate, by base and then quote currency. */
export const allFxRates = (db: Executor): Promise<FxRateRow[]> =>
  db.select().from(fxRates).orderBy(asc(fxRates.base), asc(fxRates.quote));

/** The pair's rate row locked for update; null: no rate is stored for the pair. */
export const lockFxRateByPair = async (
  tx: Executor,
  base: string,
  quote: string,
): Promise<FxRateRow | null> => {
  const [row] = await tx
    .select()
    .from(fxRates)
    .where(sql`${fxRates.base} = ${base} AND ${fxRates.quote} = ${quote}`)
    .for('update');
  return row ?? null;
};

/** The pair's rate row as changed; null: no rate is stored for the pair. */
export const updateFxRate = async (
  tx: Executor,
  base: string,
  quote: string,
  rate: string,
  now: Date,
): Promise<FxRateRow | null> => {
  const [row] = await tx
    .update(fxRates)
    .set({ rate, updatedAt: now })
    .where(sql`${fxRates.base} = ${base} AND ${fxRates.quote} = ${quote}`)
    .returning();
  return row ?? null;
};
