import { z } from 'zod/mini';
import { Decimal } from '../money.ts';
import { nonNegativeAmountInUnits } from '../schemas/amount-units.ts';

const AMOUNT = /^\d{1,20}(\.\d{1,8})?$/;
/** A non-negative decimal string (a rate, a minimum, a share), as NUMERIC holds it. */
const amount = z.string().check(z.regex(AMOUNT, 'validation.wrongAmount'));
/** A share of something: 0 to 1 inclusive (0.001 = 0.1 %, 0.2 = 20 %). */
const share = amount.check(
  // Compared only once it is an amount: zod runs this check after the pattern refused the text.
  z.refine((value) => !AMOUNT.test(value) || new Decimal(value).lte(1), 'validation.wrongAmount'),
);

/**
 * Rounding rule of every fee: up to the cent (2 places, ROUND_UP), so that the fee shown
 * before confirming is never below the fee taken, and a hold computed with it covers the fill.
 */
export const FEE_PLACES = 2;
export const FEE_ROUNDING = Decimal.ROUND_UP;

/** The minimum is money in the market's currency: no finer than the cent a fee is rounded to. */
export const feeRuleSchema = z.object({
  rate: share,
  minimum: nonNegativeAmountInUnits(FEE_PLACES),
});

/**
 * The fee table of the `trading.fees` setting, which operators may edit: a default rule,
 * per-market overrides (minimums in the market's own currency) and the VIP discount. The
 * server validates the stored setting with it and publishes it (`GET trading/fees`); the app
 * estimates with what it fetched, so an edit reaches both without a rebuild.
 */
export const feeScheduleSchema = z.object({
  default: feeRuleSchema,
  markets: z.record(z.string().check(z.regex(/^[A-Z]{2}$/)), feeRuleSchema),
  /** Share of the fee VIP customers do not pay (0.2 = 20 % off). */
  vipDiscount: share,
});

export type FeeRule = z.infer<typeof feeRuleSchema>;
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

/** The fee table and whether this customer gets the VIP discount. */
export interface FeeTerms {
  fees: FeeSchedule;
  vip: boolean;
}

/** The rule of a market: its override, else the default. */
export const feeRuleOf = (fees: FeeSchedule, market: string): FeeRule =>
  fees.markets[market] ?? fees.default;

/**
 * The handling fee of a trade of `notional`: notional x rate, at least the minimum, less
 * the VIP discount; rounded up to the cent (FEE_ROUNDING).
 */
export const tradeFee = (terms: FeeTerms, market: string, notional: Decimal): Decimal => {
  const rule = feeRuleOf(terms.fees, market);
  const gross = Decimal.max(notional.times(rule.rate), new Decimal(rule.minimum));
  const net = terms.vip ? gross.times(new Decimal(1).minus(terms.fees.vipDiscount)) : gross;
  return net.toDecimalPlaces(FEE_PLACES, FEE_ROUNDING);
};

/** The fee of a sale bringing in `gross`: never more than the sale brings, so a close never costs. */
export const saleFee = (terms: FeeTerms, market: string, gross: Decimal): Decimal =>
  Decimal.min(tradeFee(terms, market, gross), gross);
