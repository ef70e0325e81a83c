import type { AppDeps } from '../deps.ts';
import { activeAlertKeys } from '../modules/market/price-alerts.repository.ts';
import { checkPriceAlertsOf } from '../modules/market/price-alerts.service.ts';
import { startTickDriven, type TickDriven } from './tick-driven.ts';
import type { JobLogger } from './interval-job.ts';

/**
 * Price alerts, their own subscriber of the quote hub's ticks (not part of order matching):
 * each quote change of an instrument with active alerts fires the ones it crosses; a sweep
 * every `intervalMs` catches what a restart missed. Each alert fires once (conditional update).
 */
export const startPriceAlerts = (deps: AppDeps, intervalMs: number, log: JobLogger): TickDriven =>
  startTickDriven(deps, {
    name: 'price alerts',
    keys: (d) => activeAlertKeys(d.db),
    work: checkPriceAlertsOf,
    intervalMs,
    log,
  });
