import { newsArticle, type NewsArticle } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useLanguageStore } from '../../../stores/language-store';

export const getNewsArticle = async (id: number): Promise<NewsArticle> =>
  newsArticle.parse(await apiClient.api({ url: `news/${id}` }));

export const newsArticleQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['news', 'article', id, language],
    queryFn: () => getNewsArticle(id),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export const useNewsArticle = (id: number | undefined) => {
  const language = useLanguageStore((state) => state.key);
  return useQuery({ ...newsArticleQueryOptions(id ?? 0, language), enabled: id !== undefined });
};
