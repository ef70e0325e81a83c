import { closedPositionView, page } from '@brokerage/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tradeKeys } from './trade-keys';

const closedPage = page(closedPositionView);
export type ClosedPositionPage = ReturnType<typeof closedPage.parse>;

export const CLOSED_PAGE_SIZE = 20;

export const getClosedPositions = async (pageNumber: number): Promise<ClosedPositionPage> =>
  closedPage.parse(
    await apiClient.api({
      url: 'positions/closed',
      data: { page: pageNumber, pageSize: CLOSED_PAGE_SIZE },
    }),
  );

export const closedPositionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: tradeKeys.closedPositions(),
    queryFn: ({ pageParam }) => getClosedPositions(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 2_000,
  });

/** The customer's closed lots, most recently closed first, a page at a time. */
export const useClosedPositions = ({ enabled }: { enabled: boolean }) =>
  useInfiniteQuery({ ...closedPositionsQueryOptions(), enabled });
