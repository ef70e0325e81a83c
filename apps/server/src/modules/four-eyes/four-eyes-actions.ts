import type { FourEyesKind } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { postProposedAdjustment } from '../admin-ledger/ledger-explorer.ts';
import { applyProposedOperatorUpdate } from '../admin-operators/operators.service.ts';
import { setProposedFxRate, writeProposedSetting } from '../admin-settings/settings.service.ts';
import { approveProposedLoan } from '../loans/loan-review.ts';
import { ADMINS, REVIEWERS, type OperatorRole } from '../operator/operator-roles.ts';
import { passProposedWithdrawal } from '../withdrawals/withdrawals.service.ts';
import type { ProposalRow } from './four-eyes.repository.ts';

interface Approval {
  tx: Executor;
  deps: AppDeps;
  approverRef: string;
  proposal: ProposalRow;
  ip: string | undefined;
}

/**
 * Each kind of proposal: the roles that may decide it (the roles of the route that proposed
 * it) and the action an approval runs, in the approval's transaction, on the stored input.
 */
export const FOUR_EYES_ACTIONS: Record<
  FourEyesKind,
  { roles: readonly OperatorRole[]; run: (approval: Approval) => Promise<void> }
> = {
  'withdrawal.pass': {
    roles: REVIEWERS,
    run: ({ tx, deps, approverRef, proposal, ip }) =>
      passProposedWithdrawal(tx, deps, approverRef, proposal, ip),
  },
  'loan.approve': {
    roles: REVIEWERS,
    run: ({ tx, deps, approverRef, proposal }) =>
      approveProposedLoan(tx, deps, approverRef, proposal),
  },
  'ledger.adjustment': {
    roles: ADMINS,
    run: ({ tx, approverRef, proposal, ip }) =>
      postProposedAdjustment(tx, approverRef, proposal, ip),
  },
  'fx.rate': {
    roles: ADMINS,
    run: ({ tx, deps, approverRef, proposal, ip }) =>
      setProposedFxRate(tx, approverRef, proposal, ip, deps.now()),
  },
  'setting.update': {
    roles: ADMINS,
    run: ({ tx, deps, approverRef, proposal, ip }) =>
      writeProposedSetting(tx, approverRef, proposal, ip, deps.now()),
  },
  'operator.role': {
    roles: ADMINS,
    run: ({ tx, deps, approverRef, proposal, ip }) =>
      applyProposedOperatorUpdate(tx, deps, approverRef, proposal, ip),
  },
};
