import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { apiClient } from '../api-client';
import { isHttpError } from '../http/http-error';
import { uuid } from '../ids/uuid';
import { useSilentMutation } from './use-silent-mutation';

/** A POST the server applies once per Idempotency-Key. */
export const postIdempotent = (url: string, data: unknown, idempotencyKey: string) =>
  apiClient.api({
    url,
    method: 'POST',
    data,
    header: { 'Idempotency-Key': idempotencyKey },
    prevent: true,
  });

/**
 * A money-moving mutation with one Idempotency-Key per confirmation: `submit` makes one unless
 * the last answer was lost (network, timeout), so a retry returns the first result instead of
 * buying, reserving or moving the money twice. An answer (done or refused) drops the key, and
 * so does `resetKey`, for when the input changes.
 */
export const useIdempotentMutation = <Variables, Result>(
  mutationFn: (variables: Variables & { idempotencyKey: string }) => Promise<Result>,
  {
    invalidates,
    onSuccess,
    onError,
  }: {
    invalidates: readonly QueryKey[];
    onSuccess: (result: Result) => void;
    onError: (error: unknown) => void;
  },
) => {
  const key = useRef<string | null>(null);
  const mutation = useSilentMutation(mutationFn, {
    invalidates,
    onSuccess: (result) => {
      key.current = null;
      onSuccess(result);
    },
    onError: (error) => {
      // Keep the key only when no answer came back: the first request may have been applied.
      if (!isHttpError(error) || error.status >= 400) key.current = null;
      onError(error);
    },
  });
  const { mutate } = mutation;
  const submit = useCallback(
    (variables: Variables) => {
      key.current ??= uuid();
      mutate({ ...variables, idempotencyKey: key.current });
    },
    [mutate],
  );
  const resetKey = useCallback(() => {
    key.current = null;
  }, []);
  return { submit, resetKey, isPending: mutation.isPending };
};
