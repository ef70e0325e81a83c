import { z } from 'zod/mini';
import { decimalString, instrumentKey, isoInstant, payPasswordSchema } from './common.ts';
import { quoteSource } from './market.ts';
import { quantitySchema } from './trading.ts';

/** Seed section 9: a block order is a single transaction of 10,000 shares or more. */
export const BLOCK_MINIMUM_SHARES = 10_000;

/**
 * A block deal's premium on the feed's ask, in percent: "-5" is a 5 % discount, "2.5" a
 * 2.5 % premium. The server refuses one outside its band (setting `trading.blockDealBand`).
 */
export const premiumPercent = z
  .string()
  .check(
    z.trim(),
    z.regex(/^-?\d{1,2}(\.\d{1,4})?$/, 'validation.premiumInvalid'),
    z.describe('Percent on the ask, e.g. "-5" (a discount) or "2.5"'),
  );

/**
 * A deal is priced when a customer buys: the feed's ask at that moment plus the premium,
 * on the instrument's tick. `indicativePrice` is that price against the current quote (null
 * without one); the buy may fill at another if the ask moves.
 */
export const blockDealView = z.object({
  id: z.int(),
  key: z.string(),
  name: z.string(),
  currency: z.string(),
  premiumPercent: decimalString,
  indicativePrice: z.nullable(decimalString),
  /** The instrument's tick: the price is shown with its decimals (1.5495, not 1.54). */
  tickSize: z.string(),
  /** Where the price behind the indicative one comes from; null without a quote. */
  priceSource: z.nullable(quoteSource),
  minQuantity: z.string(),
  availableQuantity: z.string(),
  lotSize: z.int(),
  opensAt: z.string(),
  closesAt: z.string(),
});

export const BLOCK_DEAL_STATES = ['upcoming', 'open', 'sold_out', 'closed'] as const;

/** A deal as the console lists it: the customers' view, its state now, who set it up and when. */
export const adminBlockDealView = z.extend(blockDealView, {
  state: z.enum(BLOCK_DEAL_STATES),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type AdminBlockDealView = z.infer<typeof adminBlockDealView>;

export const blockBuyRequest = z.object({
  quantity: quantitySchema,
  payPassword: z.optional(payPasswordSchema),
});

/** A quantity as a BigInt when it is whole digits; null leaves its refusal to its own schema. */
const wholeShares = (value: string): bigint | null => (/^\d+$/.test(value) ? BigInt(value) : null);

/** Zod runs an object's refinements even when a field failed: each compares only what parsed. */
const atLeast = (value: string, minimum: string): boolean => {
  const [shares, floor] = [wholeShares(value), wholeShares(minimum)];
  return shares === null || floor === null || shares >= floor;
};

export const createBlockDealRequest = z
  .object({
    key: instrumentKey(),
    premiumPercent,
    minQuantity: quantitySchema,
    availableQuantity: quantitySchema,
    opensAt: isoInstant(),
    closesAt: isoInstant(),
  })
  .check(
    z.refine((deal) => atLeast(deal.minQuantity, String(BLOCK_MINIMUM_SHARES)), {
      path: ['minQuantity'],
      message: 'validation.blockMinimum',
    }),
    z.refine((deal) => atLeast(deal.availableQuantity, deal.minQuantity), {
      path: ['availableQuantity'],
      message: 'validation.invalid',
    }),
    z.refine((deal) => new Date(deal.closesAt) > new Date(deal.opensAt), {
      path: ['closesAt'],
      message: 'validation.dateInvalid',
    }),
  );

export type BlockDealView = z.infer<typeof blockDealView>;
export type CreateBlockDealRequest = z.infer<typeof createBlockDealRequest>;
