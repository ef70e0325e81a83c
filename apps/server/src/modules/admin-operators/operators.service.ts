import {
  operatorUpdateRequest,
  type AwaitingSecondApprover,
  type OperatorRoleName,
  type OperatorView,
} from '@brokerage/shared';
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorRecoveryCodes, operators } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { proposeAction } from '../four-eyes/four-eyes-proposals.ts';
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

type OperatorUpdate = z.infer<typeof operatorUpdateRequest>;

const lockOperator = async (tx: Executor, id: number) => {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
};

const applyOperatorUpdate = async (
  tx: Executor,
  actorRef: string,
  before: OperatorRow,
  input: OperatorUpdate,
  now: Date,
  ip: string | undefined,
) => {
  const id = before.id;
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
    actor: actorRef,
    action: 'operator.update',
    subjectType: 'operator',
    subjectId: id,
    before: toView(before),
    after: toView(after),
    ip,
  });
  return toView(after);
};

/**
 * Role, disabling and a TOTP reset. Any of them ends the operator's sessions, so the change
 * holds from their next request. An admin cannot demote or disable themselves (the last
 * admin could otherwise lock everyone out). A change of role takes two admins: it becomes a
 * proposal (with the rest of the update) that a second admin approves.
 */
export const updateOperator = async (
  deps: AppDeps,
  admin: OperatorActor,
  id: number,
  input: OperatorUpdate,
  ip: string | undefined,
): Promise<OperatorView | AwaitingSecondApprover> => {
  if (id === admin.operatorId && (input.role !== undefined || input.disabled !== undefined))
    throw new DomainError('OPERATOR_SELF_CHANGE');
  return deps.db.transaction(async (tx) => {
    const before = await lockOperator(tx, id);
    if (input.role !== undefined && input.role !== before.role)
      return proposeAction(
        tx,
        admin,
        {
          kind: 'operator.role',
          subject: `operator:${id}`,
          input: { id, update: input },
          before: { username: before.username, role: before.role },
          after: { username: before.username, role: input.role },
        },
        ip,
      );
    return applyOperatorUpdate(tx, `operator:${admin.operatorId}`, before, input, deps.now(), ip);
  });
};

const proposedUpdate = z.object({ id: z.number().int(), update: operatorUpdateRequest });

/**
 * The approved proposal's role change, in the approval's transaction: the operator must still
 * have the role it was proposed against, else the proposal is stale (RECORD_CHANGED).
 */
export const applyProposedOperatorUpdate = async (
  tx: Executor,
  deps: AppDeps,
  approverRef: string,
  proposal: { input: unknown; before: unknown },
  ip: string | undefined,
) => {
  const { id, update } = proposedUpdate.parse(proposal.input);
  const proposedOn = z.object({ role: z.string() }).parse(proposal.before);
  // The operator whose role changes is not the second pair of eyes on it.
  if (approverRef === `operator:${id}`) throw new DomainError('OPERATOR_SELF_CHANGE');
  const before = await lockOperator(tx, id);
  if (before.role !== proposedOn.role) throw new DomainError('RECORD_CHANGED');
  await applyOperatorUpdate(tx, approverRef, before, update, deps.now(), ip);
};
