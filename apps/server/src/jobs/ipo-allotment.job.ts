import type { AppDeps } from '../deps.ts';
import { runDueAllotments } from '../modules/ipo/ipo-allotment.ts';
import { startIntervalJob, type JobLogger } from './interval-job.ts';

/**
 * Allots every IPO whose allotment date has come, every `intervalMs`: each offering is claimed
 * with SKIP LOCKED and allotted in one transaction that marks it allotted, so a second pass, a
 * restart or another server copy never allots it twice.
 */
export const startIpoAllotment = (deps: AppDeps, intervalMs: number, log: JobLogger) =>
  startIntervalJob('ipo allotment', () => runDueAllotments(deps), intervalMs, log);
