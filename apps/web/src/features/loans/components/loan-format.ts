import { Decimal } from '@brokerage/shared';

/**
 * A daily rate as an exact percentage in the reader's number format ('0.0005' -> '0.05%',
 * '0,05%' in French), with as many decimals as it has, so nothing is rounded away.
 */
export const ratePercent = (
  rate: string,
  figure: (value: string, decimals: number) => string,
): string => {
  const percent = new Decimal(rate).times(100);
  return `${figure(percent.toFixed(), percent.decimalPlaces())}%`;
};

/** Interest for the whole period at the stated daily rate, in cents (shown before applying). */
export const periodInterest = (amount: string, rate: string, days: number): Decimal =>
  new Decimal(amount).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).times(days);
