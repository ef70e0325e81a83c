import { newsItem, type NewsItem } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useLanguageStore } from '../../../stores/language-store';
import { z } from 'zod/mini';

const newsList = z.array(newsItem);

export const searchNews = async (q: string, limit = 10): Promise<NewsItem[]> =>
  newsList.parse(await apiClient.api({ url: 'news/search', data: { q, limit } }));

/** Articles come back in the reader's language, so the language is part of the key. */
export const newsSearchQueryOptions = (q: string, language: string) =>
  queryOptions({
    queryKey: ['search', 'news', language, q],
    queryFn: () => searchNews(q),
    staleTime: 5 * 60_000,
  });

export const useNewsSearch = (q: string) => {
  const language = useLanguageStore((state) => state.key);
  return useQuery({ ...newsSearchQueryOptions(q, language), enabled: q.trim() !== '' });
};
