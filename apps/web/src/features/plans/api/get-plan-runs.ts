import { planRunsPage, type PlanRunView } from '@brokerage/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { PLANS_KEY } from './get-plans';

export const PLAN_RUNS_PAGE_SIZE = 20;

type PlanRunsPage = ReturnType<typeof planRunsPage.parse>;

export const getPlanRuns = async (id: number, page: number): Promise<PlanRunsPage> =>
  planRunsPage.parse(
    await apiClient.api({
      url: `plans/${id}/runs`,
      data: { page, pageSize: PLAN_RUNS_PAGE_SIZE },
    }),
  );

export const planRunsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: [...PLANS_KEY, id, 'runs'],
    queryFn: ({ pageParam }: { pageParam: number }) => getPlanRuns(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last): number | undefined =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 5_000,
  });

/** A plan's runs, newest first, a page at a time. */
export const usePlanRuns = (id: number, { enabled }: { enabled: boolean }) =>
  useInfiniteQuery({ ...planRunsQueryOptions(id), enabled });

/** The runs of every page loaded so far, in the server's order. */
export const flattenRuns = (pages: PlanRunsPage[] | undefined): PlanRunView[] =>
  pages?.flatMap((page) => page.items) ?? [];
