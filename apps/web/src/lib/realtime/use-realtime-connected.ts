import { useSyncExternalStore } from 'react';
import { realtime } from './realtime';

const subscribeConnection = (onChange: () => void) => realtime.onConnectionChange(onChange);
const readConnected = () => realtime.connected;

/**
 * Whether the WebSocket is open now (re-renders when it opens or drops). While it is, quotes
 * and customer events arrive on it, so screens stop polling REST.
 */
export const useRealtimeConnected = (): boolean =>
  useSyncExternalStore(subscribeConnection, readConnected, () => false);
