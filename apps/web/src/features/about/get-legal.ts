import { legalSettings, type LegalSettings } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** The company, its regulator and licence, and the legal texts operators set (`base.legal`). */
export const getLegal = async (): Promise<LegalSettings> =>
  legalSettings.parse(await apiClient.api({ url: 'setting/legal' }));

export const legalQueryOptions = () =>
  queryOptions({ queryKey: ['setting', 'legal'], queryFn: getLegal, staleTime: 5 * 60_000 });

export const useLegal = () => useQuery(legalQueryOptions());
