import { depositView, page, type DepositView } from '@brokerage/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

const depositPage = page(depositView);
export type DepositPage = ReturnType<typeof depositPage.parse>;

export const DEPOSIT_PAGE_SIZE = 20;

export const getDepositRecords = async (pageNumber: number): Promise<DepositPage> =>
  depositPage.parse(
    await apiClient.api({
      url: 'deposit/records',
      data: { page: pageNumber, pageSize: DEPOSIT_PAGE_SIZE },
    }),
  );

export const DEPOSIT_RECORDS_KEY = [...QUERY_ROOTS.deposit, 'records'] as const;

export const depositRecordsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: DEPOSIT_RECORDS_KEY,
    queryFn: ({ pageParam }) => getDepositRecords(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 5_000,
  });

export const useDepositRecords = ({ enabled }: { enabled: boolean }) =>
  useInfiniteQuery({ ...depositRecordsQueryOptions(), enabled });

export const flattenDeposits = (pages: DepositPage[] | undefined): DepositView[] =>
  pages?.flatMap((item) => item.items) ?? [];
