export interface BackoffOptions {
  /** First delay; default 500 ms. */
  readonly initialMs?: number;
  /** Ceiling of the doubling; default 30 s. */
  readonly maxMs?: number;
  /** A connection that stayed up this long resets the backoff; default 30 s. */
  readonly resetAfterMs?: number;
}

export const DEFAULT_BACKOFF = { initialMs: 500, maxMs: 30_000, resetAfterMs: 30_000 };

/**
 * Delay before reconnect number `attempt` (0 for the first): initialMs doubling up to maxMs,
 * then "equal jitter": a uniformly random point in the upper half, so that server copies cut
 * off together do not come back in step, yet no retry comes sooner than half the nominal delay.
 */
export const backoffDelay = (
  attempt: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number => {
  const initial = options.initialMs ?? DEFAULT_BACKOFF.initialMs;
  const max = options.maxMs ?? DEFAULT_BACKOFF.maxMs;
  // Capping the exponent keeps 2 ** attempt finite however long the outage lasts.
  const nominal = Math.min(max, initial * 2 ** Math.min(attempt, 30));
  return Math.round(nominal / 2 + (nominal / 2) * random());
};
