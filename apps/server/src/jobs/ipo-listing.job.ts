import type { AppDeps } from '../deps.ts';
import { openListedInFeed } from '../modules/ipo/ipo-feed.ts';
import { runDueListings } from '../modules/ipo/ipo-listing.ts';
import { startIntervalJob, type JobLogger } from './interval-job.ts';

/**
 * Lists every allotted IPO whose listing date has come, every `intervalMs`: its instrument
 * row is written and each allotted subscription becomes a lot at the issue price, in one
 * transaction per offering claimed with SKIP LOCKED (safe with several server copies). Then
 * every listed instrument is opened in this copy's feed, starting from its issue price.
 */
export const startIpoListing = (deps: AppDeps, intervalMs: number, log: JobLogger) =>
  startIntervalJob(
    'ipo listing',
    async () => {
      await runDueListings(deps);
      await openListedInFeed(deps.db);
    },
    intervalMs,
    log,
  );
