import { eq, or, sql, and } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;

export const findCustomerById = async (db: Executor, id: number): Promise<CustomerRow | null> => {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
};

/** Login accepts an email address or a user ID (seed section 5). */
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

export const findCustomerByAccount = async (
  db: Executor,
  account: string,
): Promise<CustomerRow | null> => {
  const [row] = await db
    .select()
    .from(customers)
    .where(or(sql`lower(${customers.email}) = lower(${account})`, eq(customers.uid, account)));
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
    .where(eq(customers.inviteCode, code.toUpperCase()));
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
