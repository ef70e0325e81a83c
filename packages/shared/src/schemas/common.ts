import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../enums.ts';
import { DECIMAL_PATTERN } from '../money.ts';

/** A missing field reads 'X is required.' in every schema, on the server and in forms. */
z.config({
  customError: (issue) => (issue.input === undefined ? 'validation.required' : undefined),
});

/**
 * Messages of these schemas are translation keys (`validation.*`): the server and
 * the web forms translate them into the reader's language.
 */
export const text = (max = TEXT_MAX_LENGTH) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

export const decimalString = z
  .string()
  .regex(DECIMAL_PATTERN, 'validation.amountInvalid')
  .describe('An exact decimal amount, as a string');

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const okSchema = z.object({ ok: z.literal(true) });
