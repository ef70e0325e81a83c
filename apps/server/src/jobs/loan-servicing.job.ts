import type { AppDeps } from '../deps.ts';
import { runLoanServicing } from '../modules/loans/loan-servicing.ts';
import { startIntervalJob, type JobLogger } from './interval-job.ts';

/**
 * Loan servicing every `intervalMs`: daily interest and penalty accrual, the reminder before
 * the due date and the overdue message. Another server's pass skips the loans this one holds
 * (SKIP LOCKED), accrual is one row per loan and day, and each notice is claimed once, so any
 * number of copies and restarts is safe.
 */
export const startLoanServicing = (deps: AppDeps, intervalMs: number, log: JobLogger) =>
  startIntervalJob('loan servicing', () => runLoanServicing(deps), intervalMs, log);
