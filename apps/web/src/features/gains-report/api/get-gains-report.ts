import {
  gainsReport,
  type GainsReport,
  type GainsReportFilter,
  type RealizedSale,
} from '@brokerage/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

export const GAINS_PAGE_SIZE = 20;

/** Only the choices that are made travel in the query string (the server picks the rest). */
export const gainsParams = (filter: GainsReportFilter): Record<string, string | number> => {
  const params: Record<string, string | number> = {};
  if (filter.year !== undefined) params.year = filter.year;
  if (filter.currency) params.currency = filter.currency;
  return params;
};

export const getGainsReport = async (
  filter: GainsReportFilter,
  pageNumber: number,
): Promise<GainsReport> =>
  gainsReport.parse(
    await apiClient.api({
      url: 'statement/gains',
      data: { ...gainsParams(filter), page: pageNumber, pageSize: GAINS_PAGE_SIZE },
    }),
  );

/** Which page to fetch, of which year and currency. */
interface GainsPageParam {
  page: number;
  filter: GainsReportFilter;
}

/**
 * Under the statement's root: every sale moves money, and whatever refreshes the statement
 * (the socket's order events, a sale's own mutation) refreshes this report too. Later pages
 * ask for the year and currency the first page settled on, so a report the server chose the
 * year of keeps that year while it scrolls.
 */
export const gainsReportQueryOptions = (filter: GainsReportFilter) =>
  infiniteQueryOptions({
    queryKey: [...QUERY_ROOTS.statement, 'gains', gainsParams(filter)],
    queryFn: ({ pageParam }: { pageParam: GainsPageParam }) =>
      getGainsReport(pageParam.filter, pageParam.page),
    initialPageParam: { page: 1, filter } as GainsPageParam,
    getNextPageParam: (last): GainsPageParam | undefined =>
      last.sales.page * last.sales.pageSize < last.sales.total && last.year !== null
        ? {
            page: last.sales.page + 1,
            filter: { year: last.year, currency: last.currency ?? undefined },
          }
        : undefined,
    staleTime: 5_000,
  });

/** Another year or currency keeps the report on screen (dimmed) until its own arrives. */
export const useGainsReport = (filter: GainsReportFilter, { enabled }: { enabled: boolean }) =>
  useInfiniteQuery({
    ...gainsReportQueryOptions(filter),
    enabled,
    placeholderData: keepPreviousData,
  });

/** The sales of every page loaded so far, in the server's order. */
export const flattenSales = (pages: GainsReport[] | undefined): RealizedSale[] =>
  pages?.flatMap((report) => report.sales.items) ?? [];
