import type { LiveQuote } from './live-quote.ts';

/** The quotes are shared with the other subscribers delivered at the same moment: read only. */
export type QuoteListener = (quotes: readonly LiveQuote[]) => void;

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

/** One subscriber: how far it has heard its group's quotes, and when it may hear again. */
export class ConflatedMailbox {
  /** The sequence number of the newest quote already delivered (or older than it). */
  seen: number;
  /** Earliest timer.now() at which the next delivery may happen. */
  nextAt = 0;
  closed = false;
  group: WatchGroup | undefined;

  constructor(
    readonly listener: QuoteListener,
    seen: number,
  ) {
    this.seen = seen;
  }
}

interface Sequenced {
  readonly quote: LiveQuote;
  readonly seq: number;
}

/**
 * The subscribers that watch exactly the same keys (an index strip, a market's popular
 * stocks): a tick is offered once to the group rather than once per subscriber, and the
 * subscribers delivered together get one array (and so one frame) between them. Each keeps its
 * own place (`seen`) and its own interval, so joining late or being held back by conflation
 * changes nothing for the others.
 */
export class WatchGroup {
  /** The latest quote of each key that has one, with the sequence number it came with. */
  readonly latest = new Map<string, Sequenced>();
  readonly members = new Set<ConflatedMailbox>();
  /** The newest sequence number in `latest`. */
  seq = 0;

  constructor(
    readonly id: string,
    readonly keys: readonly string[],
  ) {}

  record(quote: LiveQuote, seq: number): void {
    this.latest.set(quote.key, { quote, seq });
    if (seq > this.seq) this.seq = seq;
  }

  /** What a subscriber that has seen up to `seen` has not: the latest quote per key. */
  newerThan(seen: number): LiveQuote[] {
    const quotes: LiveQuote[] = [];
    for (const { quote, seq } of this.latest.values()) if (seq > seen) quotes.push(quote);
    return quotes;
  }
}

/**
 * Delivers at most one batch per subscriber per interval, holding the latest quote per key.
 * Leading edge: a subscriber idle for a whole interval is delivered at once (after the current
 * round of ticks, via a microtask), so conflation adds no lag to a quiet stream; only a busier
 * one waits for the interval's end. One timer serves every waiting subscriber.
 */
export class Conflator {
  private readonly dirty = new Set<WatchGroup>();
  private flushQueued = false;
  private timer: { unref?: () => unknown } | undefined;
  private timerAt = Number.POSITIVE_INFINITY;

  constructor(
    private readonly intervalMs: number,
    private readonly clock: ConflationTimer,
    private readonly onError: (error: unknown) => void,
  ) {}

  offer(group: WatchGroup, quote: LiveQuote, seq: number): void {
    group.record(quote, seq);
    this.touch(group);
  }

  /** A group whose subscribers may have something to hear (a member joined with a backlog). */
  touch(group: WatchGroup): void {
    this.dirty.add(group);
    if (!this.flushQueued) {
      this.flushQueued = true;
      queueMicrotask(() => this.flush());
    }
  }

  forget(group: WatchGroup): void {
    this.dirty.delete(group);
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
    for (const group of this.dirty) {
      let waiting = false;
      // Members delivered together last time have seen the same: one array serves them all.
      let sharedSeen = Number.NaN;
      let shared: LiveQuote[] = [];
      for (const mailbox of group.members) {
        if (mailbox.closed || mailbox.seen >= group.seq) continue;
        if (now < mailbox.nextAt) {
          waiting = true;
          earliest = Math.min(earliest, mailbox.nextAt);
          continue;
        }
        if (mailbox.seen !== sharedSeen) {
          sharedSeen = mailbox.seen;
          shared = group.newerThan(sharedSeen);
        }
        mailbox.seen = group.seq;
        mailbox.nextAt = now + this.intervalMs;
        try {
          mailbox.listener(shared);
        } catch (error) {
          // One broken listener must not starve the others.
          this.onError(error);
        }
      }
      if (!waiting) this.dirty.delete(group);
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
