import { and, asc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paginate, type PageParams } from '../../db/paginate.ts';
import { loanAccruals, loanRepayments, loans, markets } from '../../db/schema/index.ts';
import type { LoanRow } from './loan-view.ts';

/** Under review, or lent and not yet repaid (the statuses the one-open-loan index covers). */
export const OPEN_STATUSES = ['applied', 'disbursed', 'overdue'] as const;
export const CLOSED_STATUSES = ['rejected', 'repaid'] as const;
/** Lent and not yet repaid: the loans that accrue and are watched. */
export const LENT_STATUSES = ['disbursed', 'overdue'] as const;

export type NewLoan = typeof loans.$inferInsert;
export type AccrualRow = typeof loanAccruals.$inferSelect;
export type NewAccrual = typeof loanAccruals.$inferInsert;
export type NewRepayment = typeof loanRepayments.$inferInsert;

export const insertLoan = async (tx: Executor, values: NewLoan): Promise<LoanRow> => {
  const [row] = await tx.insert(loans).values(values).returning();
  if (!row) throw new Error('loan insert returned nothing');
  return row;
};

export const loanById = async (db: Executor, id: number): Promise<LoanRow | null> => {
  const [row] = await db.select().from(loans).where(eq(loans.id, id));
  return row ?? null;
};

/** The lent loan locked with SKIP LOCKED: null when it is not lent or another run holds it. */
export const claimLentLoan = async (tx: Executor, id: number): Promise<LoanRow | null> => {
  const [row] = await tx
    .select()
    .from(loans)
    .where(and(eq(loans.id, id), inArray(loans.status, [...LENT_STATUSES])))
    .for('update', { skipLocked: true });
  return row ?? null;
};

/** The customer's loans under review or lent. */
export const openLoansOf = (db: Executor, customerId: number): Promise<LoanRow[]> =>
  db
    .select()
    .from(loans)
    .where(and(eq(loans.customerId, customerId), inArray(loans.status, [...OPEN_STATUSES])));

/** The time zones lent loans count their days in (a handful: one per lending currency). */
export const lentTimeZones = async (db: Executor): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ timeZone: loans.timeZone })
    .from(loans)
    .where(inArray(loans.status, [...LENT_STATUSES]));
  return rows.map((row) => row.timeZone);
};

/**
 * Up to `limit` lent loans of the time zone accrued only through a day before `before`,
 * locked with SKIP LOCKED (another server's run, or a repayment holding one, is passed by).
 */
export const claimLoansToAccrue = (
  tx: Executor,
  timeZone: string,
  before: string,
  limit: number,
): Promise<LoanRow[]> =>
  tx
    .select()
    .from(loans)
    .where(
      and(
        inArray(loans.status, [...LENT_STATUSES]),
        eq(loans.timeZone, timeZone),
        lt(loans.accruedThrough, before),
      ),
    )
    .orderBy(loans.id)
    .limit(limit)
    .for('update', { skipLocked: true });

/**
 * Marks up to `limit` loans of the time zone as sent `notice`, claimed (SKIP LOCKED) by the
 * same UPDATE that marks them, so each is sent once: the reminder for a lent loan due between
 * `today` and `remindUntil`, the overdue message for an overdue one. Answers the marked loans.
 */
export const markLoansForNotice = (
  tx: Executor,
  notice: 'loanDueSoon' | 'loanOverdue',
  dates: { timeZone: string; today: string; remindUntil: string },
  at: Date,
  limit: number,
): Promise<LoanRow[]> => {
  const pending =
    notice === 'loanDueSoon'
      ? and(
          eq(loans.status, 'disbursed'),
          eq(loans.timeZone, dates.timeZone),
          isNull(loans.dueRemindedAt),
          lte(loans.dueDate, dates.remindUntil),
          gte(loans.dueDate, dates.today),
        )
      : and(
          eq(loans.status, 'overdue'),
          eq(loans.timeZone, dates.timeZone),
          isNull(loans.overdueNotifiedAt),
        );
  const claim = tx
    .select({ id: loans.id })
    .from(loans)
    .where(pending)
    .limit(limit)
    .for('update', { skipLocked: true });
  const mark = notice === 'loanDueSoon' ? { dueRemindedAt: at } : { overdueNotifiedAt: at };
  return tx
    .update(loans)
    .set(mark)
    .where(inArray(loans.id, sql`(${claim})`))
    .returning();
};

export const accrualsOf = (db: Executor, loanId: number): Promise<AccrualRow[]> =>
  db
    .select()
    .from(loanAccruals)
    .where(eq(loanAccruals.loanId, loanId))
    .orderBy(asc(loanAccruals.day));

/** Inserts the days that have no row yet (the primary key is the loan and day); answers those. */
export const insertAccrualDays = (tx: Executor, rows: NewAccrual[]): Promise<AccrualRow[]> =>
  tx.insert(loanAccruals).values(rows).onConflictDoNothing().returning();

export const setAccrualEntry = async (
  tx: Executor,
  loanId: number,
  day: string,
  entryId: number,
): Promise<void> => {
  await tx
    .update(loanAccruals)
    .set({ entryId })
    .where(and(eq(loanAccruals.loanId, loanId), eq(loanAccruals.day, day)));
};

export const repaymentsOf = (db: Executor, loanId: number) =>
  db
    .select()
    .from(loanRepayments)
    .where(eq(loanRepayments.loanId, loanId))
    .orderBy(asc(loanRepayments.id));

export const insertRepayment = async (tx: Executor, values: NewRepayment): Promise<void> => {
  await tx.insert(loanRepayments).values(values);
};

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
