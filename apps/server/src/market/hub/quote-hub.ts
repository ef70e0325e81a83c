import { sharedCalendar } from '@brokerage/shared/market-time';
import { CATALOGUE, instrumentKey, resolveInstrument } from '../catalogue/index.ts';
import type { MarketDataProvider, MarketDataSource } from '../provider.ts';
import type { Quote } from '../simulator/index.ts';
import type { CalendarCode, Instrument, RoundPhase, Tick } from '../types.ts';
import {
  ConflatedMailbox,
  Conflator,
  realTimer,
  WatchGroup,
  type ConflationTimer,
  type QuoteListener,
  type QuoteSlot,
} from './conflation.ts';
import { applyTick, fromProviderQuote, type LiveQuote } from './live-quote.ts';

export interface QuoteHubOptions {
  readonly provider: MarketDataProvider;
  /** What `resolve` accepts; default the whole catalogue. */
  readonly instruments?: readonly Instrument[];
  /** Business time: decides staleness and whether a market is open. */
  readonly clock?: () => Date;
  readonly isMarketOpen?: (market: CalendarCode, at: Date) => boolean;
  /** At most one delivery per subscriber per this many ms; default 250. */
  readonly conflateMs?: number;
  /** A quote without a tick for this long while its market is open is stale; default 30 s. */
  readonly staleMs?: number;
  readonly timer?: ConflationTimer;
  /**
   * 'provider': the hub subscribes the provider to what its own clients watch. 'external': a
   * relay (Redis) feeds ticks through `ingest` and the hub never subscribes the provider.
   */
  readonly upstream?: 'provider' | 'external';
  readonly onError?: (error: unknown) => void;
}

/** One subscriber's view: the keys it watches can change over its life (one per socket). */
export interface QuoteSubscription {
  readonly keys: ReadonlySet<string>;
  add(keys: readonly string[]): void;
  remove(keys: readonly string[]): void;
  close(): void;
}

/** An instrument's slot, read directly by the groups watching it. */
interface Entry extends QuoteSlot {
  quote: LiveQuote | undefined;
  /** The hub's sequence number of `quote` (0: not published since it was fetched). */
  seq: number;
  /** clock() time of the last tick, for staleness. */
  lastTickAt: number;
  readonly watchers: Set<WatchGroup>;
  unsubscribe: (() => void) | undefined;
}

/** Providers that can give the day's figures at once (the simulator); feeds may not. */
interface QuoteSnapshots {
  quotes(symbols: readonly string[]): Quote[];
}

const hasSnapshots = (
  provider: MarketDataProvider,
): provider is MarketDataProvider & QuoteSnapshots =>
  'quotes' in provider && typeof provider.quotes === 'function';

/**
 * The last quote of every watched instrument and the fan-out to subscribers, conflated.
 * The provider is subscribed per instrument while at least one subscriber watches it.
 */
export class QuoteHub {
  readonly source: MarketDataSource;
  private readonly provider: MarketDataProvider;
  private readonly instruments: readonly Instrument[];
  private readonly clock: () => Date;
  private readonly isMarketOpen: (market: CalendarCode, at: Date) => boolean;
  private readonly staleMs: number;
  private readonly upstream: 'provider' | 'external';
  private readonly onError: (error: unknown) => void;
  private readonly conflator: Conflator;
  private readonly entries = new Map<string, Entry>();
  /** Subscribers by the exact set of keys they watch (see WatchGroup). */
  private readonly groups = new Map<string, WatchGroup>();
  /** Numbers every published quote, so that each subscriber knows what it has heard. */
  private seq = 0;
  /** Numbers subscribers, which spreads them over the simulator's round phases. */
  private subscribers = 0;
  /** Calendar answers per market for the current second: a round ticks hundreds at once. */
  private readonly openCache = new Map<CalendarCode, { second: number; open: boolean }>();
  private sweepTimer: ReturnType<typeof setInterval> | undefined;

  constructor(options: QuoteHubOptions) {
    this.provider = options.provider;
    this.source = options.provider.source;
    this.instruments = options.instruments ?? CATALOGUE;
    this.clock = options.clock ?? (() => new Date());
    const calendar = sharedCalendar();
    this.isMarketOpen = options.isMarketOpen ?? ((market, at) => calendar.isOpen(market, at));
    this.staleMs = options.staleMs ?? 30_000;
    this.upstream = options.upstream ?? 'provider';
    this.onError =
      options.onError ?? ((error) => process.emitWarning(`Quote hub: ${String(error)}`));
    this.conflator = new Conflator(
      options.conflateMs ?? 250,
      options.timer ?? realTimer,
      this.onError,
    );
  }

  /** `MARKET:SYMBOL` for a key or a unique bare symbol; throws UnknownInstrumentError. */
  resolve(ref: string): string {
    return instrumentKey(resolveInstrument(ref, this.instruments));
  }

  /** Starts the stale sweep. Ticks flow without it; only the stale flags would not. */
  start(): void {
    if (this.sweepTimer) return;
    const every = Math.max(250, Math.min(5_000, Math.floor(this.staleMs / 2)));
    this.sweepTimer = setInterval(() => this.sweep(), every);
    this.sweepTimer.unref();
  }

  stop(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    this.conflator.stop();
    for (const entry of this.entries.values()) entry.unsubscribe?.();
    this.entries.clear();
    this.groups.clear();
  }

  /** How many instruments are watched (and, upstream 'provider', subscribed at the provider). */
  get watchedCount(): number {
    return this.entries.size;
  }

  /**
   * Current quotes of resolved keys, in the order asked. Unwatched keys are read from the
   * provider when it can give quotes, otherwise left out (nothing is known about them).
   */
  snapshot(keys: readonly string[]): LiveQuote[] {
    const quotes: LiveQuote[] = [];
    const unknown: string[] = [];
    for (const key of keys) {
      const quote = this.entries.get(key)?.quote;
      if (quote) quotes.push(quote);
      else unknown.push(key);
    }
    if (unknown.length === 0) return quotes;
    const fresh = new Map(this.fetchQuotes(unknown).map((q) => [q.key, q]));
    return keys.flatMap((key) => {
      const quote = this.entries.get(key)?.quote ?? fresh.get(key);
      return quote ? [quote] : [];
    });
  }

  subscribe(keys: readonly string[], listener: QuoteListener): QuoteSubscription {
    // What was published before the subscriber came is its snapshot's business.
    const mailbox = new ConflatedMailbox(listener, this.seq, this.subscribers++);
    const watched = new Set<string>();
    const subscription: QuoteSubscription = {
      keys: watched,
      add: (more) => {
        const added = more.filter((key) => !watched.has(key));
        if (added.length === 0) return;
        for (const key of added) watched.add(key);
        this.regroup(mailbox, watched);
      },
      remove: (fewer) => {
        let removed = false;
        for (const key of fewer) removed = watched.delete(key) || removed;
        if (removed) this.regroup(mailbox, watched);
      },
      close: () => {
        mailbox.closed = true;
        watched.clear();
        this.regroup(mailbox, watched);
      },
    };
    subscription.add(keys);
    return subscription;
  }

  /** Applies one tick and queues it for the instrument's watchers; ignored when unwatched. */
  ingest(tick: Tick, source: MarketDataSource = this.source): void {
    const entry = this.entries.get(instrumentKey(tick));
    if (!entry) return;
    // A feed may replay or reorder; the quote only moves forward in time.
    if (entry.quote && Date.parse(tick.time) < Date.parse(entry.quote.time)) return;
    const at = this.clock();
    entry.lastTickAt = at.getTime();
    this.publish(
      entry,
      applyTick(entry.quote, tick, source, this.openAt(tick.market, at)),
      tick.round,
    );
  }

  /** Marks quotes stale (or fresh again) and follows markets opening and closing. */
  sweep(): void {
    const at = this.clock();
    for (const entry of this.entries.values()) {
      const quote = entry.quote;
      if (!quote) continue;
      const isOpen = this.openAt(quote.market, at);
      const stale = isOpen && at.getTime() - entry.lastTickAt > this.staleMs;
      if (stale !== quote.stale || isOpen !== quote.isOpen)
        this.publish(entry, { ...quote, stale, isOpen });
    }
  }

  private openAt(market: CalendarCode, at: Date): boolean {
    const second = Math.floor(at.getTime() / 1000);
    const cached = this.openCache.get(market);
    if (cached?.second === second) return cached.open;
    const open = this.isMarketOpen(market, at);
    this.openCache.set(market, { second, open });
    return open;
  }

  private publish(entry: Entry, quote: LiveQuote, round?: RoundPhase): void {
    this.seq += 1;
    entry.quote = quote;
    entry.seq = this.seq;
    this.conflator.offer(entry.watchers, round);
  }

  /** Moves a subscriber to the group of the keys it now watches (none: it leaves). */
  private regroup(mailbox: ConflatedMailbox, keys: ReadonlySet<string>): void {
    const before = mailbox.group;
    const after = keys.size === 0 ? undefined : this.groupOf(keys);
    if (before === after) return;
    before?.members.delete(mailbox);
    mailbox.group = after;
    if (after) {
      after.members.add(mailbox);
      // Quotes of kept keys it had not heard yet are in the new group too (seeded from the
      // entries): they still reach it, as they would have without the move.
      if (mailbox.seen < after.seq) this.conflator.touch(after);
    }
    if (before && before.members.size === 0) {
      this.groups.delete(before.id);
      this.conflator.forget(before);
      for (const key of before.keys) this.unwatch(key, before);
    }
  }

  private groupOf(keys: ReadonlySet<string>): WatchGroup {
    const list = [...keys];
    const id = [...list].sort().join(' ');
    let group = this.groups.get(id);
    if (group) return group;
    const slots = this.watch(list);
    group = new WatchGroup(id, list, slots);
    this.groups.set(id, group);
    for (const entry of slots) entry.watchers.add(group);
    return group;
  }

  /** The entries of `keys`, created (with a first quote) for those nobody watched yet. */
  private watch(keys: readonly string[]): Entry[] {
    const slots: Entry[] = [];
    const fresh: string[] = [];
    for (const key of keys) {
      let entry = this.entries.get(key);
      if (!entry) {
        entry = {
          quote: undefined,
          seq: 0,
          lastTickAt: 0,
          watchers: new Set(),
          unsubscribe: undefined,
        };
        this.entries.set(key, entry);
        fresh.push(key);
      }
      slots.push(entry);
    }
    if (fresh.length === 0) return slots;
    const now = this.clock().getTime();
    for (const quote of this.fetchQuotes(fresh)) {
      const entry = this.entries.get(quote.key);
      if (!entry) continue;
      entry.quote = quote;
      entry.lastTickAt = now;
    }
    if (this.upstream !== 'provider') return slots;
    for (const key of fresh) {
      const entry = this.entries.get(key);
      if (!entry) continue;
      try {
        entry.unsubscribe = this.provider.subscribe([key], (tick) => this.ingest(tick));
      } catch (error) {
        // The provider does not know a key the catalogue has: it stays without ticks (and
        // turns stale), the other keys still flow.
        this.onError(error);
      }
    }
    return slots;
  }

  private unwatch(key: string, group: WatchGroup): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.watchers.delete(group);
    if (entry.watchers.size > 0) return;
    entry.unsubscribe?.();
    this.entries.delete(key);
  }

  private fetchQuotes(keys: readonly string[]): LiveQuote[] {
    if (!hasSnapshots(this.provider)) return [];
    const quotes: LiveQuote[] = [];
    for (const key of keys) {
      try {
        for (const quote of this.provider.quotes([key]))
          quotes.push(fromProviderQuote(quote, this.source));
      } catch (error) {
        this.onError(error);
      }
    }
    return quotes;
  }
}
