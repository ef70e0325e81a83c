import { quoteView, type QuoteView } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../lib/api-client';
import { useQuoteStore } from '../../../lib/realtime/quote-store';
import { useLiveQuotes } from '../../../lib/realtime/use-live-quotes';

const quoteList = quoteView.array();

export const getQuotes = async (keys: readonly string[]): Promise<QuoteView[]> =>
  quoteList.parse(await apiClient.api({ url: 'market/quotes', data: { keys: keys.join(',') } }));

/**
 * Live quotes of `keys` for the trading screens: the WebSocket feed, plus a REST poll merged
 * into the same store so prices still move when the socket cannot connect.
 */
export const useTradingQuotes = (
  keys: readonly string[],
  { pollMs = 3_000 }: { pollMs?: number } = {},
): Record<string, QuoteView | undefined> => {
  const sorted = [...new Set(keys)].sort();
  const query = useQuery({
    queryKey: ['trade', 'quotes', sorted.join(',')],
    queryFn: () => getQuotes(sorted),
    enabled: sorted.length > 0,
    refetchInterval: pollMs,
    staleTime: 0,
    meta: { silent: true },
  });
  const data = query.data;
  useEffect(() => {
    if (data) useQuoteStore.getState().merge(data);
  }, [data]);
  return useLiveQuotes(sorted);
};
