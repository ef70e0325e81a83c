import { planView, type CreatePlanRequest, type PlanView } from '@brokerage/shared';
import { apiClient } from '../../../lib/api-client';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import { PLANS_KEY } from './get-plans';

export const createPlan = async (request: CreatePlanRequest): Promise<PlanView> =>
  planView.parse(await apiClient.api({ url: 'plans', method: 'POST', data: request }));

/** Sets up a plan, authorised with the pay password; the list holds it once this succeeds. */
export const useCreatePlan = ({
  onSuccess,
  onError,
}: {
  onSuccess: (plan: PlanView) => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(createPlan, {
    invalidates: [PLANS_KEY],
    awaitRefresh: true,
    onSuccess,
    onError,
  });
