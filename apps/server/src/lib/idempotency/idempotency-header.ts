import { z } from 'zod';

const key = z.string().min(8).max(128);

/**
 * The `Idempotency-Key` header of a money route, one declaration for every route: optional for
 * customers (a retry without it is a new request), required where an operator moves money.
 */
export const idempotencyHeader = z.object({ 'idempotency-key': key.optional() });
export const requiredIdempotencyHeader = z.object({ 'idempotency-key': key });
