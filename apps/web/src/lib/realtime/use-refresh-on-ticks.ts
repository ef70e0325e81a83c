import { useEffect, useRef } from 'react';
import { useQuoteStore } from './quote-store';
import { useWatchSymbols } from './use-live-quotes';

/**
 * Calls `refresh` when a quote of `keys` moves, at most once per `minMs` (the first time
 * `minMs` after mounting): for figures the server computes from live prices, such as the funds
 * overview valuing positions at the bid, which no customer event announces. It watches the keys
 * over the socket; while the socket is down nothing ticks, and the caller's fallback poll asks.
 */
export const useRefreshOnTicks = (
  keys: readonly string[],
  refresh: () => void,
  minMs: number,
): void => {
  useWatchSymbols(keys);
  const latestRefresh = useRef(refresh);
  useEffect(() => {
    latestRefresh.current = refresh;
  }, [refresh]);
  const joined = [...new Set(keys)].sort().join(',');
  useEffect(() => {
    if (!joined) return undefined;
    const watched = joined.split(',');
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useQuoteStore.subscribe((state, previous) => {
      if (timer !== undefined) return;
      if (!watched.some((key) => state.quotes[key] !== previous.quotes[key])) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          last = Date.now();
          latestRefresh.current();
        },
        Math.max(0, last + minMs - Date.now()),
      );
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [joined, minMs]);
};
