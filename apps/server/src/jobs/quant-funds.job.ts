import type { AppDeps } from '../deps.ts';
import { storeDailyNavs } from '../modules/quant/nav-history.ts';
import { settleDueHoldings } from '../modules/quant/quant-settlement.ts';
import { fixPendingUnits } from '../modules/quant/quant-units.ts';
import { startIntervalJob, type JobLogger } from './interval-job.ts';

/**
 * Quant funds' work every `intervalMs`: each fund's NAV by its rule for the trading dates whose
 * valuation point has passed, then the units of purchases priced at those NAVs (forward
 * pricing), then the redemption of holdings whose end date's valuation point has passed, at
 * that date's NAV. NAV rows are one per fund and date (a second writer inserts nothing), another
 * server's pass skips the holdings this one holds (SKIP LOCKED), and units are fixed and a
 * holding settled only while still pending, so any number of copies and restarts is safe.
 */
export const startQuantFunds = (deps: AppDeps, intervalMs: number, log: JobLogger) =>
  startIntervalJob(
    'quant funds',
    async () => {
      await storeDailyNavs(deps);
      await fixPendingUnits(deps);
      await settleDueHoldings(deps);
    },
    intervalMs,
    log,
  );
