import { languageItem, type LanguageItem } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { z } from 'zod/mini';

const languageList = z.array(languageItem);

export const getLanguages = async (): Promise<LanguageItem[]> =>
  languageList.parse(await apiClient.api({ url: 'language' }));

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['languages'],
    queryFn: getLanguages,
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });

export const useLanguages = () => useQuery(languagesQueryOptions());
