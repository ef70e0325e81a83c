import {
  appropriatenessStatus,
  type AppropriatenessRequest,
  type AppropriatenessStatus,
} from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';

const APPROPRIATENESS_KEY = ['appropriateness'] as const;

/** Whether the customer passed the appropriateness questionnaire (loans and quant funds). */
export const useAppropriateness = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: APPROPRIATENESS_KEY,
    queryFn: async () =>
      appropriatenessStatus.parse(await apiClient.api({ url: 'appropriateness' })),
    enabled,
    staleTime: 60_000,
  });

export const useAnswerAppropriateness = (callbacks: {
  onSuccess: (status: AppropriatenessStatus) => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(
    async (request: AppropriatenessRequest) =>
      appropriatenessStatus.parse(
        await apiClient.api({
          url: 'appropriateness',
          method: 'POST',
          data: request,
          prevent: true,
        }),
      ),
    { invalidates: [APPROPRIATENESS_KEY], awaitRefresh: true, ...callbacks },
  );
