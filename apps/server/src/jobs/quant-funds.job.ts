import type { AppDeps } from '../deps.ts';
import { storeDailyNavs } from '../modules/quant/nav-history.ts';
import { settleDueHoldings } from '../modules/quant/quant-settlement.ts';
import { startIntervalJob, type JobLogger } from './interval-job.ts';

/**
 * Quant funds' daily work every `intervalMs`: each fund's NAV by its rule for the days that have
 * closed, then the redemption of holdings whose last day has closed, at that day's NAV. NAV rows
 * are one per fund and day (a second writer inserts nothing), another server's pass skips the
 * holdings this one holds (SKIP LOCKED) and a settled holding is never settled again, so any
 * number of copies and restarts is safe.
 */
export const startQuantFunds = (deps: AppDeps, intervalMs: number, log: JobLogger) =>
  startIntervalJob(
    'quant funds',
    async () => {
      await storeDailyNavs(deps);
      await settleDueHoldings(deps);
    },
    intervalMs,
    log,
  );
