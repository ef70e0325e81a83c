import { dividendRequest, type DividendRequest } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { ProposingOperator } from '../../lib/permissions.ts';
import type { ProposalRow } from '../four-eyes/four-eyes.repository.ts';
import { proposeCorporateAction, recordApprovedAction } from './corporate-actions.service.ts';

/** An operator enters a cash dividend as the issuer announced it; a second admin approves it. */
export const proposeDividend = (deps: AppDeps, op: ProposingOperator, input: DividendRequest) =>
  proposeCorporateAction(deps, op, 'corporate.dividend', input);

/** The approval: the dividend stands from now, entered by its proposer, approved by the approver. */
export const announceProposedDividend = async (
  tx: Executor,
  deps: AppDeps,
  approverRef: string,
  proposal: ProposalRow,
  ip: string | undefined,
) => {
  const input = dividendRequest.parse(proposal.input);
  await recordApprovedAction(
    tx,
    deps,
    { kind: 'corporate.dividend', approverRef, proposal, ip },
    input,
    {
      kind: 'cash_dividend',
      amountPerShare: input.amountPerShare,
      withholdingRate: input.withholdingRate,
      payDate: input.payDate,
    },
  );
};
