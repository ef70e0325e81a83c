import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { setToken } from './session-store';

/**
 * Ends the session on the server (so the token is dead even if copied), then forgets it and
 * everything loaded under it; the router shows sign-in. A failed call still signs out here.
 */
export const signOut = async (queryClient: QueryClient): Promise<void> => {
  await api.POST('/api/v1/user/logout').catch(() => undefined);
  setToken(null);
  queryClient.clear();
};
