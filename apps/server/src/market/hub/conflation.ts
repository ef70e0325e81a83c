import type { LiveQuote } from './live-quote.ts';

export type QuoteListener = (quotes: LiveQuote[]) => void;

/** The timers conflation runs on; injected so tests drive them (vi.useFakeTimers works too). */
export interface ConflationTimer {
  /** Milliseconds on a clock that only moves forward. */
  now(): number;
  setTimeout(callback: () => void, ms: number): { unref?: () => unknown };
  clearTimeout(handle: { unref?: () => unknown }): void;
}

export const realTimer: ConflationTimer = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** One subscriber's mailbox: the latest quote per key since its last delivery. */
export class ConflatedMailbox {
  readonly pending = new Map<string, LiveQuote>();
  /** Earliest timer.now() at which the next delivery may happen. */
  nextAt = 0;
  closed = false;

  constructor(readonly listener: QuoteListener) {}
}

/**
 * Delivers at most one batch per mailbox per interval, holding the latest quote per key.
 * Leading edge: a mailbox idle for a whole interval is delivered at once (after the current
 * round of ticks, via a microtask), so conflation adds no lag to a quiet stream; only a busier
 * one waits for the interval's end. One timer serves every waiting mailbox.
 */
export class Conflator {
  private readonly dirty = new Set<ConflatedMailbox>();
  private flushQueued = false;
  private timer: { unref?: () => unknown } | undefined;
  private timerAt = Number.POSITIVE_INFINITY;

  constructor(
    private readonly intervalMs: number,
    private readonly clock: ConflationTimer,
    private readonly onError: (error: unknown) => void,
  ) {}

  offer(mailbox: ConflatedMailbox, quote: LiveQuote): void {
    if (mailbox.closed) return;
    mailbox.pending.set(quote.key, quote);
    this.dirty.add(mailbox);
    if (!this.flushQueued) {
      this.flushQueued = true;
      queueMicrotask(() => this.flush());
    }
  }

  stop(): void {
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
    this.dirty.clear();
  }

  private flush(): void {
    this.flushQueued = false;
    const now = this.clock.now();
    let earliest = Number.POSITIVE_INFINITY;
    for (const mailbox of this.dirty) {
      if (mailbox.closed || mailbox.pending.size === 0) {
        this.dirty.delete(mailbox);
        continue;
      }
      if (now < mailbox.nextAt) {
        earliest = Math.min(earliest, mailbox.nextAt);
        continue;
      }
      const quotes = [...mailbox.pending.values()];
      mailbox.pending.clear();
      mailbox.nextAt = now + this.intervalMs;
      this.dirty.delete(mailbox);
      try {
        mailbox.listener(quotes);
      } catch (error) {
        // One broken listener must not starve the others.
        this.onError(error);
      }
    }
    if (earliest < this.timerAt) this.arm(earliest, now);
  }

  private arm(at: number, now: number): void {
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = undefined;
        this.timerAt = Number.POSITIVE_INFINITY;
        this.flush();
      },
      Math.max(0, at - now),
    );
    this.timer.unref?.();
  }
}
