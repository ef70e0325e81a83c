import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fxRates } from '../../db/schema/index.ts';

/** How many `quote` one `base` buys, as stored for exactly this pair; null: no such row. */
export const storedRate = async (
  db: Executor,
  base: string,
  quote: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ rate: fxRates.rate })
    .from(fxRates)
    .where(and(eq(fxRates.base, base), eq(fxRates.quote, quote)));
  return row?.rate ?? null;
};
