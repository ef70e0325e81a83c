import { quoteView, type QuoteView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../lib/api-client';
import { useQuoteStore } from '../../../lib/realtime/quote-store';

const quoteList = quoteView.array();

export const getQuotes = async (keys: readonly string[]): Promise<QuoteView[]> =>
  quoteList.parse(await apiClient.api({ url: 'market/quotes', data: { keys: keys.join(',') } }));

export const quotesQueryOptions = (keys: readonly string[]) =>
  queryOptions({
    queryKey: ['market', 'quotes', keys.join(',')],
    queryFn: () => getQuotes(keys),
    staleTime: 0,
    meta: { silent: true },
  });

/**
 * Quotes over REST, merged into the live store: the page has figures even before the socket's
 * snapshot arrives, or when the socket cannot connect.
 */
export const useSeedQuotes = (keys: readonly string[]) => {
  const query = useQuery({ ...quotesQueryOptions(keys), enabled: keys.length > 0 });
  const data = query.data;
  useEffect(() => {
    if (data) useQuoteStore.getState().merge(data);
  }, [data]);
  return query;
};
