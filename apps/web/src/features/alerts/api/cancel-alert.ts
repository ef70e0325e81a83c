import { priceAlertView, type PriceAlertView } from '@brokerage/shared';
import { apiClient } from '../../../lib/api-client';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import { ALERTS_KEY } from './get-alerts';

export const cancelAlert = async (id: number): Promise<PriceAlertView> =>
  priceAlertView.parse(
    await apiClient.api({ url: `alerts/${id}/cancel`, method: 'POST', data: {} }),
  );

export const useCancelAlert = ({
  onSuccess,
  onError,
}: {
  onSuccess: (alert: PriceAlertView) => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(cancelAlert, {
    invalidates: [ALERTS_KEY],
    awaitRefresh: true,
    onSuccess,
    onError,
  });
