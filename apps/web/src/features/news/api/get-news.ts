import { newsPage, type NewsItem } from '@brokerage/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useLanguageStore } from '../../../stores/language-store';

export type NewsPage = ReturnType<typeof newsPage.parse>;

export const getNews = async (pageNumber: number, pageSize: number): Promise<NewsPage> =>
  newsPage.parse(await apiClient.api({ url: 'news', data: { page: pageNumber, pageSize } }));

/** Articles come back in the reader's language, so the language is part of the key. */
export const newsQueryOptions = (language: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: ['news', 'list', language, pageSize],
    queryFn: ({ pageParam }) => getNews(pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 5 * 60_000,
  });

export const useNews = (pageSize = 10) => {
  const language = useLanguageStore((state) => state.key);
  return useInfiniteQuery(newsQueryOptions(language, pageSize));
};

export const flattenNews = (pages: NewsPage[] | undefined): NewsItem[] =>
  pages?.flatMap((item) => item.items) ?? [];
