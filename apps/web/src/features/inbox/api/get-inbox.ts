import { inboxPage } from '@brokerage/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

export type InboxPage = ReturnType<typeof inboxPage.parse>;

const PAGE_SIZE = 20;

export const getInbox = async (pageNumber: number): Promise<InboxPage> =>
  inboxPage.parse(
    await apiClient.api({ url: 'inbox', data: { page: pageNumber, pageSize: PAGE_SIZE } }),
  );

export const inboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...QUERY_ROOTS.inbox, 'list'],
    queryFn: ({ pageParam }) => getInbox(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 0,
  });

export const useInbox = ({ enabled }: { enabled: boolean }) =>
  useInfiniteQuery({ ...inboxQueryOptions(), enabled });
