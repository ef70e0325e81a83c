import { priceAlertView, type PriceAlertView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';
import { z } from 'zod/mini';

export const alertList = z.array(priceAlertView);
export type { PriceAlertView };

/** Also refreshed by the 'price.alert' customer event (lib/realtime/customer-events.ts). */
export const ALERTS_KEY = QUERY_ROOTS.alerts;

export const getAlerts = async (): Promise<PriceAlertView[]> =>
  alertList.parse(await apiClient.api({ url: 'alerts' }));

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: ALERTS_KEY,
    queryFn: getAlerts,
    // An alert can fire at any moment; each screen that shows them asks again.
    staleTime: 0,
  });

export const useAlerts = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...alertsQueryOptions(), enabled });
