import { supportMessageView, supportThread, type SupportMessageView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';

/** The `support.message` customer event refreshes this key, so answers show up live. */
export const SUPPORT_QUERY_KEY = [...QUERY_ROOTS.support, 'messages'] as const;

export const getSupportThread = async (): Promise<SupportMessageView[]> =>
  supportThread.parse(await apiClient.api({ url: 'support/messages' }));

export const supportThreadQueryOptions = () =>
  queryOptions({ queryKey: SUPPORT_QUERY_KEY, queryFn: getSupportThread, staleTime: 0 });

export const useSupportThread = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...supportThreadQueryOptions(), enabled });

export const writeToSupport = async (body: string): Promise<SupportMessageView> =>
  supportMessageView.parse(
    await apiClient.api({ url: 'support/messages', method: 'POST', data: { body } }),
  );

export const useWriteToSupport = (handlers: {
  onSuccess: (message: SupportMessageView) => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(writeToSupport, {
    invalidates: [SUPPORT_QUERY_KEY],
    awaitRefresh: true,
    ...handlers,
  });
