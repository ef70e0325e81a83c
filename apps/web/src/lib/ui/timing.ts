/**
 * Rate limits for UI handlers (seed section 9 gives the numbers: config/ui-constants.ts).
 * `now` and the timer functions are injectable for tests.
 */

/** Calls `fn` once the calls have paused for `ms`, with the last call's arguments. */
export const debounce = <A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): ((...args: A) => void) & { cancel: () => void } => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
};

/**
 * Drops a call that comes within `ms` of the last one that ran (a list's reach-bottom fires
 * again while the page it asked for is arriving); a dropped call resolves at once.
 */
export const suppressRepeats = (
  fn: () => Promise<void>,
  ms: number,
  now: () => number = Date.now,
): (() => Promise<void>) => {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at - last < ms) return;
    last = at;
    await fn();
  };
};
