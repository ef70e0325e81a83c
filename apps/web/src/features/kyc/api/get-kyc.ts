import { kycOverview, type KycOverview } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

export const getKyc = async (): Promise<KycOverview> =>
  kycOverview.parse(await apiClient.api({ url: 'kyc' }));

export const kycQueryOptions = () =>
  queryOptions({ queryKey: QUERY_ROOTS.kyc, queryFn: getKyc, staleTime: 5_000 });

export const useKyc = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...kycQueryOptions(), enabled });
