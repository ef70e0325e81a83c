import type { AppDeps } from '../deps.ts';
import type { ChainProvider } from '../modules/deposits/chain/chain-provider.ts';
import { runChainWatcher } from '../modules/deposits/chain/chain-watcher.service.ts';
import { startIntervalJob, type JobLogger } from './interval-job.ts';

/**
 * Scans every configured network every `intervalMs` (another copy's pass skips a network this
 * one holds: its cursor row is claimed with SKIP LOCKED, and recording is idempotent per
 * transfer). A network that fails is logged and the others are still scanned.
 */
export const startChainWatcher = (
  deps: AppDeps,
  providers: readonly ChainProvider[],
  intervalMs: number,
  log: JobLogger,
) =>
  startIntervalJob(
    'chain watcher',
    () =>
      runChainWatcher(deps, providers, (network, error) =>
        log.warn({ err: error, network }, 'chain watcher pass failed'),
      ),
    intervalMs,
    log,
  );
