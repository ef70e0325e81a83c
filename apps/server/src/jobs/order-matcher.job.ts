import type { AppDeps } from '../deps.ts';
import { runMatcher } from '../modules/trading/matcher.ts';

interface JobLogger {
  warn: (fields: object, message: string) => void;
}

/**
 * Runs the matcher every `intervalMs`, never two passes at once in this process
 * (other copies may run theirs: each order is claimed with SKIP LOCKED).
 */
export const startOrderMatcher = (
  deps: AppDeps,
  intervalMs: number,
  log: JobLogger,
): (() => void) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runMatcher(deps)
      .catch((error: unknown) => log.warn({ err: error }, 'order matcher pass failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
