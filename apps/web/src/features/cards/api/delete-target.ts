import { okSchema } from '@brokerage/shared';
import { apiClient } from '../../../lib/api-client';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import { cardsKey } from './card-keys';

/** A saved withdrawal target: a bank card (`card/bank`) or a USDT wallet (`card/crypto`). */
export type TargetKind = 'bank' | 'crypto';

export const deleteTarget = async ({
  kind,
  id,
  payPassword,
}: {
  kind: TargetKind;
  id: number;
  payPassword: string;
}): Promise<void> => {
  okSchema.parse(
    await apiClient.api({
      url: `card/${kind}/${id}/delete`,
      method: 'POST',
      data: { payPassword },
      prevent: true,
    }),
  );
};

export const useDeleteTarget = (callbacks: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(deleteTarget, {
    invalidates: ({ kind }) => [cardsKey(kind)],
    awaitRefresh: true,
    ...callbacks,
  });
