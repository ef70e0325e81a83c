import { currencyDecimals } from '../format/number-format.ts';
import { Decimal } from '../money.ts';

export interface DividendPayment {
  gross: Decimal;
  withholding: Decimal;
  net: Decimal;
}

/**
 * A cash dividend on one lot (issue 30 item 3), the published rule: gross = the shares the lot
 * held when the ex-date began x the amount per share, cut to the currency's unit; withholding =
 * gross x the market's withholding rate, to the nearest unit (half up); net = gross -
 * withholding, credited to cash.
 */
export const dividendOnLot = (
  shares: Decimal.Value,
  perShare: Decimal.Value,
  withholdingRate: Decimal.Value,
  currency: string,
): DividendPayment => {
  const places = currencyDecimals(currency);
  const gross = new Decimal(shares).times(perShare).toDecimalPlaces(places, Decimal.ROUND_DOWN);
  const withholding = gross.times(withholdingRate).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  return { gross, withholding, net: gross.minus(withholding) };
};
