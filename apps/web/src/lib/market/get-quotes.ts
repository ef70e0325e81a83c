import { quoteView, type QuoteView } from '@brokerage/shared';
import { apiClient } from '../api-client';
import { z } from 'zod/mini';

const quoteList = z.array(quoteView);

/** Quotes of `keys` over REST: the fallback of the WebSocket feed. */
export const getQuotes = async (keys: readonly string[]): Promise<QuoteView[]> =>
  quoteList.parse(await apiClient.api({ url: 'market/quotes', data: { keys: keys.join(',') } }));
