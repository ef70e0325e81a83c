import { planView, type ChangePlanRequest, type PlanView } from '@brokerage/shared';
import { apiClient } from '../../../lib/api-client';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import { PLANS_KEY } from './get-plans';

export const changePlan = async ({
  id,
  request,
}: {
  id: number;
  request: ChangePlanRequest;
}): Promise<PlanView> =>
  planView.parse(await apiClient.api({ url: `plans/${id}`, method: 'PUT', data: request }));

/** New terms for a plan, authorised again with the pay password; it starts over from them. */
export const useChangePlan = ({
  onSuccess,
  onError,
}: {
  onSuccess: (plan: PlanView) => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(changePlan, {
    invalidates: [PLANS_KEY],
    awaitRefresh: true,
    onSuccess,
    onError,
  });
