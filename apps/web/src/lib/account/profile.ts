import { profileResponse, type Profile } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { QUERY_ROOTS } from '../query/query-keys';

export const getProfile = async (): Promise<Profile> =>
  profileResponse.parse(await apiClient.api({ url: 'member/profile' }));

export const profileQueryOptions = () =>
  queryOptions({ queryKey: QUERY_ROOTS.profile, queryFn: getProfile });

export const useProfile = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...profileQueryOptions(), enabled });
