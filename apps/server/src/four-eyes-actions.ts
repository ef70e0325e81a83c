import { postProposedAdjustment } from './modules/ledger/ledger-explorer.ts';
import {
  applyProposedOperatorUpdate,
  createProposedOperator,
} from './modules/operator/operators.service.ts';
import { setProposedFxRate, writeProposedSetting } from './modules/settings/settings.service.ts';
import { approveProposedLoan } from './modules/loans/loan-review.ts';
import { ADMINS, REVIEWERS } from './lib/permissions.ts';
import { settingsWritten } from './modules/reference/settings-cache.ts';
import { resetProposedFactors } from './modules/second-factor/factor-reset.ts';
import { passProposedWithdrawal } from './modules/withdrawals/withdrawals.service.ts';
import type { FourEyesActions } from './modules/four-eyes/four-eyes-action.ts';

/**
 * Each kind of proposal and what its approval runs: the one place that knows every reviewing
 * domain (the four-eyes module itself knows none of them).
 */
export const FOUR_EYES_ACTIONS: FourEyesActions = {
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
