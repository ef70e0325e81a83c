import { currencyItem, type CurrencyItem } from '@brokerage/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { z } from 'zod/mini';

const currencyList = z.array(currencyItem);

export const getCurrencies = async (): Promise<CurrencyItem[]> =>
  currencyList.parse(await apiClient.api({ url: 'currency' }));

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['currencies'],
    queryFn: getCurrencies,
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
