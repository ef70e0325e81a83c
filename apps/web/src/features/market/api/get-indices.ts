import { instrumentView, page, type InstrumentView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const indexPage = page(instrumentView);

/** The world indices (a short list: one page holds them all). */
export const getIndices = async (): Promise<InstrumentView[]> =>
  indexPage.parse(
    await apiClient.api({ url: 'market/instruments', data: { kind: 'index', pageSize: 100 } }),
  ).items;

export const indicesQueryOptions = () =>
  queryOptions({ queryKey: ['market', 'indices'], queryFn: getIndices, staleTime: 10 * 60_000 });

export const useIndices = () => useQuery(indicesQueryOptions());
