import { currencyDecimals, Decimal } from '@brokerage/shared';

/**
 * The share added to what a screen needs before suggesting a conversion: prices move between
 * the conversion and the order's fill (quotes tick even while a market is closed), and an
 * amount that covered the need exactly would leave the customer a few cents short (issue 31
 * item 5).
 */
export const FUNDING_MARGIN = new Decimal('0.01');

/**
 * How much of `currency` to buy so that `needed` (the full cash the action takes, its hold or
 * reserve included) is covered with `margin` (FUNDING_MARGIN where prices move; none for a
 * fixed amount): undefined when the available cash covers the need. Rounded up to the
 * currency's unit, never down.
 */
export const conversionNeed = (
  needed: Decimal.Value,
  available: Decimal.Value,
  currency: string,
  margin: Decimal.Value = 0,
): Decimal | undefined => {
  const need = new Decimal(needed);
  if (need.lte(available)) return undefined;
  return need
    .times(new Decimal(margin).plus(1))
    .minus(available)
    .toDecimalPlaces(currencyDecimals(currency), Decimal.ROUND_UP);
};
