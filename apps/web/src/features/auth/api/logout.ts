import { apiClient } from '../../../lib/api-client';

/** Kills the session server-side. Callers clear local state whatever the answer. */
export const logout = async (): Promise<void> => {
  await apiClient.api({ url: 'member/logout', method: 'POST', data: {}, prevent: true });
};
