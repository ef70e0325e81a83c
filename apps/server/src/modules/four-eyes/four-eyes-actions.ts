import type { FourEyesKind } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { postProposedAdjustment } from '../admin-ledger/ledger-explorer.ts';
import {
  applyProposedOperatorUpdate,
  createProposedOperator,
} from '../admin-operators/operators.service.ts';
import { setProposedFxRate, writeProposedSetting } from '../admin-settings/settings.service.ts';
import { approveProposedLoan } from '../loans/loan-review.ts';
import { ADMINS, REVIEWERS, type OperatorRole } from '../../lib/permissions.ts';
import { settingsWritten } from '../reference/settings-cache.ts';
import { resetProposedFactors } from '../second-factor/factor-reset.ts';
import { passProposedWithdrawal } from '../withdrawals/withdrawals.service.ts';
import type { ProposalRow } from './four-eyes.repository.ts';

/**
 * What has to wait until the approval's transaction committed, outside it: dropping a cache,
 * ending sessions. Customer events need none: they are stored in the transaction and
 * announced by `transactionWithEvents`.
 */
export type AfterCommit = () => Promise<void> | void;

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
  {
    roles: readonly OperatorRole[];
    run: (approval: Approval) => Promise<AfterCommit | void>;
  }
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
    run: async ({ tx, deps, approverRef, proposal, ip }) => {
      await writeProposedSetting(tx, approverRef, proposal, ip, deps.now());
      return settingsWritten;
    },
  },
  'operator.role': {
    roles: ADMINS,
    run: ({ tx, deps, approverRef, proposal, ip }) =>
      applyProposedOperatorUpdate(tx, deps, approverRef, proposal, ip),
  },
  'operator.create': {
    roles: ADMINS,
    run: ({ tx, approverRef, proposal, ip }) =>
      createProposedOperator(tx, approverRef, proposal, ip),
  },
  'customer.factor-reset': {
    roles: REVIEWERS,
    run: ({ tx, deps, approverRef, proposal, ip }) =>
      resetProposedFactors(tx, deps, approverRef, proposal, ip),
  },
};
