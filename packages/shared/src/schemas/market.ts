import { z } from 'zod';
import { MARKET_CODES } from '../enums.ts';
import { decimalString } from './common.ts';

/** The ten markets, plus IT and JP whose calendars only world indices use. */
export const calendarCode = z.enum([...MARKET_CODES, 'IT', 'JP'], 'validation.marketInvalid');
export const instrumentKind = z.enum(['stock', 'fund', 'index'], 'validation.invalid');

export const instrumentView = z.object({
  /** `MARKET:SYMBOL`: a symbol is unique only within its market. */
  key: z.string(),
  market: calendarCode,
  symbol: z.string(),
  name: z.string(),
  currency: z.string(),
  kind: instrumentKind,
  tickSize: decimalString,
  lotSize: z.number().int(),
  halted: z.boolean(),
});

export const instrumentsQuery = z.object({
  market: calendarCode.optional(),
  kind: instrumentKind.optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const instrumentParams = z.object({
  market: calendarCode,
  symbol: z.string().trim().min(1).max(16),
});

export const searchQuery = z.object({
  q: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export type InstrumentView = z.infer<typeof instrumentView>;
