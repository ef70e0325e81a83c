import { ipoSubscriptionView, type IpoSubscriptionView } from '@brokerage/shared';
import { BALANCE_QUERY_KEYS, QUERY_ROOTS } from '../../../lib/query/query-keys';
import { postIdempotent, useIdempotentMutation } from '../../../lib/query/use-idempotent-mutation';

/** Subscribes whole lots with the pay password; the amount and fee are held until allotment. */
const subscribeIpo = async ({
  offeringId,
  quantity,
  payPassword,
  idempotencyKey,
}: {
  offeringId: number;
  quantity: string;
  payPassword: string;
  idempotencyKey: string;
}): Promise<IpoSubscriptionView> =>
  ipoSubscriptionView.parse(
    await postIdempotent(`ipo/${offeringId}/subscribe`, { quantity, payPassword }, idempotencyKey),
  );

export const useSubscribeIpo = (callbacks: {
  onSuccess: (subscription: IpoSubscriptionView) => void;
  onError: (error: unknown) => void;
}) =>
  useIdempotentMutation<
    { offeringId: number; quantity: string; payPassword: string },
    IpoSubscriptionView
  >(subscribeIpo, { invalidates: [QUERY_ROOTS.ipo, ...BALANCE_QUERY_KEYS], ...callbacks });
