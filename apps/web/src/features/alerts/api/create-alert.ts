import { priceAlertView, type PriceAlertRequest, type PriceAlertView } from '@brokerage/shared';
import { apiClient } from '../../../lib/api-client';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import { ALERTS_KEY } from './get-alerts';

export const createAlert = async (request: PriceAlertRequest): Promise<PriceAlertView> =>
  priceAlertView.parse(await apiClient.api({ url: 'alerts', method: 'POST', data: request }));

export const useCreateAlert = ({
  onSuccess,
  onError,
}: {
  onSuccess: (alert: PriceAlertView) => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(createAlert, {
    invalidates: [ALERTS_KEY],
    awaitRefresh: true,
    onSuccess,
    onError,
  });
