import { useRealtimeConnected } from './use-realtime-connected';

/**
 * The app's one polling rule (issue 27), as a query's `refetchInterval`: every `ms` while the
 * WebSocket is down (before it connects, or when it cannot), never while it is open. Use it for
 * data the socket keeps fresh: quotes, or a key that a customer event names in
 * customer-events.ts. Data that moves with no event keeps a plain timer, with the reason
 * written beside it. `false` asks for no polling at all (a closed list, a hidden tab).
 */
export const useFallbackPoll = (ms: number | false): number | false => {
  const connected = useRealtimeConnected();
  return connected ? false : ms;
};
