import {
  operatorRole,
  operatorUpdateRequest,
  type AwaitingSecondApprover,
  type OperatorRoleName,
  type OperatorView,
} from '@brokerage/shared';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { proposeAction } from '../four-eyes/four-eyes-proposals.ts';
import { hasIndependentApprover, recordGrant } from '../four-eyes/four-eyes.repository.ts';
import { ADMINS, isAdminRole, type OperatorActor } from '../../lib/permissions.ts';
import { isCommonPassword } from './common-passwords.ts';
import { revokeOperatorSessions } from './operator-sessions.repository.ts';
import { hashSecret } from '../security/passwords.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import {
  allOperators,
  deleteOperatorRecoveryCodes,
  insertOperator,
  isUsernameTaken,
  lockOperatorById,
  updateOperatorRow,
  type OperatorRow,
} from './operator.repository.ts';

export const toView = (row: OperatorRow) => ({
  id: row.id,
  username: row.username,
  role: row.role as OperatorRoleName,
  totpEnrolled: row.totpEnabledAt !== null,
  disabled: row.disabledAt !== null,
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.toISOString(),
});

export const listOperators = async (db: Executor) => (await allOperators(db)).map(toView);

const newOperator = z.object({
  username: z.string(),
  role: operatorRole,
  passwordHash: z.string(),
});
type NewOperator = z.infer<typeof newOperator>;

/**
 * Inserts the operator and records who made it (`creatorId`: the admin who asked, who is then
 * no second pair of eyes on them), in the caller's transaction.
 */
const insertRecordedOperator = async (
  tx: Executor,
  actorRef: string,
  creatorId: number,
  values: NewOperator,
  ip: string | undefined,
  comment?: string,
) => {
  const row = await insertOperator(tx, values);
  await recordGrant(tx, {
    operatorId: row.id,
    grantedBy: creatorId,
    kind: 'create',
    role: row.role,
  });
  await writeAudit(tx, {
    actor: actorRef,
    action: 'operator.create',
    subjectType: 'operator',
    subjectId: row.id,
    before: null,
    after: toView(row),
    comment,
    ip,
  });
  return toView(row);
};

const refuseTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new DomainError('OPERATOR_EXISTS');
  throw error;
};

/** Said in the audit log of a change one admin made alone because nobody could approve it. */
const BOOTSTRAP = 'no independent admin exists to approve: taken directly (first-run set-up)';

/**
 * A new operator. Once another admin exists who could approve (not the proposer, not made by
 * them), it takes two: it becomes a proposal (the password stored hashed only) that a second
 * admin approves. A first-run install's single admin creates operators directly; the audit
 * row says why.
 */
export const createOperator = async (
  deps: AppDeps,
  admin: OperatorActor,
  input: { username: string; password: string; role: OperatorRoleName },
  ip: string | undefined,
): Promise<OperatorView | AwaitingSecondApprover> => {
  if (isCommonPassword(input.password)) throw new DomainError('OPERATOR_PASSWORD_COMMON');
  const values = {
    username: input.username,
    role: input.role,
    passwordHash: await hashSecret(input.password),
  };
  return deps.db
    .transaction(async (tx) => {
      if (!(await hasIndependentApprover(tx, admin.operatorId, ADMINS)))
        return insertRecordedOperator(
          tx,
          `operator:${admin.operatorId}`,
          admin.operatorId,
          values,
          ip,
          BOOTSTRAP,
        );
      if (await isUsernameTaken(tx, input.username)) throw new DomainError('OPERATOR_EXISTS');
      return proposeAction(
        tx,
        admin,
        {
          kind: 'operator.create',
          subject: `operator-name:${input.username}`,
          input: values,
          before: null,
          after: { username: input.username, role: input.role },
        },
        ip,
      );
    })
    .catch(refuseTaken);
};

/** The approved proposal's new operator, in the approval's transaction; made by the proposer. */
export const createProposedOperator = async (
  tx: Executor,
  approverRef: string,
  proposal: { input: unknown; proposedBy: number },
  ip: string | undefined,
) => {
  const values = newOperator.parse(proposal.input);
  if (await isUsernameTaken(tx, values.username)) throw new DomainError('OPERATOR_EXISTS');
  await insertRecordedOperator(tx, approverRef, proposal.proposedBy, values, ip);
};

type OperatorUpdate = z.infer<typeof operatorUpdateRequest>;

const lockOperator = async (tx: Executor, id: number) => {
  const row = await lockOperatorById(tx, id);
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
};

const applyOperatorUpdate = async (
  tx: Executor,
  actor: { ref: string; grantorId: number },
  before: OperatorRow,
  input: OperatorUpdate,
  now: Date,
  ip: string | undefined,
  comment?: string,
) => {
  const id = before.id;
  const actorRef = actor.ref;
  const after = await updateOperatorRow(tx, id, {
    ...(input.role ? { role: input.role } : {}),
    ...(input.disabled === undefined ? {} : { disabledAt: input.disabled ? now : null }),
    ...(input.resetTotp
      ? { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null }
      : {}),
  });
  if (!after) throw new DomainError('NOT_FOUND');
  if (input.resetTotp) await deleteOperatorRecoveryCodes(tx, id);
  if (after.role !== before.role)
    await recordGrant(tx, {
      operatorId: id,
      grantedBy: actor.grantorId,
      kind: 'role',
      role: after.role,
    });
  await revokeOperatorSessions(tx, id, now);
  await writeAudit(tx, {
    actor: actorRef,
    action: 'operator.update',
    subjectType: 'operator',
    subjectId: id,
    before: toView(before),
    after: toView(after),
    comment,
    ip,
  });
  return toView(after);
};

/**
 * Role, disabling and a TOTP reset. Any of them ends the operator's sessions, so the change
 * holds from their next request. An admin cannot demote or disable themselves (the last
 * admin could otherwise lock everyone out). A change of role takes two admins: it becomes a
 * proposal (with the rest of the update) that a second admin approves; the proposer is
 * recorded as having granted it. A single admin (first-run set-up) changes it directly.
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
    const roleChange = input.role !== undefined && input.role !== before.role;
    // Another admin's TOTP reset opens their account to whoever next knows its password; with
    // the password reset (which one admin may do) that would let one admin become another and
    // approve their own proposals. So it takes two admins too.
    const peerAdminTotpReset =
      input.resetTotp === true && id !== admin.operatorId && isAdminRole(before.role);
    const needsTwo = roleChange || peerAdminTotpReset;
    const alone = needsTwo && !(await hasIndependentApprover(tx, admin.operatorId, ADMINS));
    if (needsTwo && !alone)
      return proposeAction(
        tx,
        admin,
        {
          kind: roleChange ? 'operator.role' : 'operator.totp-reset',
          subject: `operator:${id}`,
          input: { id, update: input },
          before: { username: before.username, role: before.role },
          after: { username: before.username, role: input.role ?? before.role },
        },
        ip,
      );
    const actor = { ref: `operator:${admin.operatorId}`, grantorId: admin.operatorId };
    return applyOperatorUpdate(
      tx,
      actor,
      before,
      input,
      deps.now(),
      ip,
      alone ? BOOTSTRAP : undefined,
    );
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
  proposal: { input: unknown; before: unknown; proposedBy: number },
  ip: string | undefined,
) => {
  const { id, update } = proposedUpdate.parse(proposal.input);
  const proposedOn = z.object({ role: z.string() }).parse(proposal.before);
  // The operator whose role changes is not the second pair of eyes on it.
  if (approverRef === `operator:${id}`) throw new DomainError('OPERATOR_SELF_CHANGE');
  const before = await lockOperator(tx, id);
  if (before.role !== proposedOn.role) throw new DomainError('RECORD_CHANGED');
  const actor = { ref: approverRef, grantorId: proposal.proposedBy };
  await applyOperatorUpdate(tx, actor, before, update, deps.now(), ip);
};
