import type {
  AdminNewsDetail,
  newsPreviewRequest,
  newsPublishRequest,
  newsWriteRequest,
} from '@brokerage/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';

export const fetchNews = (page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/news', { params: { query: { page, pageSize } } }));

export const useNews = (page: number, pageSize: number) =>
  useQuery({ queryKey: ['news', page, pageSize], queryFn: () => fetchNews(page, pageSize) });

/** The article being edited, in every language; nothing while a new one is written. */
export const useNewsArticle = (id: number | undefined) =>
  useQuery({
    queryKey: ['news', 'detail', id],
    enabled: id !== undefined,
    queryFn: () =>
      unwrap(api.GET('/api/v1/admin/news/{id}', { params: { path: { id: id ?? 0 } } })),
  });

/** Every news list and article reloads. */
export const useInvalidateNews = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['news'] });
};

export const publishNews = (id: number, body: z.infer<typeof newsPublishRequest>) =>
  unwrap(api.PUT('/api/v1/admin/news/{id}/publish', { params: { path: { id } }, body }));

/** The article rendered by the server as customers get it. */
export const previewNews = (body: z.infer<typeof newsPreviewRequest>) =>
  unwrap(api.POST('/api/v1/admin/news/preview', { body }));

/** A new article, or the edited one with the version it was read at. */
export const saveNews = (
  article: AdminNewsDetail | undefined,
  body: z.infer<typeof newsWriteRequest>,
) =>
  article
    ? unwrap(
        api.PUT('/api/v1/admin/news/{id}', {
          params: { path: { id: article.id } },
          body: { ...body, version: article.version },
        }),
      )
    : unwrap(api.POST('/api/v1/admin/news', { body }));
