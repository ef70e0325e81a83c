import { useSyncExternalStore } from 'react';

/**
 * The operator's session token. Kept in sessionStorage: it dies with the tab, so a console
 * left on a shared machine does not stay signed in after the browser closes.
 */
const KEY = 'console:token';
/** Set when the server ended the session (idle or absolute expiry, revoked): sign-in says so. */
const EXPIRED_KEY = 'console:expired';
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const getToken = (): string | null => sessionStorage.getItem(KEY);

export const setToken = (token: string | null): void => {
  if (token) {
    sessionStorage.setItem(KEY, token);
    sessionStorage.removeItem(EXPIRED_KEY);
  } else sessionStorage.removeItem(KEY);
  notify();
};

export const expireSession = (): void => {
  if (!getToken()) return;
  sessionStorage.setItem(EXPIRED_KEY, '1');
  setToken(null);
};

export const sessionExpired = (): boolean => sessionStorage.getItem(EXPIRED_KEY) === '1';

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToken = (): string | null => useSyncExternalStore(subscribe, getToken);
