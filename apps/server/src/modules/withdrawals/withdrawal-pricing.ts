import { Decimal } from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { currencies } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { getWithdrawalRules } from '../deposits/funding-settings.ts';
import { fxRate } from '../fx/fx.service.ts';
import { refuseFinerThanUnit } from '../reference/currency-units.ts';

export interface WithdrawalPrice {
  amount: Decimal;
  fee: Decimal;
  total: Decimal;
  minimum: Decimal;
}

/**
 * The fee and the minimum in the withdrawal's currency. Rounding: both are rounded
 * UP to the currency's decimals, so the disclosed fee is exactly the fee charged
 * and the minimum is never below $10.
 */
export const priceWithdrawal = async (
  db: Executor,
  currency: string,
  amountText: string,
): Promise<WithdrawalPrice> => {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, currency));
  if (!row) throw new DomainError('CURRENCY_UNSUPPORTED');
  const rules = await getWithdrawalRules(db);
  const usdToCurrency = await fxRate(db, 'USD', currency);
  const places = row.decimals;
  const amount = new Decimal(amountText);
  refuseFinerThanUnit(amount, places);
  const minimum = new Decimal(rules.minimumUsd)
    .times(usdToCurrency)
    .toDecimalPlaces(places, Decimal.ROUND_UP);
  const feeMinimum = new Decimal(rules.feeMinimumUsd)
    .times(usdToCurrency)
    .toDecimalPlaces(places, Decimal.ROUND_UP);
  const fee = Decimal.max(
    amount.times(rules.feeRate).toDecimalPlaces(places, Decimal.ROUND_UP),
    feeMinimum,
  );
  return { amount, fee, total: amount.plus(fee), minimum };
};
