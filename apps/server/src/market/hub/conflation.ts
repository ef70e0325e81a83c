import type { RoundPhase } from '../types.ts';
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

const samePhase = (a: RoundPhase | undefined, b: RoundPhase | undefined): boolean =>
  a === b || (a?.phase === b?.phase && a?.phases === b?.phases);

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
    /** The subscriber's number: decides which phase of the simulator's rounds it hears. */
    readonly number: number,
  ) {
    this.seen = seen;
  }

  hears(round: RoundPhase | undefined): boolean {
    return round === undefined || this.number % round.phases === round.phase;
  }
}

/** A key's latest quote and the hub's sequence number for it (0: none published yet). */
export interface QuoteSlot {
  readonly quote: LiveQuote | undefined;
  readonly seq: number;
}

/**
 * The subscribers that watch exactly the same keys (an index strip, a market's popular
 * stocks): the subscribers delivered together get one array (and so one frame) between them.
 * The group reads its keys' quotes from the hub's own slots, so a tick costs the group
 * nothing until a delivery. Each member keeps its own place (`seen`) and its own interval, so
 * joining late or being held back by conflation changes nothing for the others.
 */
export class WatchGroup {
  readonly members = new Set<ConflatedMailbox>();
  /** The Conflator's collection round that last picked this group up. */
  collectedIn = 0;

  constructor(
    readonly id: string,
    readonly keys: readonly string[],
    private readonly slots: readonly QuoteSlot[],
  ) {}

  /** The newest sequence number among its keys. */
  get seq(): number {
    let newest = 0;
    for (const slot of this.slots) if (slot.seq > newest) newest = slot.seq;
    return newest;
  }

  /** What a subscriber that has seen up to `seen` has not: the latest quote per key. */
  newerThan(seen: number): LiveQuote[] {
    const quotes: LiveQuote[] = [];
    for (const { quote, seq } of this.slots) if (quote && seq > seen) quotes.push(quote);
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
  /** The watchers of the keys published since the last flush, gathered into `dirty` by it. */
  private readonly published: Iterable<WatchGroup>[] = [];
  /** The round of everything published since the last flush; undefined: heard by all. */
  private round: RoundPhase | undefined;
  private mixedRounds = false;
  private collections = 0;
  private flushQueued = false;
  private timer: { unref?: () => unknown } | undefined;
  private timerAt = Number.POSITIVE_INFINITY;

  constructor(
    private readonly intervalMs: number,
    private readonly clock: ConflationTimer,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * A key's slot has a new quote: its watchers may have something to hear. Taken as the
   * hub's live set and read at the flush: a round publishes hundreds of keys, each watched
   * by hundreds of groups, and only the flush needs to know which groups those are.
   * A quote of a simulator round (`round`) is heard by the subscribers of its phase only; the
   * others hear their own phase's round, priced just before it is sent.
   */
  offer(watchers: Iterable<WatchGroup>, round?: RoundPhase): void {
    if (this.published.length === 0 && !this.mixedRounds) this.round = round;
    else if (!samePhase(this.round, round)) this.mixedRounds = true;
    this.published.push(watchers);
    this.queueFlush();
  }

  /** A group whose subscribers may have something to hear (a member joined with a backlog). */
  touch(group: WatchGroup): void {
    this.dirty.add(group);
    this.queueFlush();
  }

  forget(group: WatchGroup): void {
    this.dirty.delete(group);
  }

  stop(): void {
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
    this.dirty.clear();
    this.published.length = 0;
    this.round = undefined;
    this.mixedRounds = false;
  }

  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => this.flush());
  }

  /** Each group watching a published key joins `dirty` once, however many of its keys moved. */
  private collect(): void {
    this.collections += 1;
    for (const watchers of this.published)
      for (const group of watchers) {
        if (group.collectedIn === this.collections) continue;
        group.collectedIn = this.collections;
        this.dirty.add(group);
      }
    this.published.length = 0;
  }

  private flush(): void {
    this.flushQueued = false;
    // Quotes from different rounds (or from outside any) in one flush: everyone may hear.
    const round = this.mixedRounds ? undefined : this.round;
    this.round = undefined;
    this.mixedRounds = false;
    this.collect();
    const now = this.clock.now();
    let earliest = Number.POSITIVE_INFINITY;
    for (const group of this.dirty) {
      const seq = group.seq;
      let waiting = false;
      // Members delivered together last time have seen the same: one array serves them all.
      let sharedSeen = Number.NaN;
      let shared: LiveQuote[] = [];
      for (const mailbox of group.members) {
        if (mailbox.closed || mailbox.seen >= seq || !mailbox.hears(round)) continue;
        if (now < mailbox.nextAt) {
          waiting = true;
          earliest = Math.min(earliest, mailbox.nextAt);
          continue;
        }
        if (mailbox.seen !== sharedSeen) {
          sharedSeen = mailbox.seen;
          shared = group.newerThan(sharedSeen);
        }
        mailbox.seen = seq;
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
