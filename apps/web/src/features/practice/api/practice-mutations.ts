import {
  practiceStatus,
  type OpenPracticeRequest,
  type PracticeStatus,
  type ResetPracticeRequest,
} from '@brokerage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import { useAccountStore } from '../../../stores/account-store';
import { PRACTICE_KEY } from './practice-queries';

const openPractice = async (request: OpenPracticeRequest): Promise<PracticeStatus> =>
  practiceStatus.parse(
    await apiClient.api({ url: 'practice', method: 'POST', data: request, prevent: true }),
  );

const resetPractice = async (request: ResetPracticeRequest): Promise<PracticeStatus> =>
  practiceStatus.parse(
    await apiClient.api({ url: 'practice/reset', method: 'POST', data: request, prevent: true }),
  );

type Callbacks = {
  onSuccess: (status: PracticeStatus) => void;
  onError: (error: unknown) => void;
};

/** Opens the practice account with the virtual money chosen. */
export const useOpenPractice = (callbacks: Callbacks) =>
  useSilentMutation(openPractice, {
    invalidates: [PRACTICE_KEY],
    awaitRefresh: true,
    ...callbacks,
  });

/** Sets the open practice account aside and opens a new one. */
export const useResetPractice = ({ onSuccess, onError }: Callbacks) => {
  const queryClient = useQueryClient();
  return useSilentMutation(resetPractice, {
    invalidates: [PRACTICE_KEY],
    awaitRefresh: true,
    onSuccess: (status) => {
      // Every practice figure read so far was the old account's: none may stay on screen.
      if (useAccountStore.getState().book === 'practice') void queryClient.resetQueries();
      onSuccess(status);
    },
    onError: (error) => {
      // A refused reset (already reset elsewhere) shows the account as it now is.
      void queryClient.invalidateQueries({ queryKey: PRACTICE_KEY });
      onError(error);
    },
  });
};
