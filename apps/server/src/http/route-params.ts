import { z } from 'zod';

/**
 * A record's id in a route's path (`/:id`): a positive whole number that a bigint column and a
 * JavaScript number both hold exactly; anything else is a 400, never a query.
 */
export const idParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
