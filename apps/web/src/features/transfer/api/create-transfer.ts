import { transferView, type TransferRequest, type TransferView } from '@brokerage/shared';
import { BALANCE_QUERY_KEYS } from '../../../lib/query/query-keys';
import { postIdempotent, useIdempotentMutation } from '../../../lib/query/use-idempotent-mutation';

/** Moves money between two of the customer's currency accounts, as one ledger entry. */
export const createTransfer = async ({
  request,
  idempotencyKey,
}: {
  request: TransferRequest;
  idempotencyKey: string;
}): Promise<TransferView> =>
  transferView.parse(await postIdempotent('transfer', request, idempotencyKey));

export const useCreateTransfer = (callbacks: {
  onSuccess: (transfer: TransferView) => void;
  onError: (error: unknown) => void;
}) =>
  useIdempotentMutation<{ request: TransferRequest }, TransferView>(createTransfer, {
    // The quotes are under ['transfer'], one of the balance's readers.
    invalidates: BALANCE_QUERY_KEYS,
    ...callbacks,
  });
