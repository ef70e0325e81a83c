import { z } from 'zod/mini';
import { LANGUAGE_KEYS } from '../enums.ts';
import { pageQuery, safeString } from './common.ts';
import { calendarCode, instrumentView } from './market.ts';
import { reviewVersion } from './review.ts';

const instrumentName = safeString().check(
  z.trim(),
  z.minLength(1, 'validation.required'),
  z.maxLength(120, 'validation.tooLong'),
);

/** Names per language over the catalogue name; a language left out shows the catalogue name. */
export const instrumentNames = z.partialRecord(z.enum(LANGUAGE_KEYS), instrumentName);

/** The console's instrument list: paged on the server, by market and symbol or name. */
export const adminInstrumentsQuery = z.extend(pageQuery, {
  market: z.optional(calendarCode),
  q: z.optional(safeString().check(z.trim(), z.maxLength(40, 'validation.tooLong'))),
});

export const adminInstrumentView = z.extend(instrumentView, {
  /** The catalogue name, the fallback of every language. */
  name: z.string(),
  names: instrumentNames,
  enabled: z.boolean(),
  version: z.int(),
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
  lotSize: z
    .number('validation.invalid')
    .check(z.int('validation.invalid'), z.gte(1), z.lte(100_000)),
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
  reason: safeString().check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(500, 'validation.tooLong'),
  ),
});

export type AdminInstrumentView = z.infer<typeof adminInstrumentView>;
export type InstrumentEditRequest = z.infer<typeof instrumentEditRequest>;
