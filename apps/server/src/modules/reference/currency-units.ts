import { Decimal } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { currencyDecimals } from './reference.repository.ts';

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

/** The currency's decimals from the `currencies` table; a currency not ours is refused. */
export const currencyPlaces = async (db: Executor, currency: string): Promise<number> => {
  const places = await currencyDecimals(db, currency);
  if (places === null) throw new DomainError('CURRENCY_UNSUPPORTED');
  return places;
};

/** `refuseFinerThanUnit` with the currency's unit read from the table; not ours: refused. */
export const assertCurrencyUnits = async (
  db: Executor,
  currency: string,
  amount: string,
): Promise<void> => {
  refuseFinerThanUnit(amount, await currencyPlaces(db, currency));
};
