import type { Decider, ReviewedCustomer } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { decidersOf } from '../audit/actor-names.repository.ts';
import { reviewedCustomersOf } from './member.repository.ts';

/** A record of a review list as far as its context goes: whose it is, who decided it. */
interface Reviewed {
  customerId: number;
  decidedBy: string | null;
}

export type ReviewContext = { customer: ReviewedCustomer; decidedBy: Decider };

/**
 * What every review list (deposits, withdrawals, KYC, loans) shows beside a record: the
 * customer behind it and who decided it, read for the whole page at once (two queries
 * whatever its size), so a queue adds these two fields without a query of its own. `of`
 * names a row's customer and decider; `view` is the queue's own view of the row.
 */
export const withReviewContext = async <R, V extends object>(
  db: Executor,
  rows: readonly R[],
  of: (row: R) => Reviewed,
  view: (row: R) => V,
): Promise<(V & ReviewContext)[]> => {
  const records = rows.map(of);
  const [customers, deciders] = await Promise.all([
    reviewedCustomersOf(
      db,
      records.map((record) => record.customerId),
    ),
    decidersOf(
      db,
      records.map((record) => record.decidedBy),
    ),
  ]);
  return rows.map((row) => {
    const { customerId, decidedBy } = of(row);
    return {
      ...view(row),
      // Every record's customer exists (a foreign key); the fallback only keeps the type whole.
      customer: customers.get(customerId) ?? {
        id: customerId,
        nickname: `#${customerId}`,
        contact: null,
        verifiedName: null,
      },
      decidedBy: deciders(decidedBy),
    };
  });
};
