import { splitRequest, type SplitRequest } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { ProposingOperator } from '../../lib/permissions.ts';
import type { ProposalRow } from '../four-eyes/four-eyes.repository.ts';
import { proposeCorporateAction, recordApprovedAction } from './corporate-actions.service.ts';

/** An operator enters a split as the issuer announced it; a second admin approves it. */
export const proposeSplit = (deps: AppDeps, op: ProposingOperator, input: SplitRequest) =>
  proposeCorporateAction(deps, op, 'corporate.split', input);

/**
 * The approval: the split stands from now and applies when its ex-date begins (it has no pay
 * date of its own: fractions are paid as the lots are adjusted).
 */
export const announceProposedSplit = async (
  tx: Executor,
  deps: AppDeps,
  approverRef: string,
  proposal: ProposalRow,
  ip: string | undefined,
) => {
  const input = splitRequest.parse(proposal.input);
  await recordApprovedAction(
    tx,
    deps,
    { kind: 'corporate.split', approverRef, proposal, ip },
    input,
    {
      kind: 'split',
      splitTo: input.to,
      splitFrom: input.from,
      payDate: input.exDate,
    },
  );
};
