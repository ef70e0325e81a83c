import {
  fourEyesKind,
  proposalStatus,
  type AwaitingSecondApprover,
  type FourEyesKind,
  type ProposalView,
} from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import type { OperatorActor } from '../../lib/permissions.ts';
import {
  insertOpenProposal,
  supersedeOpenProposals,
  type NamedProposal,
  type NewProposal,
  type ProposalRow,
} from './four-eyes.repository.ts';

/** The audit log's actor of a proposal a corporate actions feed's record made. */
export const FEED_ACTOR = 'system:corporate-feed';

export const toProposalView = ({
  row,
  proposedBy,
  feed,
  decidedBy,
}: NamedProposal): ProposalView => ({
  id: row.id,
  kind: fourEyesKind.parse(row.kind),
  status: proposalStatus.parse(row.status),
  subject: row.subject,
  before: row.before ?? null,
  after: row.after ?? null,
  customerId: row.customerId,
  currency: row.currency,
  amount: row.amount,
  proposedBy,
  feed,
  proposedAt: row.proposedAt.toISOString(),
  decidedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  comment: row.comment,
});

/** An action as its proposer asked for it, with what the approvers' queue shows of it. */
export interface Proposal {
  kind: FourEyesKind;
  subject: string;
  /** The action's exact input, as the approval will run it. */
  input: Record<string, unknown>;
  /** The subject record's version as the proposer saw it (locked), where it has one. */
  subjectVersion?: number;
  before: unknown;
  after: unknown;
  customerId?: number;
  currency?: string;
  amount?: string;
}

/** Stores the open proposal by `proposer` and audits it; a subject with one open is refused. */
const storeProposal = async (
  tx: Executor,
  proposer: Pick<NewProposal, 'proposedBy' | 'feedRecordId'>,
  actorRef: string,
  proposal: Proposal,
  ip: string | undefined,
): Promise<ProposalRow> => {
  const row = await insertOpenProposal(tx, {
    kind: proposal.kind,
    subject: proposal.subject,
    input: proposal.input,
    subjectVersion: proposal.subjectVersion ?? null,
    before: proposal.before ?? null,
    after: proposal.after ?? null,
    customerId: proposal.customerId ?? null,
    currency: proposal.currency ?? null,
    amount: proposal.amount ?? null,
    ...proposer,
  });
  if (!row) throw new DomainError('PROPOSAL_ALREADY_OPEN');
  await writeAudit(tx, {
    actor: actorRef,
    action: 'approval.propose',
    subjectType: 'proposal',
    subjectId: row.id,
    before: null,
    after: row,
    ip,
  });
  return row;
};

/**
 * Stores an action that needs a second operator, in the caller's transaction (the one that
 * locked its subject), and audits it. Nothing else happens: no money moves, the customer is
 * told nothing until a decision. A subject with an open proposal is refused.
 */
export const proposeAction = async (
  tx: Executor,
  actor: OperatorActor,
  proposal: Proposal,
  ip: string | undefined,
): Promise<AwaitingSecondApprover> => {
  const row = await storeProposal(
    tx,
    { proposedBy: actor.operatorId },
    `operator:${actor.operatorId}`,
    proposal,
    ip,
  );
  return {
    awaitingSecondApprover: true,
    proposal: toProposalView({ row, proposedBy: actor.username, feed: null, decidedBy: null }),
  };
};

/**
 * A corporate actions feed's record proposes its action, as an operator's entry would; an
 * operator approves it (the table takes a feed's proposal of no other kind, and one per record).
 */
export const proposeFeedAction = async (
  tx: Executor,
  feedRecordId: number,
  proposal: Proposal,
): Promise<ProposalRow> => storeProposal(tx, { feedRecordId }, FEED_ACTOR, proposal, undefined);

/**
 * The proposal of an action only an operator can propose (the table refuses a feed's of any kind
 * but a corporate action), with its proposer as that operator.
 */
export const operatorProposal = (proposal: ProposalRow) => {
  const { proposedBy } = proposal;
  if (proposedBy === null) throw new Error(`proposal ${proposal.id} has no proposing operator`);
  return { ...proposal, proposedBy };
};

/**
 * The subject's record was decided on another path (the customer cancelled, a reviewer
 * refused), in the caller's transaction: its open proposal is closed as `superseded`, audited,
 * and can no longer be approved (an approval finds it not open).
 */
export const supersedeProposals = async (
  tx: Executor,
  subject: string,
  actorRef: string,
  now: Date,
  ip: string | undefined,
): Promise<void> => {
  for (const { id } of await supersedeOpenProposals(tx, subject, now))
    await writeAudit(tx, {
      actor: actorRef,
      action: 'approval.supersede',
      subjectType: 'proposal',
      subjectId: id,
      before: { status: 'open' },
      after: { status: 'superseded' },
      ip,
    });
};
