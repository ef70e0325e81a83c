import type { AppDeps } from '../deps.ts';
import { runLoanServicing } from '../modules/loans/loan-servicing.ts';

interface JobLogger {
  warn: (fields: object, message: string) => void;
}

/**
 * Loan servicing every `intervalMs`: daily interest and penalty accrual, the reminder before
 * the due date and the overdue message. Never two passes at once in this process; another
 * server's pass skips the loans this one holds (SKIP LOCKED), accrual is one row per loan
 * and day, and each notice is claimed once, so any number of copies and restarts is safe.
 */
export const startLoanServicing = (
  deps: AppDeps,
  intervalMs: number,
  log: JobLogger,
): (() => void) => {
  let running = false;
  const pass = () => {
    if (running) return;
    running = true;
    runLoanServicing(deps)
      .catch((error: unknown) => log.warn({ err: error }, 'loan servicing pass failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return () => clearInterval(timer);
};
