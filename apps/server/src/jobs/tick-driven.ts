import type { AppDeps } from '../deps.ts';
import type { QuoteSubscription } from '../market/hub/index.ts';
import type { JobLogger } from './interval-job.ts';

interface Slot {
  /** Another run is wanted: a tick (or the sweep) came after the current run began. */
  again: boolean;
  readonly done: Promise<void>;
}

/**
 * One run per key at a time in this process; a request while a run is under way makes one
 * more run after it (however many requests came), so the last quote is always acted on and a
 * burst of ticks costs at most two runs. Other server copies are kept apart by the database
 * (SKIP LOCKED and conditional updates), not by this.
 */
export class KeyedRunner {
  private readonly slots = new Map<string, Slot>();
  private readonly waiters = new Map<string, (() => void)[]>();

  constructor(
    private readonly work: (key: string) => Promise<void>,
    private readonly onError: (error: unknown, key: string) => void,
  ) {}

  /** Resolves once a run of `key` that began after this call has ended. */
  request(key: string): Promise<void> {
    const slot = this.slots.get(key);
    if (slot) {
      slot.again = true;
      return slot.done;
    }
    const fresh: { again: boolean; done: Promise<void> } = { again: true, done: Promise.resolve() };
    this.slots.set(key, fresh);
    fresh.done = this.loop(key, fresh);
    return fresh.done;
  }

  /** Resolves when the next run of `key` that begins after this call ends. */
  nextRun(key: string): Promise<void> {
    return new Promise((resolve) => {
      const list = this.waiters.get(key) ?? [];
      list.push(resolve);
      this.waiters.set(key, list);
    });
  }

  /** Resolves when nothing runs any more. */
  async idle(): Promise<void> {
    while (this.slots.size > 0) await Promise.all([...this.slots.values()].map((s) => s.done));
  }

  private async loop(key: string, slot: { again: boolean }): Promise<void> {
    // Let the caller store `done` before the first await inside the work.
    await Promise.resolve();
    while (slot.again) {
      slot.again = false;
      // Who waits for a run that begins now; later callers wait for the one after.
      const waiting = this.waiters.get(key) ?? [];
      this.waiters.delete(key);
      try {
        await this.work(key);
      } catch (error) {
        this.onError(error, key);
      }
      for (const resolve of waiting) resolve();
    }
    this.slots.delete(key);
  }
}

export interface TickDrivenOptions {
  readonly name: string;
  /** The instruments worth hearing: those with something waiting on them (read by index). */
  readonly keys: (deps: AppDeps) => Promise<string[]>;
  /** Acts on one instrument's current quote. */
  readonly work: (deps: AppDeps, key: string) => Promise<void>;
  /** The sweep: what a restart (or an instrument nobody watched yet) left behind. */
  readonly intervalMs: number;
  readonly log: JobLogger;
}

export interface TickDriven {
  /** Re-reads which instruments to hear and runs every one of them once (the sweep). */
  sweep(): Promise<void>;
  /** Resolves when the next run of `key` ends (tests: "the run for that tick"). */
  nextRun(key: string): Promise<void>;
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A subscriber of the quote hub's ticks: each quote that changes runs `work` for its
 * instrument (coalesced per instrument), and a sweep every `intervalMs` re-reads which
 * instruments matter and runs each once, so nothing waits behind unrelated instruments.
 */
export const startTickDriven = (deps: AppDeps, options: TickDrivenOptions): TickDriven => {
  const runner = new KeyedRunner(
    (key) => options.work(deps, key),
    (error, key) => options.log.warn({ err: error, key }, `${options.name} run failed`),
  );
  let subscription: QuoteSubscription | undefined = deps.quotes.subscribe([], (quotes) => {
    for (const quote of quotes) void runner.request(quote.key);
  });
  let sweeping: Promise<void> | undefined;

  const sweepOnce = async () => {
    const keys = await options.keys(deps);
    if (!subscription) return;
    const wanted = new Set(keys);
    subscription.remove([...subscription.keys].filter((key) => !wanted.has(key)));
    subscription.add(keys);
    await Promise.all(keys.map((key) => runner.request(key)));
  };
  const sweep = () => {
    // One sweep at a time: a slow one is not stacked up by the interval.
    sweeping ??= sweepOnce().finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  };

  const timer = setInterval(() => {
    sweep().catch((error: unknown) =>
      options.log.warn({ err: error }, `${options.name} sweep failed`),
    );
  }, options.intervalMs);
  timer.unref();

  return {
    sweep,
    nextRun: (key) => runner.nextRun(key),
    idle: () => runner.idle(),
    stop: async () => {
      clearInterval(timer);
      subscription?.close();
      subscription = undefined;
      await sweeping?.catch(() => undefined);
      await runner.idle();
    },
  };
};
