import type { AppDeps } from '../deps.ts';
import { pledgedInstrumentKeys } from '../modules/loans/loan-pledges.repository.ts';
import { monitorInstrument } from '../modules/loans/margin-monitor.ts';
import { startTickDriven, type TickDriven } from './tick-driven.ts';
import type { JobLogger } from './interval-job.ts';

/**
 * Margin monitoring on the tick stream that drives matching: each quote change of an
 * instrument pledged to a loan re-values those loans (margin call, liquidation); the sweep
 * every `intervalMs` catches a call's deadline passing without a tick. Safe on several copies:
 * each loan is watched under its row lock, taken with SKIP LOCKED.
 */
export const startMarginMonitor = (deps: AppDeps, intervalMs: number, log: JobLogger): TickDriven =>
  startTickDriven(deps, {
    name: 'margin monitor',
    keys: (d) => pledgedInstrumentKeys(d.db),
    work: monitorInstrument,
    intervalMs,
    log,
  });
