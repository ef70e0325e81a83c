import type { AppDeps } from '../deps.ts';
import { waitingInstrumentKeys } from '../modules/trading/crossing.repository.ts';
import { matchInstrument } from '../modules/trading/matcher.ts';
import { startTickDriven, type TickDriven } from './tick-driven.ts';
import type { JobLogger } from './interval-job.ts';

/**
 * Matching driven by ticks: each quote change of an instrument with pending orders or armed
 * lots runs that instrument's matching (one run at a time per instrument here, re-run when
 * more ticks came meanwhile); every `intervalMs` a sweep re-reads those instruments and runs
 * each once, for what a restart missed. Other copies may run theirs: every order is claimed
 * with SKIP LOCKED and a filled one is skipped.
 */
export const startOrderMatcher = (deps: AppDeps, intervalMs: number, log: JobLogger): TickDriven =>
  startTickDriven(deps, {
    name: 'order matcher',
    keys: (d) => waitingInstrumentKeys(d.db),
    work: matchInstrument,
    intervalMs,
    log,
  });
