import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Whether an error means "the database cannot be reached right now" (a terminated backend,
 * a server shutting down or starting, a refused or broken connection) rather than a fault of
 * the request or of our code: such a request is answered 503 with Retry-After, not 500.
 */
const LOST_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

const LOST_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// What pg and pg-pool throw without a code when a connection breaks or none can be had.
const LOST_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end',
  'Client was closed and is not queryable',
  // 55000, but only this message of that class: ALTER DATABASE ... ALLOW_CONNECTIONS false.
  'is not currently accepting connections',
];

const codeOf = (error: object): string | undefined =>
  'code' in error && typeof error.code === 'string' ? error.code : undefined;

const isLost = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = codeOf(error);
  if (code !== undefined) {
    if (LOST_SQLSTATES.has(code) || LOST_NODE_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true; // connection_exception class
  }
  return LOST_MESSAGES.some((message) => error.message.includes(message));
};

/** Looks through drizzle's wrapper (DrizzleQueryError.cause) and AggregateErrors. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (depth > 5 || !(error instanceof Error)) return false;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  // Its message holds the SQL and its parameters: only the driver's error below counts.
  if (error instanceof DrizzleQueryError) return isDatabaseUnavailable(error.cause, depth + 1);
  return isLost(error) || isDatabaseUnavailable(error.cause, depth + 1);
};
