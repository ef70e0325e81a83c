import { z } from 'zod/mini';
import { LANGUAGE_KEYS, TEXT_MAX_LENGTH } from '../enums.ts';
import { DECIMAL_PATTERN } from '../decimal-text.ts';
import { INSTRUMENT_KEY_PATTERN } from '../instrument-key.ts';

/** A missing field reads 'X is required.' in every schema, on the server and in forms. */
z.config({
  customError: (issue) => (issue.input === undefined ? 'validation.required' : undefined),
});

/**
 * Every string a client sends goes through this builder. PostgreSQL cannot hold a NUL
 * (U+0000) in text and answers an error for it, so a NUL anywhere is refused here, as a
 * validation failure the forms and the server both translate, instead of reaching the
 * database as a 500. A lone UTF-16 surrogate is no character either: jsonb refuses it (audit
 * rows and inbox messages keep text in jsonb), so it is refused alike.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const SAFE_STRING = z
  .string()
  .check(
    z.refine(
      (value) => !value.includes('\u0000') && !LONE_SURROGATE.test(value),
      'validation.invalid',
    ),
  );
/**
 * The builders below hand out one schema each rather than a new one per field: a schema never
 * changes once made (each method returns a copy), and making one costs a browser's main thread
 * at start-up, when every screen's answer schemas are built as their modules load.
 */
export const safeString = () => SAFE_STRING;

/** A currency code as listed by `GET /currencies`; the server checks it is one of them. */
export const currencyCode = z.pipe(
  z.string().check(z.trim(), z.toUpperCase()),
  z.string().check(z.regex(/^[A-Z]{3,8}$/, 'validation.invalid')),
);

/** Trade (pay) password: six digits, as brokerage PINs are. */
export const payPasswordSchema = z
  .string()
  .check(
    z.minLength(1, 'validation.payPasswordRequired'),
    z.regex(/^\d{6}$/, 'validation.payPasswordFormat'),
  );

/** An instrument key in a request (`US:AAPL`), surrounding spaces dropped. */
const INSTRUMENT_KEY = z
  .string()
  .check(z.trim(), z.regex(INSTRUMENT_KEY_PATTERN, 'validation.instrumentInvalid'));
export const instrumentKey = () => INSTRUMENT_KEY;

/**
 * The translation key of an issue's message. A check given no `validation.*` key says zod's
 * own words, which are English only (and, in zod/mini, only 'Invalid input'): 'not valid'.
 */
export const validationKey = (message: string | undefined): string =>
  message?.startsWith('validation.') ? message : 'validation.invalid';

/**
 * Messages of these schemas are translation keys (`validation.*`): the server and
 * the web forms translate them into the reader's language.
 */
const texts = new Map<number, z.ZodMiniString>();
export const text = (max = TEXT_MAX_LENGTH): z.ZodMiniString => {
  let schema = texts.get(max);
  if (!schema) {
    schema = SAFE_STRING.check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(max, 'validation.tooLong'),
    );
    texts.set(max, schema);
  }
  return schema;
};

/**
 * For a check across fields (`.check(z.refine(check, { ...onceValid('start', 'end') }))`): it
 * runs as soon as those fields are valid, whatever else in the form is wrong, so one pass of the
 * form says every problem; zod otherwise skips an object's checks while any field has an issue.
 */
export const onceValid = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    // A body that is no object at all (junk) has its issue at the root: nothing to compare.
    !payload.issues.some(
      (issue) => (issue.path?.length ?? 0) === 0 || fields.includes(String(issue.path?.[0])),
    ),
});

/**
 * A new product's name per customer language: English is required, because every reader whose
 * language has none falls back to it; each other language is optional.
 */
export const productNames = (max = 80) =>
  z.intersection(z.object({ en: text(max) }), z.partialRecord(z.enum(LANGUAGE_KEYS), text(max)));

/**
 * Dates a client may send: years 1900 to 2100. PostgreSQL and JavaScript disagree about
 * year 0 and far years (a JS Date past 275760 is invalid), and no statement, chart or
 * deal of this product lies outside this range, so anything else is a mistake or a probe.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;
const withinYears = (value: string) => {
  // Both ISO forms below start with a four-digit year. Zod runs this refinement even when the
  // format check failed: text that is no date at all is left to that check's one message.
  if (!/^\d{4}-/.test(value)) return true;
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
};

/** A calendar day, `2026-03-01`. */
const ISO_DAY = z.iso
  .date('validation.dateInvalid')
  .check(z.refine(withinYears, 'validation.dateInvalid'));
export const isoDay = () => ISO_DAY;

/** An instant with its offset, `2026-03-01T10:00:00Z`. */
const ISO_INSTANT = z.iso
  .datetime({ offset: true, message: 'validation.dateInvalid' })
  .check(z.refine(withinYears, 'validation.dateInvalid'));
export const isoInstant = () => ISO_INSTANT;

export const decimalString = z
  .string()
  .check(
    z.regex(DECIMAL_PATTERN, 'validation.amountInvalid'),
    z.describe('An exact decimal amount, as a string'),
  );

/**
 * A positive amount with at most 8 decimals ('Please enter the correct amount'). Here, not in
 * funding.ts, so the loan, transfer and practice schemas have it without funding's bank and
 * wallet checks (IBAN, EVM and TRON address libraries) in every screen's bundle.
 */
export const positiveAmount = decimalString.check(
  z.refine((value) => !value.startsWith('-') && !/^0+(\.0+)?$/.test(value), {
    message: 'validation.amountInvalid',
  }),
);

export const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

/** How many rows come before a page (pages count from 1). */
export const rowsBefore = ({ page, pageSize }: { page: number; pageSize: number }): number =>
  (page - 1) * pageSize;

const WHOLE_NUMBER = z.int();
export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: WHOLE_NUMBER,
    page: WHOLE_NUMBER,
    pageSize: WHOLE_NUMBER,
  });

export const okSchema = z.object({ ok: z.literal(true) });
