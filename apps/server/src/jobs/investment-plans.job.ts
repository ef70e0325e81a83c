import type { AppDeps } from '../deps.ts';
import { runDuePlans } from '../modules/plans/plan-runner.ts';
import { startIntervalJob, type JobLogger } from './interval-job.ts';

/**
 * Recurring plans buy on their trading day, during its session: a pass every `intervalMs`
 * runs what has come due. Each run is claimed once per plan and date in the database, so any
 * number of server copies run it once.
 */
export const startInvestmentPlans = (deps: AppDeps, intervalMs: number, log: JobLogger) =>
  startIntervalJob('investment plans', () => runDuePlans(deps), intervalMs, log);
