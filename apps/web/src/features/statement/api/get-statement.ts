import { page, statementLine, type StatementFilter, type StatementLine } from '@brokerage/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

const statementPage = page(statementLine);
export type StatementPage = ReturnType<typeof statementPage.parse>;

export const STATEMENT_PAGE_SIZE = 20;

/** Only the filters that are set travel in the query string. */
export const filterParams = (filter: StatementFilter): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter))
    if (typeof value === 'string' && value !== '') params[key] = value;
  return params;
};

export const getStatement = async (
  filter: StatementFilter,
  pageNumber: number,
): Promise<StatementPage> =>
  statementPage.parse(
    await apiClient.api({
      url: 'statement',
      data: { ...filterParams(filter), page: pageNumber, pageSize: STATEMENT_PAGE_SIZE },
    }),
  );

export const statementQueryOptions = (filter: StatementFilter) =>
  infiniteQueryOptions({
    queryKey: [...QUERY_ROOTS.statement, filterParams(filter)],
    queryFn: ({ pageParam }) => getStatement(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 5_000,
  });

export const useStatement = (filter: StatementFilter, { enabled }: { enabled: boolean }) =>
  useInfiniteQuery({ ...statementQueryOptions(filter), enabled });

export const flattenStatement = (pages: StatementPage[] | undefined): StatementLine[] =>
  pages?.flatMap((item) => item.items) ?? [];
