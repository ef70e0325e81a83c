import { newsPage, type NewsItem } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useLanguageStore } from '../../../stores/language-store';

/** How many announcements the notice tool lists (newest first). */
const ANNOUNCEMENTS_SHOWN = 20;

/**
 * The platform's announcements: news articles of the `platform` category, through the same
 * news service as every article, so operator-written ones appear here as they are published.
 */
export const getAnnouncements = async (): Promise<NewsItem[]> =>
  newsPage.parse(
    await apiClient.api({
      url: 'news',
      data: { category: 'platform', page: 1, pageSize: ANNOUNCEMENTS_SHOWN },
    }),
  ).items;

export const announcementsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['news', 'announcements', language],
    queryFn: getAnnouncements,
    staleTime: 60_000,
    meta: { silent: true },
  });

export const useAnnouncements = ({ enabled }: { enabled: boolean }) => {
  const language = useLanguageStore((state) => state.key);
  return useQuery({ ...announcementsQueryOptions(language), enabled });
};
