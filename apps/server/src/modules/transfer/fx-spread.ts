import { Decimal, decimalString } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export const FX_SPREAD_SETTING = 'fx.spread';

/**
 * The platform's spread on account transfers when no operator has set one: 0.5 %.
 * A missing row means this default; a row that is not a fraction in [0, 0.1] is a
 * misconfiguration and fails loudly instead of converting at a surprising rate.
 */
export const DEFAULT_FX_SPREAD = '0.005';
const MAX_FX_SPREAD = new Decimal('0.1');

/**
 * Read as the JSON scalar's text (`"0.005"` or `0.005` alike), never through a JS number:
 * the jsonb column mapping turns a numeric-looking JSON string into a float.
 */
const readSpreadText = async (db: Executor): Promise<string | null | undefined> => {
  const result = await db.execute<{ value: string | null }>(
    sql`SELECT value #>> '{}' AS value FROM settings WHERE key = ${FX_SPREAD_SETTING}`,
  );
  return result.rows[0]?.value;
};

export const getFxSpread = async (db: Executor): Promise<Decimal> => {
  const stored = await readSpreadText(db);
  if (stored === undefined) return new Decimal(DEFAULT_FX_SPREAD);
  const parsed = decimalString.safeParse(stored);
  const spread = parsed.success ? new Decimal(parsed.data) : null;
  if (!spread || spread.isNegative() || spread.gt(MAX_FX_SPREAD))
    throw new Error(`setting ${FX_SPREAD_SETTING} must be a decimal in [0, 0.1]`);
  return spread;
};
