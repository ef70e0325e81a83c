import type { AppDeps } from '../deps.ts';
import { runCorporateActions } from '../modules/corporate/corporate-runner.ts';
import { startIntervalJob, type JobLogger } from './interval-job.ts';

/**
 * Corporate actions on their dates: a pass every `intervalMs` entitles the dividends whose
 * ex-date has begun and pays those whose pay date has come (each claimed in the database: two
 * copies pay once), applies the splits whose ex-date has begun, and proposes the feed's new
 * records for an admin's approval (each claimed by its vendor id: two copies propose once).
 */
export const startCorporateActions = (deps: AppDeps, intervalMs: number, log: JobLogger) =>
  startIntervalJob('corporate actions', () => runCorporateActions(deps), intervalMs, log);
