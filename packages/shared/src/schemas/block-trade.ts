import { z } from 'zod';
import { payPasswordSchema } from './auth.ts';
import { decimalString } from './common.ts';
import { positiveAmount } from './funding.ts';
import { quantitySchema } from './trading.ts';

/** Seed section 9: a block order is a single transaction of 10,000 shares or more. */
export const BLOCK_MINIMUM_SHARES = 10_000;

export const blockDealView = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  currency: z.string(),
  price: decimalString,
  minQuantity: z.string(),
  availableQuantity: z.string(),
  lotSize: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
});

export const blockBuyRequest = z.object({
  quantity: quantitySchema,
  payPassword: payPasswordSchema.optional(),
});

export const createBlockDealRequest = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}:[A-Z0-9.]{1,16}$/, 'validation.instrumentInvalid'),
    price: positiveAmount,
    minQuantity: quantitySchema,
    availableQuantity: quantitySchema,
    opensAt: z.iso.datetime({ offset: true, message: 'validation.dateInvalid' }),
    closesAt: z.iso.datetime({ offset: true, message: 'validation.dateInvalid' }),
  })
  .refine((deal) => BigInt(deal.minQuantity) >= BigInt(BLOCK_MINIMUM_SHARES), {
    path: ['minQuantity'],
    message: 'validation.blockMinimum',
  })
  .refine((deal) => BigInt(deal.availableQuantity) >= BigInt(deal.minQuantity), {
    path: ['availableQuantity'],
    message: 'validation.invalid',
  })
  .refine((deal) => new Date(deal.closesAt) > new Date(deal.opensAt), {
    path: ['closesAt'],
    message: 'validation.dateInvalid',
  });

export type BlockDealView = z.infer<typeof blockDealView>;
export type CreateBlockDealRequest = z.infer<typeof createBlockDealRequest>;
