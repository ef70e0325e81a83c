import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fundsQueryOptions } from '../../../lib/account/funds';
import { useFallbackPoll } from '../../../lib/realtime/use-fallback-poll';
import { useRefreshOnTicks } from '../../../lib/realtime/use-refresh-on-ticks';

/**
 * At most this often a screen showing the valuation asks again: money events refresh the
 * overview at once; the positions' value moves with prices, so it follows the ticks of the
 * instruments valued (useRefreshOnTicks) while the socket is open, and polls while it is down.
 */
const VALUATION_REFRESH_MS = 10_000;

/** `valuation`: the screen shows positions' value and today's profit, which move with prices. */
export const useFunds = (
  currency: string,
  { enabled, valuation = false }: { enabled: boolean; valuation?: boolean },
) => {
  const refetchInterval = useFallbackPoll(valuation && VALUATION_REFRESH_MS);
  const query = useQuery({ ...fundsQueryOptions(currency), enabled, refetchInterval });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useRefreshOnTicks(
    (enabled && valuation && query.data?.valuedInstruments) || [],
    refresh,
    VALUATION_REFRESH_MS,
  );
  return query;
};
