import { feeScheduleSchema, type FeeSchedule } from '@brokerage/shared/order-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/**
 * The fee table the server charges by (the `trading.fees` setting operators may edit): the
 * order screen estimates with it, and so does a recurring plan's sheet (the shares its amount
 * buys with the fee).
 */
const getFeeSchedule = async (): Promise<FeeSchedule> =>
  feeScheduleSchema.parse(await apiClient.api({ url: 'trading/fees' }));

const feeScheduleQueryOptions = () =>
  queryOptions({
    // Not under ['trade']: an order does not change the table, so it need not refetch it.
    queryKey: ['trading-fees'],
    queryFn: getFeeSchedule,
    // As long as the server lets it be cached: an operator's edit shows within a minute.
    staleTime: 60_000,
    meta: { silent: true },
  });

export const useFeeSchedule = (): FeeSchedule | undefined =>
  useQuery(feeScheduleQueryOptions()).data;
