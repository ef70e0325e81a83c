import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorRecoveryCodes, operators } from '../../db/schema/index.ts';

export type OperatorRow = typeof operators.$inferSelect;

export const findOperatorByUsername = async (
  db: Executor,
  username: string,
): Promise<OperatorRow | null> => {
  const [row] = await db.select().from(operators).where(eq(operators.username, username));
  return row ?? null;
};

export const findOperatorById = async (db: Executor, id: number): Promise<OperatorRow | null> => {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row ?? null;
};

/**
 * Sets the operator's password hash (and whether they must change it), in the statement that
 * checks the hash is still `expectedHash` when given: a password changed meanwhile (by a reset
 * or a parallel change) is not overwritten. Null: no such operator, or the hash moved on.
 */
export const setOperatorPassword = async (
  db: Executor,
  id: number,
  values: { passwordHash: string; mustChangePassword: boolean },
  expectedHash?: string,
): Promise<OperatorRow | null> => {
  const [row] = await db
    .update(operators)
    .set(values)
    .where(
      and(
        eq(operators.id, id),
        expectedHash === undefined ? undefined : eq(operators.passwordHash, expectedHash),
      ),
    )
    .returning();
  return row ?? null;
};

export const isUsernameTaken = async (db: Executor, username: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.username, username));
  return row !== undefined;
};

/** Every operator, in the order they were made. */
export const allOperators = (db: Executor): Promise<OperatorRow[]> =>
  db.select().from(operators).orderBy(asc(operators.id));

export const insertOperator = async (
  db: Executor,
  values: typeof operators.$inferInsert,
): Promise<OperatorRow> => {
  const [row] = await db.insert(operators).values(values).returning();
  if (!row) throw new Error('operator insert returned nothing');
  return row;
};

/** The operator's row locked for update; null: no such operator. */
export const lockOperatorById = async (db: Executor, id: number): Promise<OperatorRow | null> => {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
  return row ?? null;
};

/** The operator's row as changed; null: no such operator. */
export const updateOperatorRow = async (
  db: Executor,
  id: number,
  values: Partial<typeof operators.$inferInsert>,
): Promise<OperatorRow | null> => {
  const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
  return row ?? null;
};

/**
 * Accepts a TOTP step once: the step is stored only if it is later than the last one
 * accepted, in one statement, so of any number of parallel uses of one code one wins.
 */
export const claimTotpStep = async (
  db: Executor,
  operatorId: number,
  step: number,
): Promise<boolean> => {
  const claimed = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, operatorId),
        sql`(${operators.totpLastStep} IS NULL OR ${operators.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: operators.id });
  return claimed.length === 1;
};

/** Keeps a new secret aside for an operator without TOTP; false: TOTP is on already. */
export const setPendingTotpSecret = async (
  db: Executor,
  operatorId: number,
  secret: string,
): Promise<boolean> => {
  const started = await db
    .update(operators)
    .set({ totpPendingSecret: secret })
    .where(and(eq(operators.id, operatorId), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id });
  return started.length > 0;
};

/** The secret kept aside for enrolment and when TOTP was turned on; null: no such operator. */
export const pendingTotpOf = async (
  db: Executor,
  operatorId: number,
): Promise<{ pending: string | null; enabledAt: Date | null } | null> => {
  const [row] = await db
    .select({ pending: operators.totpPendingSecret, enabledAt: operators.totpEnabledAt })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return row ?? null;
};

/**
 * Turns TOTP on with `pending`, in the statement that checks it is still the secret kept
 * aside and TOTP is not on yet; false: it is not.
 */
export const enablePendingTotp = async (
  db: Executor,
  operatorId: number,
  pending: string,
  now: Date,
): Promise<boolean> => {
  const enabled = await db
    .update(operators)
    .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: now })
    .where(
      and(
        eq(operators.id, operatorId),
        eq(operators.totpPendingSecret, pending),
        isNull(operators.totpEnabledAt),
      ),
    )
    .returning({ id: operators.id });
  return enabled.length > 0;
};

export const deleteOperatorRecoveryCodes = async (
  db: Executor,
  operatorId: number,
): Promise<void> => {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
};

/** The operator's recovery codes become these (stored as their hashes), the old ones gone. */
export const replaceOperatorRecoveryCodes = async (
  db: Executor,
  operatorId: number,
  codeHashes: string[],
): Promise<void> => {
  await deleteOperatorRecoveryCodes(db, operatorId);
  await db
    .insert(operatorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ operatorId, codeHash })));
};

/** A recovery code works once: marked used in the statement that finds it. */
export const useOperatorRecoveryCode = async (
  db: Executor,
  operatorId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> => {
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return used.length === 1;
};
