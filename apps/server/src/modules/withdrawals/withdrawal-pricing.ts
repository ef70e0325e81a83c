import { Decimal } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { getWithdrawalRules } from '../deposits/funding-settings.ts';
import { fxRate } from '../fx/fx.service.ts';
import { currencyPlaces, refuseFinerThanUnit } from '../reference/currency-units.ts';

export interface WithdrawalPrice {
  amount: Decimal;
  fee: Decimal;
  total: Decimal;
  minimum: Decimal;
}

/**
 * A dollar figure of the published rules (the minimum, the fee's minimum) in `currency`:
 * exact in dollars; converted, rounded UP to a whole unit of the currency, so that a
 * customer reads "10 EUR", not the rate's "9.26 EUR" (issue 31 item 8), and it is never
 * below the dollar figure.
 */
const publishedFigure = (usd: string, usdToCurrency: Decimal.Value, currency: string): Decimal =>
  currency === 'USD'
    ? new Decimal(usd)
    : new Decimal(usd).times(usdToCurrency).toDecimalPlaces(0, Decimal.ROUND_UP);

/**
 * The fee and the minimum in the withdrawal's currency. Rounding: the rate-based fee UP to
 * the currency's decimals, so the disclosed fee is exactly the fee charged; the minimums by
 * `publishedFigure`.
 */
export const priceWithdrawal = async (
  db: Executor,
  currency: string,
  amountText: string,
): Promise<WithdrawalPrice> => {
  const places = await currencyPlaces(db, currency);
  const rules = await getWithdrawalRules(db);
  const usdToCurrency = await fxRate(db, 'USD', currency);
  const amount = new Decimal(amountText);
  refuseFinerThanUnit(amount, places);
  const minimum = publishedFigure(rules.minimumUsd, usdToCurrency, currency);
  const feeMinimum = publishedFigure(rules.feeMinimumUsd, usdToCurrency, currency);
  const fee = Decimal.max(
    amount.times(rules.feeRate).toDecimalPlaces(places, Decimal.ROUND_UP),
    feeMinimum,
  );
  return { amount, fee, total: amount.plus(fee), minimum };
};
