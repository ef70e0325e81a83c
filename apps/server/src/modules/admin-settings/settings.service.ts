import {
  EDITABLE_SETTINGS,
  EDITABLE_SETTING_KEYS,
  type EditableSettingKey,
} from '@brokerage/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fxRates, languages, settings } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { REQUIRE_TOTP_SETTING, revokePasswordOnlySessions } from '../operator/operator-sessions.ts';
import { getSetting } from '../reference/reference.repository.ts';

export interface OperatorContext {
  actor: string;
  ip: string | undefined;
}

export const listSettings = async (db: Database) =>
  Promise.all(
    EDITABLE_SETTING_KEYS.map(async (key) => ({ key, value: (await getSetting(db, key)) ?? null })),
  );

/**
 * Writes one setting after checking it against the schema the server reads it with, and
 * audits the value before and after, in one transaction. The row is locked first, so two
 * admins' edits are recorded in the order they took effect.
 */
export const updateSetting = async (
  db: Database,
  op: OperatorContext,
  key: EditableSettingKey,
  value: unknown,
  now: Date,
) => {
  const parsed = EDITABLE_SETTINGS[key].safeParse(value);
  if (!parsed.success) throw new DomainError('VALIDATION_FAILED');
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM settings WHERE key = ${key} FOR UPDATE`);
    const before = (await getSetting(tx, key)) ?? null;
    // Stored as JSON text cast to jsonb: a decimal string stays a string.
    const json = JSON.stringify(parsed.data);
    await tx
      .insert(settings)
      .values({ key, value: sql`${json}::jsonb` })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`${json}::jsonb` } });
    await writeAudit(tx, {
      actor: op.actor,
      action: 'setting.update',
      subjectType: 'setting',
      subjectId: key,
      before,
      after: parsed.data,
      ip: op.ip,
    });
    // TOTP required again after it was turned off: what the password alone opened is over.
    if (key === REQUIRE_TOTP_SETTING && parsed.data === true && before === false)
      await revokePasswordOnlySessions(tx, null, now);
    return { key, value: parsed.data as unknown };
  });
};

export const setLanguageEnabled = async (
  db: Database,
  op: OperatorContext,
  key: string,
  enabled: boolean,
) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(languages).where(eq(languages.key, key)).for('update');
    if (!before) throw new DomainError('NOT_FOUND');
    const [after] = await tx
      .update(languages)
      .set({ enabled })
      .where(eq(languages.key, key))
      .returning();
    await writeAudit(tx, {
      actor: op.actor,
      action: 'language.update',
      subjectType: 'language',
      subjectId: key,
      before,
      after,
      ip: op.ip,
    });
    return { key, label: before.label, enabled };
  });

const toRateView = (row: typeof fxRates.$inferSelect) => ({
  base: row.base,
  quote: row.quote,
  rate: row.rate,
  updatedAt: row.updatedAt.toISOString(),
});

export const listFxRates = async (db: Database) =>
  (await db.select().from(fxRates).orderBy(asc(fxRates.base), asc(fxRates.quote))).map(toRateView);

/** Sets a conversion rate (the spread is applied on top, `fx.spread`); audited. */
export const setFxRate = async (
  db: Database,
  op: OperatorContext,
  input: { base: string; quote: string; rate: string },
  now: Date,
) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(fxRates)
      .where(sql`${fxRates.base} = ${input.base} AND ${fxRates.quote} = ${input.quote}`)
      .for('update');
    if (!before) throw new DomainError('CURRENCY_UNSUPPORTED');
    const [after] = await tx
      .update(fxRates)
      .set({ rate: input.rate, updatedAt: now })
      .where(sql`${fxRates.base} = ${input.base} AND ${fxRates.quote} = ${input.quote}`)
      .returning();
    if (!after) throw new DomainError('CURRENCY_UNSUPPORTED');
    await writeAudit(tx, {
      actor: op.actor,
      action: 'fx.rate',
      subjectType: 'fx_rate',
      subjectId: `${input.base}/${input.quote}`,
      before: toRateView(before),
      after: toRateView(after),
      ip: op.ip,
    });
    return toRateView(after);
  });
