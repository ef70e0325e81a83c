import { orderView, page, type OrderView } from '@brokerage/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useFallbackPoll } from '../../../lib/realtime/use-fallback-poll';
import { tradeKeys } from './trade-keys';

const orderPage = page(orderView);
export type OrderPage = ReturnType<typeof orderPage.parse>;
export type OrderListStatus = 'open' | 'history';

export const ORDER_PAGE_SIZE = 20;

export const getOrders = async (status: OrderListStatus, pageNumber: number): Promise<OrderPage> =>
  orderPage.parse(
    await apiClient.api({
      url: 'orders',
      data: { status, page: pageNumber, pageSize: ORDER_PAGE_SIZE },
    }),
  );

export const ordersQueryOptions = (status: OrderListStatus) =>
  infiniteQueryOptions({
    queryKey: tradeKeys.orders(status),
    queryFn: ({ pageParam }) => getOrders(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 2_000,
  });

/**
 * A limit order can fill at any tick: the socket's `order.updated` event refreshes pending
 * orders, and while the socket is down they are polled instead.
 */
export const useOrders = (status: OrderListStatus, { enabled }: { enabled: boolean }) => {
  const refetchInterval = useFallbackPoll(status === 'open' && 3_000);
  return useInfiniteQuery({
    ...ordersQueryOptions(status),
    enabled,
    refetchInterval,
  });
};

export const flattenOrders = (pages: OrderPage[] | undefined): OrderView[] =>
  pages?.flatMap((item) => item.items) ?? [];
