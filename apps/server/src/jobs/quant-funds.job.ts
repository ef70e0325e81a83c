import type { AppDeps } from '../deps.ts';
import { storeDailyNavs } from '../modules/quant/nav-history.ts';
import { settleDueHoldings } from '../modules/quant/quant-settlement.ts';

interface JobLogger {
  warn: (fields: object, message: string) => void;
}

/** One pass: every fund's NAV stored through yesterday, then the holdings due redeemed. */
const quantPass = async (deps: AppDeps): Promise<void> => {
  await storeDailyNavs(deps);
  await settleDueHoldings(deps);
};

/**
 * Quant funds' daily work every `intervalMs`: each fund's NAV by its rule for the days that have
 * closed, and the redemption of holdings whose last day has closed, at that day's NAV. Never two
 * passes at once in this process; NAV rows are one per fund and day (a second writer inserts
 * nothing), another server's pass skips the holdings this one holds (SKIP LOCKED) and a settled
 * holding is never settled again, so any number of copies and restarts is safe.
 */
export const startQuantFunds = (
  deps: AppDeps,
  intervalMs: number,
  log: JobLogger,
): (() => void) => {
  let running = false;
  const pass = () => {
    if (running) return;
    running = true;
    quantPass(deps)
      .catch((error: unknown) => log.warn({ err: error }, 'quant funds pass failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return () => clearInterval(timer);
};
