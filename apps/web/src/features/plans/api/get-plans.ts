import { planView, type PlanView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';
import { z } from 'zod/mini';

export const planList = z.array(planView);
export type { PlanView };

/**
 * Every plan query (the list, each plan's runs) sits under this root: a plan's mutation, an
 * order event (a run's purchase) and an inbox message (a run's refusal) refresh them all.
 */
export const PLANS_KEY = QUERY_ROOTS.plans;

export const getPlans = async (): Promise<PlanView[]> =>
  planList.parse(await apiClient.api({ url: 'plans' }));

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: [...PLANS_KEY, 'list'],
    queryFn: getPlans,
    staleTime: 5_000,
  });

/** The customer's plans, newest first, cancelled ones included. */
export const usePlans = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...plansQueryOptions(), enabled });

/** One plan, read from the list (the server has no route of its own for one). */
export const usePlan = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({
    ...plansQueryOptions(),
    enabled,
    select: (plans) => plans.find((plan) => plan.id === id) ?? null,
  });
