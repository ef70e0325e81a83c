import type { QueryClient } from '@tanstack/react-query';
import { useAccountStore } from '../../stores/account-store';
import { useUserStore } from '../../stores/user-store';
import { invalidateKeys } from '../query/query-keys';
import { allEventQueryKeys, queryKeysForEvent } from './customer-events';
import { frameBatch } from './frame-batch';
import { useQuoteStore } from './quote-store';
import { RealtimeClient, type CustomerEventFrame } from './realtime-client';

/** Same host as the page; wss on https pages. */
export const websocketUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/v1/ws`;

type EventListener = (event: CustomerEventFrame) => void;
const listeners = new Set<EventListener>();

/** Customer events as they arrive (after the related queries were invalidated). */
export const onCustomerEvent = (listener: EventListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let sessionEnded: () => void = () => undefined;

/** The app decides what an ended session means (log out, go to login), as for a 401. */
export const setSessionEndedHandler = (handler: () => void): void => {
  sessionEnded = handler;
};

let invalidate: (keys: readonly (readonly string[])[]) => void = () => undefined;

export const realtime = new RealtimeClient({
  url: () => websocketUrl(window.location),
  createSocket: (url, on) => {
    const socket = new WebSocket(url);
    socket.onopen = on.open;
    socket.onmessage = (event) => on.message(event.data);
    socket.onclose = (event) => on.close(event.code);
    return socket;
  },
  onQuotes: frameBatch((quotes) => useQuoteStore.getState().merge(quotes)),
  onEvent: (event) => {
    invalidate(queryKeysForEvent(event.event));
    for (const listener of listeners) listener(event);
  },
  onResync: () => invalidate(allEventQueryKeys()),
  onSessionEnded: () => sessionEnded(),
});

let started = false;

/**
 * Wires the socket to the session (auth follows the token) and to the query cache (events
 * invalidate what they change). Called once by the app.
 */
export const startRealtime = (queryClient: QueryClient): void => {
  if (started) return;
  started = true;
  invalidate = (keys) => invalidateKeys(queryClient, keys);
  realtime.setToken(useUserStore.getState().token);
  useUserStore.subscribe((state) => realtime.setToken(state.token));
  realtime.setAccount(useAccountStore.getState().book);
  useAccountStore.subscribe((state) => realtime.setAccount(state.book));
};
