import type { Book } from '@brokerage/shared';
import { rowsBefore, type ReviewedCustomer } from '@brokerage/shared';
import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bankCards,
  cryptoWallets,
  customers,
  deposits,
  kycSubmissions,
  orders,
  positions,
  sessions,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../db/like.ts';

// The console's customer page reads other domains' tables by their schema types: member sits
// below trading and kyc (they ask it for the customer), so it imports neither.
type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type PositionRow = typeof positions.$inferSelect;

export type CustomerRow = typeof customers.$inferSelect;

/** The book of the customer row `id` (a practice account's is `practice`); null: no such row. */
export const customerBook = async (db: Executor, id: number): Promise<Book | null> => {
  const [row] = await db
    .select({ book: customers.book })
    .from(customers)
    .where(eq(customers.id, id));
  if (!row) return null;
  return row.book === 'practice' ? 'practice' : 'real';
};

export const findCustomerById = async (db: Executor, id: number): Promise<CustomerRow | null> => {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
};

/**
 * The customer's pay password hash, the row share-locked: a change of pay password waits for
 * the caller's transaction, or has committed before this read.
 */
export const payPasswordHashLocked = async (db: Executor, id: number): Promise<string | null> => {
  const [row] = await db
    .select({ payPasswordHash: customers.payPasswordHash })
    .from(customers)
    .where(eq(customers.id, id))
    .for('share');
  return row?.payPasswordHash ?? null;
};

/** Login accepts an email address or a user ID (seed section 5); never a practice account's. */
export const findCustomerByAccount = async (
  db: Executor,
  account: string,
): Promise<CustomerRow | null> => {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.book, 'real'),
        or(sql`lower(${customers.email}) = lower(${account})`, eq(customers.uid, account)),
      ),
    );
  return row ?? null;
};

export const findCustomerByEmail = async (
  db: Executor,
  email: string,
): Promise<CustomerRow | null> => {
  const [row] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`);
  return row ?? null;
};

export const findCustomerByPhone = async (
  db: Executor,
  areaCode: string,
  phone: string,
): Promise<CustomerRow | null> => {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.areaCode, areaCode), eq(customers.phone, phone)));
  return row ?? null;
};

export const findCustomerByInviteCode = async (
  db: Executor,
  code: string,
): Promise<CustomerRow | null> => {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.book, 'real'), eq(customers.inviteCode, code.toUpperCase())));
  return row ?? null;
};

export const insertCustomer = async (
  db: Executor,
  values: typeof customers.$inferInsert,
): Promise<CustomerRow> => {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('customer insert returned nothing');
  return row;
};

export const updateCustomer = async (
  db: Executor,
  id: number,
  values: Partial<typeof customers.$inferInsert>,
): Promise<void> => {
  await db.update(customers).set(values).where(eq(customers.id, id));
};

/** The customer's row locked for update; null: no such customer. */
export const lockCustomerById = async (db: Executor, id: number): Promise<CustomerRow | null> => {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).for('update');
  return row ?? null;
};

/** `updateCustomer` answering the row as changed; null: no such customer. */
export const updateCustomerReturning = async (
  db: Executor,
  id: number,
  values: Partial<typeof customers.$inferInsert>,
): Promise<CustomerRow | null> => {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  return row ?? null;
};

/**
 * Whatever an operator has in hand finds the customer: e-mail, nickname or the name on a passed
 * identity document (parts), user ID, customer number, phone, invite code, a bound IBAN (spaces
 * as printed), a bound wallet address, or the hash of a crypto deposit (with or without 0x).
 */
const searchCondition = (q: string): SQL | undefined => {
  const part = `%${escapeLike(q)}%`;
  const digits = q.replace(/^\+/, '');
  const iban = q.replace(/[\s-]/g, '').toUpperCase();
  const hash = q.toLowerCase().replace(/^0x/, '');
  return or(
    ilike(customers.email, part),
    ilike(customers.nickname, part),
    eq(customers.uid, q),
    sql`upper(${customers.inviteCode}) = upper(${q})`,
    /^\d{1,15}$/.test(digits) ? eq(customers.phone, digits) : undefined,
    /^\d{1,15}$/.test(q) ? eq(customers.id, Number(q)) : undefined,
    sql`EXISTS (SELECT 1 FROM ${kycSubmissions} WHERE ${kycSubmissions.customerId} = ${customers.id}
      AND ${kycSubmissions.status} = 'passed'
      AND concat_ws(' ', ${kycSubmissions.firstName}, ${kycSubmissions.lastName}) ILIKE ${part})`,
    sql`EXISTS (SELECT 1 FROM ${bankCards} WHERE ${bankCards.customerId} = ${customers.id}
      AND ${bankCards.iban} = ${iban})`,
    sql`EXISTS (SELECT 1 FROM ${cryptoWallets} WHERE ${cryptoWallets.customerId} = ${customers.id}
      AND lower(${cryptoWallets.address}) = lower(${q}))`,
    /^[0-9a-f]{64}$/.test(hash)
      ? sql`EXISTS (SELECT 1 FROM ${deposits} WHERE ${deposits.customerId} = ${customers.id}
          AND ${deposits.txHash} = ${hash})`
      : undefined,
  );
};

/** A page of the customers `q` finds (every customer without it), newest first, and how many. */
export const pageCustomers = async (
  db: Executor,
  q: string | undefined,
  page: { page: number; pageSize: number },
): Promise<{ rows: CustomerRow[]; total: number }> => {
  // Practice accounts are not customers of their own: they are shown with their person.
  const where = and(eq(customers.book, 'real'), q ? searchCondition(q) : undefined);
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(desc(customers.id))
    .limit(page.pageSize)
    .offset(rowsBefore(page));
  return { rows, total: total?.n ?? 0 };
};

/** The customer's open lots, newest first, at most `limit` (the console's customer page). */
export const openLotsOfCustomer = (
  db: Executor,
  customerId: number,
  limit: number,
): Promise<PositionRow[]> =>
  db
    .select()
    .from(positions)
    .where(and(eq(positions.customerId, customerId), eq(positions.status, 'open')))
    .orderBy(desc(positions.id))
    .limit(limit);

/** A page of the customer's orders of any status, newest first, and how many they have. */
export const pageOrdersOfCustomer = async (
  db: Executor,
  customerId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: OrderRow[]; total: number }> => {
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.id))
    .limit(page.pageSize)
    .offset(rowsBefore(page));
  return { rows, total: total?.n ?? 0 };
};

/** The customer's newest `limit` KYC submissions, of every kind and status. */
export const recentKycSubmissionsOf = (
  db: Executor,
  customerId: number,
  limit: number,
): Promise<KycSubmissionRow[]> =>
  db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.customerId, customerId))
    .orderBy(desc(kycSubmissions.id))
    .limit(limit);

type PassedNames = { firstName: string | null; lastName: string | null };

/**
 * The names on each customer's latest passed submission of one of `kinds` (the identity
 * documents, `idcard` and `passport`, name who the customer is), in one query for a page of
 * customers; a customer with none passed is absent.
 */
export const latestPassedNamesOf = async (
  db: Executor,
  customerIds: readonly number[],
  kinds: readonly string[],
): Promise<Map<number, PassedNames>> => {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([kycSubmissions.customerId], {
      customerId: kycSubmissions.customerId,
      firstName: kycSubmissions.firstName,
      lastName: kycSubmissions.lastName,
    })
    .from(kycSubmissions)
    .where(
      and(
        inArray(kycSubmissions.customerId, [...new Set(customerIds)]),
        eq(kycSubmissions.status, 'passed'),
        inArray(kycSubmissions.kind, [...kinds]),
      ),
    )
    .orderBy(kycSubmissions.customerId, desc(kycSubmissions.id));
  return new Map(rows.map(({ customerId, ...names }) => [customerId, names]));
};

/** One customer's names from their latest passed submission of one of `kinds`; null: none. */
export const latestPassedNames = async (
  db: Executor,
  customerId: number,
  kinds: readonly string[],
): Promise<PassedNames | null> =>
  (await latestPassedNamesOf(db, [customerId], kinds)).get(customerId) ?? null;

/** The identity documents: the kinds of submission whose names say who the customer is. */
export const IDENTITY_KINDS = ['idcard', 'passport'] as const;

/** A verified name as one line; null when no identity document has passed. */
export const verifiedNameOf = (names: PassedNames | null | undefined): string | null =>
  [names?.firstName, names?.lastName].filter(Boolean).join(' ') || null;

/**
 * The customers behind a page of review records (issue 28 item 5), by id: the name they
 * chose, their contact and their verified name, in two queries whatever the page's size.
 */
export const reviewedCustomersOf = async (
  db: Executor,
  customerIds: readonly number[],
): Promise<Map<number, ReviewedCustomer>> => {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Map();
  const [rows, names] = await Promise.all([
    db
      .select({
        id: customers.id,
        nickname: customers.nickname,
        email: customers.email,
        areaCode: customers.areaCode,
        phone: customers.phone,
      })
      .from(customers)
      .where(inArray(customers.id, ids)),
    latestPassedNamesOf(db, ids, IDENTITY_KINDS),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        nickname: row.nickname,
        contact: row.email ?? (row.areaCode ? `+${row.areaCode} ${row.phone ?? ''}` : row.phone),
        verifiedName: verifiedNameOf(names.get(row.id)),
      },
    ]),
  );
};

/** The customer's newest `limit` sessions neither revoked nor expired at `now`. */
export const liveSessionsOf = (
  db: Executor,
  customerId: number,
  now: Date,
  limit: number,
): Promise<(typeof sessions.$inferSelect)[]> =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.id))
    .limit(limit);

/**
 * Calls `refuse_frozen_purchase` (db/functions/purchase-freeze.sql), which raises OP001 with
 * the operator's reason when the customer's new purchases are frozen.
 */
export const callRefuseFrozenPurchase = async (tx: Executor, customerId: number): Promise<void> => {
  await tx.execute(sql`SELECT refuse_frozen_purchase(${customerId})`);
};

/** The person's open practice account, locked for the caller's transaction when `lock`. */
export const openPracticeRow = async (db: Executor, personId: number, lock = false) => {
  const query = db
    .select({ id: customers.id, createdAt: customers.createdAt })
    .from(customers)
    .where(and(eq(customers.practiceOf, personId), isNull(customers.retiredAt)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
};
