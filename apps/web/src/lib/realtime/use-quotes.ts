import type { QuoteView } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getQuotes } from '../market/get-quotes';
import { useQuoteStore } from './quote-store';
import { useLiveQuotes } from './use-live-quotes';
import { useFallbackPoll } from './use-fallback-poll';
import { useRealtimeConnected } from './use-realtime-connected';

/** While the socket is down, REST asks again this often so prices still move. */
export const QUOTE_FALLBACK_POLL_MS = 3_000;

/** The one query key of REST quotes in the whole app. */
export const quotesQueryKey = (sortedKeys: readonly string[]) =>
  ['market', 'quotes', sortedKeys.join(',')] as const;

/**
 * The latest quotes of `keys`, for every screen: the WebSocket feed keeps them live; REST
 * answers only while the socket is not open (before it connects, or when it cannot), once at
 * first and then every few seconds, and stops as soon as the socket is back.
 */
export const useQuotes = (keys: readonly string[]): Record<string, QuoteView | undefined> => {
  const sorted = [...new Set(keys)].sort();
  // While the socket is open its snapshot answers at once: REST is not asked even the first time.
  const connected = useRealtimeConnected();
  const refetchInterval = useFallbackPoll(QUOTE_FALLBACK_POLL_MS);
  const query = useQuery({
    queryKey: quotesQueryKey(sorted),
    queryFn: () => getQuotes(sorted),
    enabled: sorted.length > 0 && !connected,
    refetchInterval,
    staleTime: 0,
    meta: { silent: true },
  });
  const data = query.data;
  useEffect(() => {
    if (data) useQuoteStore.getState().merge(data);
  }, [data]);
  return useLiveQuotes(sorted);
};

/** One instrument's quote, live over the socket, REST while the socket is down. */
export const useQuote = (key: string | undefined): QuoteView | undefined =>
  useQuotes(key ? [key] : [])[key ?? ''];
