import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paginate, type PageParams } from '../../db/paginate.ts';
import { loans, markets } from '../../db/schema/index.ts';
import type { LoanRow } from './loan-view.ts';

/** Under review, or lent and not yet repaid (the statuses the one-open-loan index covers). */
export const OPEN_STATUSES = ['applied', 'disbursed', 'overdue'] as const;
export const CLOSED_STATUSES = ['rejected', 'repaid'] as const;

/** The loan under its row lock; with `customerId`, only that customer's loan. */
export const lockLoan = async (
  db: Executor,
  id: number,
  customerId?: number,
): Promise<LoanRow | null> => {
  const owner = customerId === undefined ? undefined : eq(loans.customerId, customerId);
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.id, id), owner))
    .for('update');
  return row ?? null;
};

export const findLoan = async (db: Executor, id: number, customerId: number) => {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.id, id), eq(loans.customerId, customerId)));
  return row ?? null;
};

/** Every change moves the version an operator's decision is checked against (trigger, 0047). */
export const updateLoan = async (
  db: Executor,
  id: number,
  values: Partial<typeof loans.$inferInsert>,
): Promise<LoanRow> => {
  const [row] = await db.update(loans).set(values).where(eq(loans.id, id)).returning();
  if (!row) throw new Error(`loan ${id} vanished`);
  return row;
};

const stateFilter = (state: 'open' | 'closed' | 'all'): SQL | undefined =>
  state === 'open'
    ? inArray(loans.status, [...OPEN_STATUSES])
    : state === 'closed'
      ? inArray(loans.status, [...CLOSED_STATUSES])
      : undefined;

export const pageLoans = (
  db: Executor,
  filter: { customerId?: number; state?: 'open' | 'closed' | 'all'; status?: LoanRow['status'] },
  page: PageParams,
) =>
  paginate(
    db,
    loans,
    and(
      filter.customerId === undefined ? undefined : eq(loans.customerId, filter.customerId),
      filter.state === undefined ? undefined : stateFilter(filter.state),
      filter.status === undefined ? undefined : eq(loans.status, filter.status),
    ),
    loans.id,
    page,
  );

/**
 * The time zone a loan in `currency` counts its days in: its home market's, the first market
 * listed with that currency (the euro's markets keep one clock). None for a currency no
 * market uses.
 */
export const homeTimeZone = async (db: Executor, currency: string): Promise<string | null> => {
  const [row] = await db
    .select({ timezone: markets.timezone })
    .from(markets)
    .where(eq(markets.currency, currency))
    .orderBy(asc(markets.sort))
    .limit(1);
  return row?.timezone ?? null;
};
