import { Decimal } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { currencies } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';

/**
 * The currency-unit rule every typed amount passes, a customer's or an operator's: no finer
 * than the currency's minor unit (`places`, its decimals in the `currencies` table). Nothing
 * is rounded here: an amount finer than the unit is refused (AMOUNT_PRECISION), so what is
 * posted is what was typed. The value counts, not the spelling: '10.50' USD is 10.5.
 */
export const refuseFinerThanUnit = (amount: Decimal | string, places: number): void => {
  if (new Decimal(amount).decimalPlaces() > places)
    throw new DomainError('AMOUNT_PRECISION', { places });
};

/** `refuseFinerThanUnit` with the currency's unit read from the table; not ours: refused. */
export const assertCurrencyUnits = async (
  db: Executor,
  currency: string,
  amount: string,
): Promise<void> => {
  const [row] = await db
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(eq(currencies.code, currency));
  if (!row) throw new DomainError('CURRENCY_UNSUPPORTED');
  refuseFinerThanUnit(amount, row.decimals);
};
