import { SCHEDULES, startOfDayIn, type CalendarCode } from '@brokerage/shared/market-time';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { corporateActions } from '../../db/schema/index.ts';
import type { PriceSplit } from '../../market/simulator/price-splits.ts';

/**
 * Every split approved and not cancelled, with the instant it takes effect (its ex-date begins in
 * its market): what a simulated feed divides its prices by, and what a fund's NAV base is
 * adjusted by.
 */
export const standingSplits = async (db: Executor): Promise<PriceSplit[]> => {
  const rows = await db
    .select()
    .from(corporateActions)
    .where(and(eq(corporateActions.kind, 'split'), ne(corporateActions.status, 'cancelled')))
    .orderBy(corporateActions.exDate, corporateActions.id);
  return rows.flatMap((row) =>
    row.splitTo === null || row.splitFrom === null
      ? []
      : [
          {
            key: row.instrumentKey,
            exDate: row.exDate,
            at: startOfDayIn(row.exDate, SCHEDULES[row.market as CalendarCode].zone),
            to: row.splitTo,
            from: row.splitFrom,
            applied: row.status === 'applied',
          },
        ],
  );
};
