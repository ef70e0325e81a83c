import { currencyDecimals, Decimal, percentShown } from '@brokerage/shared';

/**
 * A rate as a percentage in the reader's number format ('0.0005' -> '0.05%', '0,05%' in
 * French), with as many decimals as it has, so nothing is rounded away; a derived daily rate
 * that does not end within 8 decimals of a percent (18 % / 365) is shown to 8, with '≈'.
 */
export const ratePercent = (
  rate: string | Decimal,
  figure: (value: string, decimals: number) => string,
): string => {
  const { percent, exact } = percentShown(new Decimal(rate));
  return `${exact ? '' : '≈ '}${figure(percent, new Decimal(percent).decimalPlaces())}%`;
};

/**
 * Accrued interest or penalty as it is kept, to 8 decimals ('0,49315068'), and at least the
 * currency's unit ('0,50'): rounding it to cents here would show more than a repayment charges.
 */
export const accruedFigure = (
  value: string,
  currency: string,
  figure: (value: string, decimals: number) => string,
): string =>
  figure(value, Math.max(currencyDecimals(currency), new Decimal(value).decimalPlaces()));

/**
 * An equity ratio or a margin level (collateral / debt) as a percentage to 2 decimals, cut
 * toward zero so a loan is never shown above a level it is below ('1.2999' -> '129.99%').
 */
export const levelPercent = (
  ratio: string,
  figure: (value: string, decimals: number) => string,
): string =>
  `${figure(new Decimal(ratio).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(), 2)}%`;
