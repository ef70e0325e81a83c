import { tradeUnlockStatus, type TradeUnlockStatus } from '@brokerage/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../../lib/api-client';
import { isHttpError } from '../../../lib/http/http-error';
import { useUserStore } from '../../../stores/user-store';
import { tradeKeys } from './trade-keys';

export const getTradeUnlock = async (): Promise<TradeUnlockStatus> =>
  tradeUnlockStatus.parse(await apiClient.api({ url: 'member/trade-unlock' }));

/**
 * Under ['trade'], so an order (which unlocks the session when its PIN is typed) refreshes it;
 * a refusal for a missing PIN refreshes it too (usePlaceOrder, useClosePosition).
 */
export const TRADE_UNLOCK_KEY = tradeKeys.unlock();

export const tradeUnlockQueryOptions = () =>
  queryOptions({
    queryKey: TRADE_UNLOCK_KEY,
    queryFn: getTradeUnlock,
    staleTime: 0,
    meta: { silent: true },
  });

/** The instant until which orders need no pay password (README: a 15-minute unlock), if any. */
export const useTradeUnlockedUntil = (): string | undefined => {
  const token = useUserStore((state) => state.token);
  const until = useQuery({ ...tradeUnlockQueryOptions(), enabled: token !== '' }).data?.until;
  return until && Date.parse(until) > Date.now() ? until : undefined;
};

/**
 * Wraps a form's failure handler: when the unlock ran out between showing the sheet and
 * sending (PAY_PASSWORD_REQUIRED), the status is read again so the sheet asks for the PIN.
 */
export const useRelockOnRefusal = (onError: (error: unknown) => void) => {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isHttpError(error) && error.code === 'PAY_PASSWORD_REQUIRED')
        void queryClient.invalidateQueries({ queryKey: TRADE_UNLOCK_KEY });
      onError(error);
    },
    [queryClient, onError],
  );
};
