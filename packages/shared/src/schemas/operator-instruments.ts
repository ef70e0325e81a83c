import { z } from 'zod';
import { LANGUAGE_KEYS } from '../enums.ts';
import { pageQuery, safeString } from './common.ts';
import { calendarCode, instrumentView } from './market.ts';
import { reviewVersion } from './review.ts';

const instrumentName = safeString()
  .trim()
  .min(1, 'validation.required')
  .max(120, 'validation.tooLong');

/** Names per language over the catalogue name; a language left out shows the catalogue name. */
export const instrumentNames = z.partialRecord(z.enum(LANGUAGE_KEYS), instrumentName);

/** The console's instrument list: paged on the server, by market and symbol or name. */
export const adminInstrumentsQuery = pageQuery.extend({
  market: calendarCode.optional(),
  q: safeString().trim().max(40, 'validation.tooLong').optional(),
});

export const adminInstrumentView = instrumentView.extend({
  /** The catalogue name, the fallback of every language. */
  name: z.string(),
  names: instrumentNames,
  enabled: z.boolean(),
  version: z.number().int(),
});

/**
 * Reference data an operator may edit: names and the lot (the "minimum unit" of an order).
 * Nothing here can move a price: tick size, currency and reference price are not editable,
 * and a request naming one is refused rather than stripped.
 */
export const instrumentEditRequest = z.strictObject({
  version: reviewVersion,
  name: instrumentName,
  names: instrumentNames,
  lotSize: z.number('validation.invalid').int('validation.invalid').min(1).max(100_000),
});

/** Listed or unlisted for customers (holders keep seeing and closing what they hold). */
export const instrumentListingRequest = z.object({
  version: reviewVersion,
  enabled: z.boolean(),
});

/**
 * Halt or resume trading for everyone, always with a reason: a halt's reason is shown to the
 * customers (the quote, the order screen, an order's refusal) and kept by the audit log.
 */
export const instrumentHaltRequest = z.object({
  version: reviewVersion,
  halted: z.boolean(),
  reason: safeString().trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
});

export type AdminInstrumentView = z.infer<typeof adminInstrumentView>;
export type InstrumentEditRequest = z.infer<typeof instrumentEditRequest>;
