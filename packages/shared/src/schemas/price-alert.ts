import { z } from 'zod/mini';
import { decimalString, instrumentKey, positiveAmount } from './common.ts';

export const priceAlertRequest = z.object({
  key: instrumentKey(),
  direction: z.enum(['above', 'below'], 'validation.invalid'),
  price: positiveAmount,
});

export const priceAlertView = z.object({
  id: z.int(),
  key: z.string(),
  direction: z.enum(['above', 'below']),
  price: decimalString,
  status: z.enum(['active', 'triggered', 'cancelled']),
  triggeredAt: z.nullable(z.string()),
  triggeredPrice: z.nullable(decimalString),
  createdAt: z.string(),
});

export type PriceAlertRequest = z.infer<typeof priceAlertRequest>;
export type PriceAlertView = z.infer<typeof priceAlertView>;
