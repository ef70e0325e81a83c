import {
  FOUR_EYES_DECIDERS,
  fourEyesKind,
  type ProposalDecisionRequest,
  type ProposalView,
} from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import type { OperatorActor } from '../../lib/permissions.ts';
import type { FourEyesActions } from './four-eyes-action.ts';
import { toProposalView } from './four-eyes-proposals.ts';
import {
  closeProposal,
  decideOpenProposal,
  findNamedProposal,
  grantLinked,
  lockProposal,
  pageNamedProposals,
} from './four-eyes.repository.ts';

const viewOf = async (deps: AppDeps, id: number): Promise<ProposalView> => {
  const found = await findNamedProposal(deps.db, id);
  if (!found) throw new DomainError('NOT_FOUND');
  return toProposalView(found);
};

/**
 * A second operator approves (the stored action runs in this transaction, on the version it
 * was proposed on, so it runs at most once and never on a record that moved on) or rejects
 * an open proposal. The proposer cannot decide their own, from any session: the check is on
 * the operator, and the table refuses it too. Nor can an operator the proposer created or
 * granted a role to, or who did so for the proposer (one admin would otherwise act alone
 * through a made second account): the statement that records the decision checks both. Both steps are in the audit log.
 */
export const decideProposal = async (
  deps: AppDeps,
  actions: FourEyesActions,
  actor: OperatorActor,
  id: number,
  input: ProposalDecisionRequest,
  ip: string | undefined,
): Promise<ProposalView> => {
  const approverRef = `operator:${actor.operatorId}`;
  const afterCommit = await transactionWithEvents(deps, async (tx) => {
    const before = await lockProposal(tx, id);
    if (!before) throw new DomainError('NOT_FOUND');
    const kind = fourEyesKind.parse(before.kind);
    if (!FOUR_EYES_DECIDERS[kind].includes(actor.role)) throw new DomainError('FORBIDDEN');
    if (before.status !== 'open') throw new DomainError('PROPOSAL_NOT_OPEN');
    if (before.proposedBy === actor.operatorId) throw new DomainError('PROPOSAL_OWN');
    if (before.proposedBy !== null && (await grantLinked(tx, actor.operatorId, before.proposedBy)))
      throw new DomainError('PROPOSAL_GRANTEE');
    const runAfterCommit =
      input.decision === 'approve'
        ? await actions[kind]({ tx, deps, approverRef, proposal: before, ip })
        : null;
    const after = await decideOpenProposal(tx, id, {
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      decidedBy: actor.operatorId,
      decidedAt: deps.now(),
      comment: input.comment ?? null,
    });
    // Checked above under the row lock; a grant committed since then still stops it here.
    if (!after) throw new DomainError('PROPOSAL_GRANTEE');
    await writeAudit(tx, {
      actor: approverRef,
      action: `approval.${input.decision}`,
      subjectType: 'proposal',
      subjectId: id,
      before,
      after,
      comment: input.comment,
      ip,
    });
    return runAfterCommit;
  });
  await afterCommit?.();
  return viewOf(deps, id);
};

/** The proposer takes back an open proposal; nothing was done, nothing is. */
export const withdrawProposal = async (
  deps: AppDeps,
  actor: OperatorActor,
  id: number,
  ip: string | undefined,
): Promise<ProposalView> => {
  await deps.db.transaction(async (tx) => {
    const before = await lockProposal(tx, id);
    if (!before) throw new DomainError('NOT_FOUND');
    if (before.proposedBy !== actor.operatorId) throw new DomainError('PROPOSAL_NOT_YOURS');
    if (before.status !== 'open') throw new DomainError('PROPOSAL_NOT_OPEN');
    const after = await closeProposal(tx, id, {
      status: 'withdrawn',
      decidedBy: null,
      decidedAt: deps.now(),
      comment: null,
    });
    await writeAudit(tx, {
      actor: `operator:${actor.operatorId}`,
      action: 'approval.withdraw',
      subjectType: 'proposal',
      subjectId: id,
      before,
      after,
      ip,
    });
  });
  return viewOf(deps, id);
};

export const listProposals = async (
  deps: AppDeps,
  query: { status: string; page: number; pageSize: number },
) => {
  const { rows, total } = await pageNamedProposals(deps.db, query);
  return { items: rows.map(toProposalView), total, page: query.page, pageSize: query.pageSize };
};
