import type { AppDeps } from '../deps.ts';
import type { ChainProvider } from '../modules/chain/chain-provider.ts';
import { runChainWatcher } from '../modules/chain/chain-watcher.service.ts';

interface JobLogger {
  warn: (fields: object, message: string) => void;
}

/**
 * Scans every configured network every `intervalMs`, never two passes at once in this
 * process (another copy's pass skips a network this one holds: its cursor row is claimed
 * with SKIP LOCKED, and recording is idempotent per transfer).
 */
export const startChainWatcher = (
  deps: AppDeps,
  providers: readonly ChainProvider[],
  intervalMs: number,
  log: JobLogger,
): (() => void) => {
  let running = false;
  const pass = () => {
    if (running) return;
    running = true;
    runChainWatcher(deps, providers, (network, error) =>
      log.warn({ err: error, network }, 'chain watcher pass failed'),
    )
      .catch((error: unknown) => log.warn({ err: error }, 'chain watcher pass failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return () => clearInterval(timer);
};
