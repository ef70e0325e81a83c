import { Decimal, decimalString } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { getSetting } from '../reference/reference.repository.ts';

export const FX_SPREAD_SETTING = 'fx.spread';

/**
 * The platform's spread on account transfers when no operator has set one: 0.5 %.
 * A missing row means this default; a row that is not a fraction in [0, 0.1] is a
 * misconfiguration and fails loudly instead of converting at a surprising rate.
 */
export const DEFAULT_FX_SPREAD = '0.005';
const MAX_FX_SPREAD = new Decimal('0.1');

export const getFxSpread = async (db: Executor): Promise<Decimal> => {
  const stored = await getSetting(db, FX_SPREAD_SETTING);
  if (stored === undefined) return new Decimal(DEFAULT_FX_SPREAD);
  // A decimal string only: a JSON number would already have passed through a float.
  const parsed = decimalString.safeParse(stored);
  const spread = parsed.success ? new Decimal(parsed.data) : null;
  if (!spread || spread.isNegative() || spread.gt(MAX_FX_SPREAD))
    throw new Error(`setting ${FX_SPREAD_SETTING} must be a decimal in [0, 0.1]`);
  return spread;
};
