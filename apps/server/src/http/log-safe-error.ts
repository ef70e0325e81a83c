import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What the logs keep of an error. A drizzle query error carries the SQL and its parameters in
 * its message, its stack and its fields (`query`, `params`); a PostgreSQL error carries row
 * values in `detail` and `where` and sometimes in its message (`invalid input syntax for type
 * uuid: "..."`). Logs may hold none of that: they keep the type, the SQLSTATE, the constraint,
 * table and column names and the stack frames, nothing the request brought.
 */
// A type, not an interface: the logger's serializer type wants an indexable record.
export type SafeError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeError;
};

const stringField = (error: object, field: string): string | undefined => {
  const value: unknown = (error as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
};

/** A quoted value at the end of a driver message (`...: "abc"`) is the caller's data. */
const scrubMessage = (message: string): string =>
  message.replace(/: ".*"$/s, ': "[redacted]"').replace(/\n[\s\S]*$/, '');

/** The stack's frames under a message of our choosing (a stack starts with the message). */
const framesOf = (error: Error, message: string): string | undefined => {
  if (!error.stack) return undefined;
  const at = error.stack.indexOf('\n    at ');
  return at === -1
    ? `${error.name}: ${message}`
    : `${error.name}: ${message}${error.stack.slice(at)}`;
};

const isDatabaseError = (error: Error): boolean =>
  typeof stringField(error, 'severity') === 'string' ||
  /^[0-9A-Z]{5}$/.test(stringField(error, 'code') ?? '');

const isSafeError = (value: unknown): value is SafeError =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Error) &&
  'type' in value &&
  typeof value.type === 'string' &&
  'message' in value &&
  typeof value.message === 'string';

/** Also the logger's `err` serializer: a value it already made passes through unchanged. */
export const safeError = (value: unknown, depth = 0): SafeError => {
  if (isSafeError(value)) return value;
  if (!(value instanceof Error))
    return { type: typeof value, message: depth === 0 ? 'non-error thrown' : 'non-error cause' };
  const type = value.constructor.name;
  if (value instanceof DrizzleQueryError) {
    const safe: SafeError = { type, message: 'query failed' };
    const stack = framesOf(value, safe.message);
    if (stack) safe.stack = stack;
    if (value.cause !== undefined && depth < 3) safe.cause = safeError(value.cause, depth + 1);
    return safe;
  }
  const message = isDatabaseError(value) ? scrubMessage(value.message) : value.message;
  const safe: SafeError = { type, message };
  for (const field of ['code', 'constraint', 'table', 'column'] as const) {
    const text = stringField(value, field);
    if (text !== undefined) safe[field] = text;
  }
  const stack = framesOf(value, message);
  if (stack) safe.stack = stack;
  if (value.cause !== undefined && depth < 3) safe.cause = safeError(value.cause, depth + 1);
  return safe;
};

/** The logger's `err` serializer (Fastify's type wants a stack string). */
export const errSerializer = (error: unknown): SafeError & { stack: string } => {
  const safe = safeError(error);
  return { ...safe, stack: safe.stack ?? '' };
};
