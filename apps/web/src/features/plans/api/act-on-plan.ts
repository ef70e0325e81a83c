import { planView, type PlanAction, type PlanView } from '@brokerage/shared';
import { apiClient } from '../../../lib/api-client';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import { PLANS_KEY } from './get-plans';

/** Pause, resume or cancel: no body and no pay password (none of them buys anything new). */
export const actOnPlan = async ({
  id,
  action,
}: {
  id: number;
  action: PlanAction;
}): Promise<PlanView> =>
  planView.parse(await apiClient.api({ url: `plans/${id}/${action}`, method: 'POST', data: {} }));

/** The plan answered carries its new status: paused, active again, or cancelled. */
export const usePlanAction = ({
  onSuccess,
  onError,
}: {
  onSuccess: (plan: PlanView) => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(actOnPlan, {
    invalidates: [PLANS_KEY],
    awaitRefresh: true,
    onSuccess,
    onError,
  });
