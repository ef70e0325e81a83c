import { z } from 'zod/mini';
import { MARKET_CODES } from '../enums.ts';
import { Decimal, DECIMAL_PATTERN } from '../money.ts';
import {
  decimalString,
  instrumentKey,
  isoDay,
  isoInstant,
  onceValid,
  payPasswordSchema,
  productNames,
  text,
} from './common.ts';
import { amountInUnits, FIAT_DECIMALS } from './amount-units.ts';

/**
 * When a quant fund's weights are reset to its stated weights, at that date's closes:
 * `none` never (the basket drifts with its prices), `weekly` at the NAV of each week's last
 * trading date, `monthly` at the NAV of each month's last trading date.
 */
export const QUANT_REBALANCE_RULES = ['none', 'weekly', 'monthly'] as const;
export type QuantRebalance = (typeof QUANT_REBALANCE_RULES)[number];

/** At most this many instruments in one basket. */
export const QUANT_MAX_COMPONENTS = 10;

/**
 * The one rounding rule, published on the fund page: NAVs and units are cut (rounded toward
 * zero) to this many decimals, payouts to the currency's cent; nothing is ever rounded up.
 */
export const QUANT_UNIT_DECIMALS = 8;

const names = productNames();

/** A weight in (0, 1] with at most 4 decimals, e.g. "0.25". */
const weight = z.string().check(
  z.trim(),
  z.regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'validation.weightInvalid'),
  z.refine((value) => !/^0(\.0+)?$/.test(value), 'validation.weightInvalid'),
);

/** Weights in ten-thousandths, so that their sum is checked without floating point. */
const basisPoints = (value: string): number => {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 10000 + Number(fraction.padEnd(4, '0'));
};

const purchase = amountInUnits(FIAT_DECIMALS);

export const createQuantFundRequest = z
  .object({
    names,
    market: z.enum(MARKET_CODES),
    risk: z
      .number('validation.riskLevelInvalid')
      .check(
        z.int('validation.riskLevelInvalid'),
        z.gte(1, 'validation.riskLevelInvalid'),
        z.lte(5, 'validation.riskLevelInvalid'),
      ),
    institution: text(80),
    periodDays: z
      .number('validation.periodDaysInvalid')
      .check(
        z.int('validation.periodDaysInvalid'),
        z.gte(1, 'validation.periodDaysInvalid'),
        z.lte(3650, 'validation.periodDaysInvalid'),
      ),
    minPurchase: purchase,
    maxPurchase: purchase,
    subscriptionStart: isoInstant(),
    subscriptionEnd: isoInstant(),
    rebalance: z.enum(QUANT_REBALANCE_RULES),
    /** NAV is 1 at this day's closes; a past day gives the fund its history from the feed. */
    baseDay: isoDay(),
    components: z
      .array(
        z.object({
          key: instrumentKey(),
          weight,
        }),
      )
      .check(z.minLength(1), z.maxLength(QUANT_MAX_COMPONENTS)),
  })
  .check(
    z.refine((fund) => new Date(fund.subscriptionEnd) > new Date(fund.subscriptionStart), {
      path: ['subscriptionEnd'],
      ...onceValid('subscriptionStart', 'subscriptionEnd'),
      message: 'validation.endsBeforeStart',
    }),
    z.refine(
      (fund) =>
        // Each bound's own rule refuses malformed text; compared only when both are amounts.
        !DECIMAL_PATTERN.test(fund.minPurchase) ||
        !DECIMAL_PATTERN.test(fund.maxPurchase) ||
        new Decimal(fund.maxPurchase).gte(fund.minPurchase),
      {
        path: ['maxPurchase'],
        message: 'validation.maxBelowMin',
        ...onceValid('minPurchase', 'maxPurchase'),
      },
    ),
    z.refine(
      (fund) =>
        fund.components.some((c) => !weight.safeParse(c.weight).success) ||
        fund.components.reduce((sum, c) => sum + basisPoints(c.weight), 0) === 10000,
      { path: ['components'], message: 'validation.weightsSum' },
    ),
    z.refine((fund) => new Set(fund.components.map((c) => c.key)).size === fund.components.length, {
      path: ['components'],
      message: 'validation.componentRepeated',
    }),
  );
export type CreateQuantFundRequest = z.infer<typeof createQuantFundRequest>;

/** One day's NAV and the closes it was computed from. */
export const quantNavPoint = z.object({
  day: z.string(),
  nav: decimalString,
  /** The day's weights were reset to the stated ones at these closes. */
  rebalanced: z.boolean(),
  prices: z.record(z.string(), decimalString),
});
export type QuantNavPoint = z.infer<typeof quantNavPoint>;

/** Today's NAV from the feed's current prices (null while a quote is missing). */
export const quantLiveNav = z.object({
  nav: decimalString,
  at: z.string(),
  prices: z.record(z.string(), decimalString),
  /** The base the rule started from today: the last rebalance (or the base day). */
  baseDay: z.string(),
  baseNav: decimalString,
  basePrices: z.record(z.string(), decimalString),
});
export type QuantLiveNav = z.infer<typeof quantLiveNav>;

/**
 * What past periods of the fund's length returned, from the stored NAV history: the lowest
 * and highest return over every window of `periodDays` days in it. Past performance only.
 */
export const quantReturnRange = z.object({
  min: decimalString,
  max: decimalString,
  windows: z.int(),
  from: z.string(),
  to: z.string(),
});

export const quantFundView = z.object({
  id: z.int(),
  name: z.record(z.string(), z.string()),
  market: z.string(),
  currency: z.string(),
  risk: z.int(),
  institution: z.string(),
  periodDays: z.int(),
  minPurchase: decimalString,
  maxPurchase: decimalString,
  subscriptionStart: z.string(),
  subscriptionEnd: z.string(),
  /** Whether a purchase is accepted now (inside the subscription window). */
  open: z.boolean(),
  rebalance: z.enum(QUANT_REBALANCE_RULES),
  baseDay: z.string(),
  components: z.array(z.object({ key: z.string(), weight: decimalString })),
  nav: z.nullable(quantLiveNav),
  returnRange: z.nullable(quantReturnRange),
  /**
   * Forward pricing: a purchase placed now is priced at the NAV of `pricingDay`, struck at its
   * valuation point `valuationAt` (the market's session close of that trading date).
   */
  pricing: z.object({ pricingDay: z.string(), valuationAt: z.string() }),
});
export type QuantFundView = z.infer<typeof quantFundView>;

export const quantFundDetail = z.extend(quantFundView, { history: z.array(quantNavPoint) });
export type QuantFundDetail = z.infer<typeof quantFundDetail>;

export const quantBuyRequest = z.object({
  amount: amountInUnits(FIAT_DECIMALS),
  payPassword: z.optional(payPasswordSchema),
});
export type QuantBuyRequest = z.infer<typeof quantBuyRequest>;

/** Seed section 4: 0 in progress, 1 ended. */
export const quantHoldingView = z.object({
  id: z.int(),
  fundId: z.int(),
  name: z.record(z.string(), z.string()),
  market: z.string(),
  currency: z.string(),
  amount: decimalString,
  /** The trading date whose NAV prices the purchase, and that NAV's valuation point. */
  pricingDay: z.string(),
  valuationAt: z.string(),
  /** Null while pending: units are fixed once the pricing date's NAV is struck. */
  units: z.nullable(decimalString),
  /** The buy price: the pricing date's NAV, and the closes it was struck from. */
  buyNav: z.nullable(decimalString),
  buyPrices: z.nullable(z.record(z.string(), decimalString)),
  unitsFixedAt: z.nullable(z.string()),
  startedAt: z.string(),
  /** Redeemed at this trading date's NAV once its valuation point has passed. */
  endDay: z.string(),
  periodDays: z.int(),
  status: z.union([z.literal(0), z.literal(1)]),
  /** In progress: NAV now, units x NAV now - amount (estimated, pending settlement). */
  currentNav: z.nullable(decimalString),
  estimatedProfit: z.nullable(decimalString),
  /** Ended: the sell price and what was paid back. */
  sellNav: z.nullable(decimalString),
  settledAmount: z.nullable(decimalString),
  settledProfit: z.nullable(decimalString),
  settledAt: z.nullable(z.string()),
});
export type QuantHoldingView = z.infer<typeof quantHoldingView>;
