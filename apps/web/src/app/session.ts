import type { LoginResponse } from '@brokerage/shared';
import { logout as logoutRequest } from '../features/auth/api/logout';
import { profileQueryOptions } from '../lib/account/profile';
import { isTabPath, LOGIN_PATH, PROFILE_PATH } from '../config/paths';
import { injectSnippet, removeSnippet } from '../lib/ui/inject-script';
import { useAccountStore } from '../stores/account-store';
import { useAppStore } from '../stores/app-store';
import { useUserStore } from '../stores/user-store';
import { appNavigator } from './app-navigator';
import { queryClient } from './query-client';
import { loginUrlFromHere, onAuthPage } from '../lib/navigation/return-after-login';

const swallow = (promise: Promise<unknown>): Promise<void> =>
  promise.then(
    () => undefined,
    () => undefined,
  );

/** The profile (which carries the balances) as the server has it now, into the query cache. */
export const fetchBalances = () =>
  queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });

/**
 * Loads the profile (which carries the balances) into the query cache and the user store; from
 * an answer already asked for (start-up's) when given one.
 */
export const loadBalances = async (answer = fetchBalances()): Promise<void> => {
  useUserStore.getState().setProfile(await answer);
};

/** Injects the login answer's `customer` snippet, unless the app runs framed (frame=1). */
export const injectCustomerScript = (): void => {
  if (useAppStore.getState().frame) return;
  injectSnippet('customer', useUserStore.getState().customer);
};

/** Back to the page that asked for the login (with its query), else Profile as the seed says. */
const goAfterLogin = (returnTo: string | null): Promise<unknown> => {
  if (returnTo === null) return appNavigator.switchTab({ url: PROFILE_PATH });
  const [path = ''] = returnTo.split('?');
  return isTabPath(path)
    ? appNavigator.switchTab({ url: returnTo })
    : appNavigator.redirectTo({ url: returnTo });
};

/**
 * Seed section 4, login success: store user and token, load balances, inject, then go on:
 * to `returnTo` (a page checked by `safeReturn`) when a page sent the visitor, else Profile.
 */
export const completeLogin = async (
  { token, customer }: LoginResponse,
  returnTo: string | null = null,
): Promise<void> => {
  queryClient.removeQueries({ queryKey: ['member'] });
  useUserStore.getState().setSession(token, customer);
  await swallow(loadBalances());
  injectCustomerScript();
  await swallow(goAfterLogin(returnTo));
};

const clearSession = (): void => {
  useUserStore.getState().clear();
  // Whoever signs in next starts in their real account: they may have no practice account.
  useAccountStore.getState().setBook('real');
  queryClient.removeQueries({ queryKey: ['member'] });
  removeSnippet('customer');
};

/** Seed section 4, logout: clear token and user info, go to the login page. */
export const logout = async (): Promise<void> => {
  if (useUserStore.getState().token) await swallow(logoutRequest());
  clearSession();
  await swallow(appNavigator.reLaunch({ url: LOGIN_PATH }));
};

let handlingUnauthorized = false;

/** Any 401 logs the user out, once, even when several calls fail together; login returns here. */
export const handleUnauthorized = (): void => {
  if (handlingUnauthorized) return;
  clearSession();
  // A 401 of a request sent before the first one was handled finds the login page open: it
  // stays, with the page to return to that the first one put in its address.
  if (onAuthPage()) return;
  handlingUnauthorized = true;
  void swallow(appNavigator.reLaunch({ url: loginUrlFromHere() })).finally(() => {
    handlingUnauthorized = false;
  });
};
