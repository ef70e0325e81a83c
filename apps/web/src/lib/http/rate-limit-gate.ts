/** Without a usable Retry-After the client waits this long before asking again. */
export const DEFAULT_RETRY_AFTER_MS = 5_000;
/** A server asking for more than this is capped, so the app never looks dead for minutes. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * How long a 429 answer asks the client to wait: `Retry-After` in seconds or as an HTTP date,
 * else the `RateLimit-Reset` seconds of the IETF draft headers, else a default; capped.
 */
export const retryAfterMs = (
  header: (name: string) => string | null,
  now: number = Date.now(),
): number => {
  const parse = (value: string | null): number | undefined => {
    if (!value) return undefined;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
    const date = Date.parse(trimmed);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
  };
  const wait =
    parse(header('retry-after')) ?? parse(header('ratelimit-reset')) ?? DEFAULT_RETRY_AFTER_MS;
  return Math.min(Math.max(wait, 1_000), MAX_RETRY_AFTER_MS);
};

type Listener = () => void;

/**
 * The app-wide pause after a 429: until `until`, requests wait instead of adding to the
 * overload, then go out again. The UI reads it to show the countdown; the client only writes.
 */
export class RateLimitGate {
  private untilMs = 0;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The instant requests may go out again (0 or past: now). */
  get until(): number {
    return this.untilMs;
  }

  /** Pauses requests for `waitMs` from now (a later pause already set is kept). */
  pause(waitMs: number): void {
    const until = this.now() + waitMs;
    if (until <= this.untilMs) return;
    this.untilMs = until;
    this.emit();
  }

  /** Resolves once the pause, if any, is over. */
  async wait(sleep: (ms: number) => Promise<void>): Promise<void> {
    for (let left = this.untilMs - this.now(); left > 0; left = this.untilMs - this.now())
      await sleep(left);
  }

  /** Marks the pause over after a request went through (the countdown disappears). */
  clear(): void {
    if (this.untilMs === 0) return;
    this.untilMs = 0;
    this.emit();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
