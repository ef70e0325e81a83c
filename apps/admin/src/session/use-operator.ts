import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { useToken } from './session-store';

/** The signed-in operator (`GET user`), or nothing while signed out. */
export const useOperator = () => {
  const token = useToken();
  return useQuery({
    queryKey: ['operator', token],
    queryFn: () => unwrap(api.GET('/api/v1/user')),
    enabled: token !== null,
    staleTime: 60_000,
  });
};
