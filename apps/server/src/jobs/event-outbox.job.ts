import type { AppDeps } from '../deps.ts';
import { relayUnannounced } from '../lib/events/event-outbox.ts';
import type { JobLogger } from './interval-job.ts';

export interface OutboxRelay {
  stop: () => Promise<void>;
}

/**
 * The outbox relay (lib/events/event-outbox.ts): at start, then every `intervalMs`, announces
 * the customer events a crash left unannounced. Safe on every server copy at once.
 */
export const startOutboxRelay = (
  deps: AppDeps,
  intervalMs: number,
  log: JobLogger,
): OutboxRelay => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const pass = async (): Promise<void> => {
    try {
      await relayUnannounced(deps.db, deps.events);
    } catch (error) {
      log.warn({ err: error }, 'outbox relay failed');
    }
    // The next pass is counted from the end of this one: passes never overlap.
    if (!stopped) timer = setTimeout(() => (running = pass()), intervalMs);
  };
  let running = pass();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
