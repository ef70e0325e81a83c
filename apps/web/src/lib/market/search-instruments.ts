import { instrumentView, type InstrumentView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { z } from 'zod/mini';

/**
 * Instruments by symbol or name across markets: the search page's, and the basket screen's
 * (features/plans), which may not import another feature.
 */
const instrumentList = z.array(instrumentView);

export const searchInstruments = async (q: string, limit = 20): Promise<InstrumentView[]> =>
  instrumentList.parse(await apiClient.api({ url: 'market/search', data: { q, limit } }));

export const instrumentSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'instruments', q],
    queryFn: () => searchInstruments(q),
    staleTime: 5 * 60_000,
  });

export const useInstrumentSearch = (q: string) =>
  useQuery({ ...instrumentSearchQueryOptions(q), enabled: q.trim() !== '' });
