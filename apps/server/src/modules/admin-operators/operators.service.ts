import type { OperatorRoleName } from '@brokerage/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorRecoveryCodes, operators } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { isCommonPassword } from '../operator/common-passwords.ts';
import type { OperatorActor } from '../operator/operator-sessions.ts';
import { revokeOperatorSessions } from '../operator/operator-sessions.ts';
import { hashSecret } from '../security/passwords.ts';

type OperatorRow = typeof operators.$inferSelect;

const toView = (row: OperatorRow) => ({
  id: row.id,
  username: row.username,
  role: row.role as OperatorRoleName,
  totpEnrolled: row.totpEnabledAt !== null,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export const listOperators = async (db: Executor) =>
  (await db.select().from(operators).orderBy(asc(operators.id))).map(toView);

const UNIQUE_VIOLATION = '23505';

export const createOperator = async (
  deps: AppDeps,
  admin: OperatorActor,
  input: { username: string; password: string; role: OperatorRoleName },
  ip: string | undefined,
) => {
  if (isCommonPassword(input.password)) throw new DomainError('OPERATOR_PASSWORD_COMMON');
  const passwordHash = await hashSecret(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({ username: input.username, role: input.role, passwordHash })
        .returning();
      if (!row) throw new Error('operator insert returned nothing');
      await writeAudit(tx, {
        actor: `operator:${admin.operatorId}`,
        action: 'operator.create',
        subjectType: 'operator',
        subjectId: row.id,
        before: null,
        after: toView(row),
        ip,
      });
      return toView(row);
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION)
      throw new DomainError('OPERATOR_EXISTS');
    throw error;
  }
};

/**
 * Role, disabling and a TOTP reset. Any of them ends the operator's sessions, so the change
 * holds from their next request. An admin cannot demote or disable themselves (the last
 * admin could otherwise lock everyone out).
 */
export const updateOperator = async (
  deps: AppDeps,
  admin: OperatorActor,
  id: number,
  input: {
    role?: OperatorRoleName | undefined;
    disabled?: boolean | undefined;
    resetTotp?: true | undefined;
  },
  ip: string | undefined,
) => {
  if (id === admin.operatorId && (input.role !== undefined || input.disabled !== undefined))
    throw new DomainError('OPERATOR_SELF_CHANGE');
  const now = deps.now();
  const view = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
    if (!before) throw new DomainError('NOT_FOUND');
    const [after] = await tx
      .update(operators)
      .set({
        ...(input.role ? { role: input.role } : {}),
        ...(input.disabled === undefined ? {} : { disabledAt: input.disabled ? now : null }),
        ...(input.resetTotp
          ? { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null }
          : {}),
      })
      .where(eq(operators.id, id))
      .returning();
    if (!after) throw new DomainError('NOT_FOUND');
    if (input.resetTotp)
      await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
    await revokeOperatorSessions(tx, id, now);
    await writeAudit(tx, {
      actor: `operator:${admin.operatorId}`,
      action: 'operator.update',
      subjectType: 'operator',
      subjectId: id,
      before: toView(before),
      after: toView(after),
      ip,
    });
    return toView(after);
  });
  return view;
};
