import { quoteView, type QuoteView } from '@brokerage/shared';
import { apiClient } from '../api-client';

const quoteList = quoteView.array();

/** Quotes of `keys` over REST: the fallback of the WebSocket feed. */
export const getQuotes = async (keys: readonly string[]): Promise<QuoteView[]> =>
  quoteList.parse(await apiClient.api({ url: 'market/quotes', data: { keys: keys.join(',') } }));
