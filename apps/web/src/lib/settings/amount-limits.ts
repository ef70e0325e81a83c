import { amountLimits, type AmountLimitKind, type AmountLimits } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

export const getAmountLimits = async (): Promise<AmountLimits> =>
  amountLimits.parse(await apiClient.api({ url: 'setting/limits' }));

export const amountLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['setting', 'limits'],
    queryFn: getAmountLimits,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export type AmountMaximum = { value: string; currency: string } | undefined;

/** The most one movement of a kind may be in a currency, as operators set it (once loaded). */
export const useAmountLimits = (): ((kind: AmountLimitKind, currency: string) => AmountMaximum) => {
  const table = useQuery(amountLimitsQueryOptions()).data;
  return (kind, currency) => {
    const value = table?.[currency]?.[kind];
    return value === undefined ? undefined : { value, currency };
  };
};
