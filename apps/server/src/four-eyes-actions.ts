import { postProposedAdjustment } from './modules/ledger/ledger-explorer.ts';
import {
  applyProposedOperatorUpdate,
  createProposedOperator,
} from './modules/operator/operators.service.ts';
import { setProposedFxRate, writeProposedSetting } from './modules/settings/settings.service.ts';
import { approveProposedLoan } from './modules/loans/loan-review.ts';
import { settingsWritten } from './modules/reference/settings-cache.ts';
import { resetProposedFactors } from './modules/second-factor/factor-reset.ts';
import { applyProposedPasswordReset } from './modules/operator/operator-password.service.ts';
import { passProposedWithdrawal } from './modules/withdrawals/withdrawals.service.ts';
import type { FourEyesActions } from './modules/four-eyes/four-eyes-action.ts';
import { operatorProposal } from './modules/four-eyes/four-eyes-proposals.ts';
import { announceProposedDividend } from './modules/corporate/dividends.service.ts';
import { announceProposedSplit } from './modules/corporate/splits.service.ts';

/**
 * Each kind of proposal and what its approval runs: the one place that knows every reviewing
 * domain (the four-eyes module itself knows none of them).
 */
export const FOUR_EYES_ACTIONS: FourEyesActions = {
  'withdrawal.pass': ({ tx, deps, approverRef, proposal, ip }) =>
    passProposedWithdrawal(tx, deps, approverRef, proposal, ip),
  'loan.approve': ({ tx, deps, approverRef, proposal }) =>
    approveProposedLoan(tx, deps, approverRef, proposal),
  'ledger.adjustment': ({ tx, approverRef, proposal, ip }) =>
    postProposedAdjustment(tx, approverRef, proposal, ip),
  'fx.rate': ({ tx, deps, approverRef, proposal, ip }) =>
    setProposedFxRate(tx, approverRef, proposal, ip, deps.now()),
  'setting.update': async ({ tx, deps, approverRef, proposal, ip }) => {
    await writeProposedSetting(tx, approverRef, proposal, ip, deps.now());
    return settingsWritten;
  },
  'operator.role': ({ tx, deps, approverRef, proposal, ip }) =>
    applyProposedOperatorUpdate(tx, deps, approverRef, operatorProposal(proposal), ip),
  'operator.totp-reset': ({ tx, deps, approverRef, proposal, ip }) =>
    applyProposedOperatorUpdate(tx, deps, approverRef, operatorProposal(proposal), ip),
  'operator.password-reset': ({ tx, deps, approverRef, proposal, ip }) =>
    applyProposedPasswordReset(tx, deps, approverRef, proposal, ip),
  'operator.create': ({ tx, approverRef, proposal, ip }) =>
    createProposedOperator(tx, approverRef, operatorProposal(proposal), ip),
  'customer.factor-reset': ({ tx, deps, approverRef, proposal, ip }) =>
    resetProposedFactors(tx, deps, approverRef, proposal, ip),
  'corporate.dividend': ({ tx, deps, approverRef, proposal, ip }) =>
    announceProposedDividend(tx, deps, approverRef, proposal, ip),
  'corporate.split': ({ tx, deps, approverRef, proposal, ip }) =>
    announceProposedSplit(tx, deps, approverRef, proposal, ip),
};
