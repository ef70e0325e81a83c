import { useAccountStore } from '../stores/account-store';
import { useLanguageStore } from '../stores/language-store';
import { getToken } from '../stores/user-store';
import { createHttpClient } from './http/http-client';
import type { HttpError } from './http/http-error';
import { RateLimitGate } from './http/rate-limit-gate';

let unauthorizedHandler: (error: HttpError) => void = () => undefined;

/** The app decides what a 401 means (log out, go to login); the client only reports it. */
export const setUnauthorizedHandler = (handler: (error: HttpError) => void): void => {
  unauthorizedHandler = handler;
};

export const API_BASE = '/api/v1';

/** The app's pause after a 429; the rate-limit notice shows its countdown. */
export const rateLimitGate = new RateLimitGate();

export const apiClient = createHttpClient({
  baseUrl: API_BASE,
  getToken,
  getLanguage: () => useLanguageStore.getState().key,
  getAccount: () => useAccountStore.getState().book,
  onUnauthorized: (error) => unauthorizedHandler(error),
  rateLimit: { gate: rateLimitGate },
});
