import type { QuoteView } from '@brokerage/shared';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useQuoteStore } from './quote-store';
import { realtime } from './realtime';

/**
 * Watches `keys` over the WebSocket while the component is mounted and returns their latest
 * quotes (absent until the snapshot arrives). The key list may change between renders.
 */
export const useLiveQuotes = (keys: readonly string[]): Record<string, QuoteView | undefined> => {
  const joined = [...new Set(keys)].sort().join(',');
  useEffect(() => {
    if (!joined) return undefined;
    return realtime.subscribe(joined.split(','));
  }, [joined]);
  return useQuoteStore(
    useShallow((state) => {
      const out: Record<string, QuoteView | undefined> = {};
      for (const key of keys) out[key] = state.quotes[key];
      return out;
    }),
  );
};

/** Subscribes to `keys` without reading them: for lists whose rows read their own quote. */
export const useWatchSymbols = (keys: readonly string[]): void => {
  const joined = [...new Set(keys)].sort().join(',');
  useEffect(() => {
    if (!joined) return undefined;
    return realtime.subscribe(joined.split(','));
  }, [joined]);
};

/** One instrument's live quote. */
export const useLiveQuote = (key: string | undefined): QuoteView | undefined => {
  useWatchSymbols(key ? [key] : []);
  return useQuoteStore((state) => (key ? state.quotes[key] : undefined));
};
