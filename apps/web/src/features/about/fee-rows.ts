import { Decimal } from '@brokerage/shared';
import type { FeeSchedule } from '@brokerage/shared/order-rules';

export interface FeeRow {
  /** A market's code, or undefined for the default rule (every other market). */
  market: string | undefined;
  /** The rate in percent, as a decimal string (`0.1425`). */
  percent: string;
  /** The minimum fee and its currency (undefined: each market's own currency). */
  minimum: string;
  currency: string | undefined;
}

/**
 * The fee table as rows a reader can scan: each market with its own rule (in its currency),
 * then the rule of every other market. Straight from the `trading.fees` setting the server
 * charges by.
 */
export const feeRows = (
  fees: FeeSchedule,
  currencyOf: (market: string) => string | undefined,
): FeeRow[] => {
  const percent = (rate: string) => new Decimal(rate).times(100).toString();
  return [
    ...Object.entries(fees.markets)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([market, rule]) => ({
        market,
        percent: percent(rule.rate),
        minimum: rule.minimum,
        currency: currencyOf(market),
      })),
    {
      market: undefined,
      percent: percent(fees.default.rate),
      minimum: fees.default.minimum,
      currency: undefined,
    },
  ];
};

/** The decimals a percentage shows: its own (`0.1`, `0.1425`, `20`). */
export const percentDecimals = (percent: string): number => new Decimal(percent).decimalPlaces();
