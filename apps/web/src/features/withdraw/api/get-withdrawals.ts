import { page, withdrawalView, type WithdrawalView } from '@brokerage/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

const withdrawalPage = page(withdrawalView);
export type WithdrawalPage = ReturnType<typeof withdrawalPage.parse>;

export const WITHDRAWAL_PAGE_SIZE = 20;

export const getWithdrawals = async (pageNumber: number): Promise<WithdrawalPage> =>
  withdrawalPage.parse(
    await apiClient.api({
      url: 'withdraw/records',
      data: { page: pageNumber, pageSize: WITHDRAWAL_PAGE_SIZE },
    }),
  );

export const withdrawalsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...QUERY_ROOTS.withdraw, 'records'],
    queryFn: ({ pageParam }) => getWithdrawals(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 5_000,
  });

export const useWithdrawals = ({ enabled }: { enabled: boolean }) =>
  useInfiniteQuery({ ...withdrawalsQueryOptions(), enabled });

export const flattenWithdrawals = (pages: WithdrawalPage[] | undefined): WithdrawalView[] =>
  pages?.flatMap((item) => item.items) ?? [];
