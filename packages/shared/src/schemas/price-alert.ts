import { z } from 'zod';
import { decimalString, instrumentKey, positiveAmount } from './common.ts';

export const priceAlertRequest = z.object({
  key: instrumentKey(),
  direction: z.enum(['above', 'below'], 'validation.invalid'),
  price: positiveAmount,
});

export const priceAlertView = z.object({
  id: z.number().int(),
  key: z.string(),
  direction: z.enum(['above', 'below']),
  price: decimalString,
  status: z.enum(['active', 'triggered', 'cancelled']),
  triggeredAt: z.string().nullable(),
  triggeredPrice: decimalString.nullable(),
  createdAt: z.string(),
});

export type PriceAlertRequest = z.infer<typeof priceAlertRequest>;
export type PriceAlertView = z.infer<typeof priceAlertView>;
