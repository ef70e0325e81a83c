import type { AwaitingSecondApprover } from '@brokerage/shared';
import { z } from 'zod';
import type { Transaction } from '../../db/client.ts';
import { lockCustomer } from '../../db/customer-lock.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { proposeAction } from '../four-eyes/four-eyes-proposals.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import type { OperatorActor } from '../../lib/permissions.ts';
import { revokeOtherSessions } from '../security/sessions.ts';
import {
  deleteFactorsOf,
  forgetSecondFactorState,
  listFactors,
} from './second-factor.repository.ts';

/** What the approvers' queue shows of a customer's factors: kinds and names, never a secret. */
const factorNames = (factors: { kind: string; name: string }[]) =>
  factors.map((factor) => ({ kind: factor.kind, name: factor.name }));

const lockCustomerOrNotFound = async (tx: Transaction, customerId: number) => {
  if (!(await lockCustomer(tx, customerId))) throw new DomainError('NOT_FOUND');
};

/**
 * An operator asks to remove a customer's lost second factor (after checking who is asking,
 * outside the product). It always takes two operators: a reset opens the account to whoever
 * knows the password, so it becomes a proposal that a different reviewer approves.
 */
export const proposeFactorReset = async (
  deps: AppDeps,
  operator: OperatorActor,
  customerId: number,
  ip: string | undefined,
): Promise<AwaitingSecondApprover> =>
  deps.db.transaction(async (tx) => {
    await lockCustomerOrNotFound(tx, customerId);
    const factors = await listFactors(tx, customerId);
    if (factors.length === 0) throw new DomainError('NOT_FOUND');
    return proposeAction(
      tx,
      operator,
      {
        kind: 'customer.factor-reset',
        subject: `customer-factors:${customerId}`,
        input: { customerId, factorIds: factors.map((factor) => factor.id) },
        before: { factors: factorNames(factors) },
        after: { factors: [] },
        customerId,
      },
      ip,
    );
  });

const proposedReset = z.object({
  customerId: z.number().int(),
  factorIds: z.array(z.number().int()),
});

/**
 * The approved reset, in the approval's transaction: every factor, recovery code and
 * remembered device of the customer goes, audited, with an inbox message; the factors must
 * be those the proposal listed (one added since makes it stale). Every session ends after
 * the commit (the one place sessions end announces it, so it runs outside the transaction).
 */
export const resetProposedFactors = async (
  tx: Transaction,
  deps: AppDeps,
  approverRef: string,
  proposal: { input: unknown },
  ip: string | undefined,
) => {
  const { customerId, factorIds } = proposedReset.parse(proposal.input);
  await lockCustomerOrNotFound(tx, customerId);
  const factors = await listFactors(tx, customerId);
  const now = factors.map((factor) => factor.id).join(',');
  if (now !== [...factorIds].sort((a, b) => a - b).join(','))
    throw new DomainError('RECORD_CHANGED');
  await deleteFactorsOf(tx, customerId);
  await forgetSecondFactorState(tx, customerId);
  await writeAudit(tx, {
    actor: approverRef,
    action: 'customer.second-factor-reset',
    subjectType: 'customer',
    subjectId: customerId,
    before: { factors: factorNames(factors) },
    after: { factors: [] },
    ip,
  });
  await addInboxMessage(tx, customerId, 'secondFactorReset', {});
  return async () => {
    await revokeOtherSessions(deps.db, customerId, null, deps.now(), deps.events);
  };
};
