import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onCustomerEvent } from '../../../lib/realtime/realtime';
import { invalidateTrading } from './trade-keys';

/** The customer's own order events over the WebSocket (fills, refusals, cancels, SL/TP). */
const TRADING_EVENT = /^(order|position)\./;

/**
 * Refreshes the trading screens when the server reports an order change, so a fill shows
 * without a reload. The screens also poll, for when the socket is down.
 */
export const useTradingEvents = (): void => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onCustomerEvent((event) => {
        if (TRADING_EVENT.test(event.event)) invalidateTrading(queryClient);
      }),
    [queryClient],
  );
};
