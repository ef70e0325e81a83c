import { z } from 'zod/mini';
import { MARKET_CODES } from '../enums.ts';
import { decimalString, isoInstant, onceValid, payPasswordSchema, productNames } from './common.ts';
import { quantitySchema } from './trading.ts';

/**
 * How an oversubscribed IPO is allotted (a subscription that fits is always allotted in full):
 * - `pro_rata_lottery`: each subscription gets its pro-rata share in whole lots, rounded down,
 *   and the lots left over go one each to subscriptions drawn by the seeded lottery (partial
 *   subscription allowed);
 * - `whole_lottery`: subscriptions are drawn by the seeded lottery and allotted in full while
 *   lots remain, or not at all (partial subscription not allowed).
 */
export const IPO_ALLOTMENT_RULES = ['pro_rata_lottery', 'whole_lottery'] as const;
export type IpoAllotmentRule = (typeof IPO_ALLOTMENT_RULES)[number];

/** What a customer sees of an offering: the calendar decides it, never an operator. */
export const IPO_STATUSES = ['upcoming', 'open', 'waiting', 'allotted', 'listed'] as const;
export type IpoStatus = (typeof IPO_STATUSES)[number];

/** The list's tabs: allotted offerings wait for their listing on the allotment tab. */
export const IPO_LIST_FILTERS = ['upcoming', 'open', 'waiting', 'listed'] as const;

export const IPO_SUBSCRIPTION_STATUSES = [
  'waiting',
  'allotted',
  'partly_allotted',
  'not_allotted',
] as const;

const price = z.string().check(
  z.trim(),
  z.regex(/^\d{1,12}(\.\d{1,8})?$/, 'validation.amountInvalid'),
  z.refine((value) => !/^0+(\.0+)?$/.test(value), 'validation.amountInvalid'),
);

/** A number of shares in an offering's terms (the order form's "Minimum unit 1" is for orders). */
const shares = z.string().check(
  z.trim(),
  z.regex(/^\d{1,12}$/, 'validation.offeringShares'),
  z.refine((value) => !/^0+$/.test(value), 'validation.offeringShares'),
);

const symbol = z
  .string()
  .check(z.trim(), z.regex(/^[A-Z0-9.]{1,16}$/, 'validation.instrumentInvalid'));

const names = productNames();

const before = (a: string, b: string) => new Date(a) < new Date(b);
const notAfter = (a: string, b: string) => new Date(a) <= new Date(b);

export const createIpoRequest = z
  .object({
    market: z.enum(MARKET_CODES),
    symbol,
    names,
    issuePrice: price,
    lotSize: z
      .number('validation.lotSizeInvalid')
      .check(
        z.int('validation.lotSizeInvalid'),
        z.gte(1, 'validation.lotSizeInvalid'),
        z.lte(100000, 'validation.lotSizeInvalid'),
      ),
    sharesIssued: shares,
    maxPerCustomer: shares,
    allotmentRule: z.enum(IPO_ALLOTMENT_RULES),
    subscriptionStartsAt: isoInstant(),
    subscriptionEndsAt: isoInstant(),
    allotmentAt: isoInstant(),
    listingAt: isoInstant(),
  })
  .check(
    z.refine((ipo) => before(ipo.subscriptionStartsAt, ipo.subscriptionEndsAt), {
      path: ['subscriptionEndsAt'],
      ...onceValid('subscriptionStartsAt', 'subscriptionEndsAt'),
      message: 'validation.endsBeforeStart',
    }),
    z.refine((ipo) => notAfter(ipo.subscriptionEndsAt, ipo.allotmentAt), {
      path: ['allotmentAt'],
      ...onceValid('subscriptionEndsAt', 'allotmentAt'),
      message: 'validation.allotmentBeforeEnd',
    }),
    z.refine((ipo) => notAfter(ipo.allotmentAt, ipo.listingAt), {
      path: ['listingAt'],
      ...onceValid('allotmentAt', 'listingAt'),
      message: 'validation.listingBeforeAllotment',
    }),
  );
export type CreateIpoRequest = z.infer<typeof createIpoRequest>;

/** Every term of seed section 3 an offering has, before anyone commits. */
export const ipoView = z.object({
  id: z.int(),
  key: z.string(),
  market: z.string(),
  symbol: z.string(),
  name: z.string(),
  currency: z.string(),
  issuePrice: decimalString,
  issueAmount: decimalString,
  sharesIssued: z.string(),
  lotSize: z.int(),
  maxPerCustomer: z.string(),
  partialAllowed: z.boolean(),
  allotmentRule: z.enum(IPO_ALLOTMENT_RULES),
  subscriptionStartsAt: z.string(),
  subscriptionEndsAt: z.string(),
  allotmentAt: z.string(),
  listingAt: z.string(),
  status: z.enum(IPO_STATUSES),
  /** Shares subscribed so far, by everyone. */
  subscribedShares: z.string(),
  /** SHA-256 of the lottery seed, published from the start; the seed once drawn. */
  seedHash: z.string(),
  seed: z.nullable(z.string()),
  /** The fee on a subscription, as the published fee table charges a buy of that amount. */
  feeRate: decimalString,
  minimumFee: decimalString,
});
export type IpoView = z.infer<typeof ipoView>;

export const ipoListQuery = z.object({ status: z.optional(z.enum(IPO_LIST_FILTERS)) });

export const ipoSubscribeRequest = z.object({
  quantity: quantitySchema,
  payPassword: payPasswordSchema,
});
export type IpoSubscribeRequest = z.infer<typeof ipoSubscribeRequest>;

export const ipoSubscriptionView = z.object({
  id: z.int(),
  offeringId: z.int(),
  key: z.string(),
  name: z.string(),
  currency: z.string(),
  /** Subscription price (the issue price), quantity, and the hold: amount + fee. */
  price: decimalString,
  quantity: z.string(),
  amount: decimalString,
  fee: decimalString,
  total: decimalString,
  status: z.enum(IPO_SUBSCRIPTION_STATUSES),
  allottedQuantity: z.nullable(z.string()),
  allottedAmount: z.nullable(decimalString),
  allottedFee: z.nullable(decimalString),
  /** Subscription time, audit (allotment) time and listing date. */
  createdAt: z.string(),
  allottedAt: z.nullable(z.string()),
  listingAt: z.string(),
});
export type IpoSubscriptionView = z.infer<typeof ipoSubscriptionView>;

export const ipoDrawView = z.object({
  offeringId: z.int(),
  algorithm: z.string(),
  seed: z.string(),
  seedHash: z.string(),
  lotsAvailable: z.int(),
  lotsRequested: z.int(),
  lines: z.array(
    z.object({
      subscriptionId: z.int(),
      requestedLots: z.int(),
      baseLots: z.int(),
      ticket: z.string(),
      allottedLots: z.int(),
    }),
  ),
  createdAt: z.string(),
});
export type IpoDrawView = z.infer<typeof ipoDrawView>;

/** "Allot now" names nothing: the published rule and seed decide every allotment. */
export const ipoAllotRequest = z.strictObject({});
