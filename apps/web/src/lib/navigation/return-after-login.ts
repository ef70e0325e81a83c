import { findRoute, LOGIN_PATH } from '../../config/paths';

/** The login and register pages' query parameter naming the page to return to. */
export const RETURN_PARAM = 'redirect';

const SAME_ORIGIN = 'https://app.invalid';

/**
 * A place login may return to: a page of this app with its query, never another site
 * (`//evil.example`, `https://…`) and never an auth page (which would loop).
 */
export const safeReturn = (value: string | null | undefined): string | null => {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  const url = new URL(value, SAME_ORIGIN);
  if (url.origin !== SAME_ORIGIN) return null;
  const route = findRoute(url.pathname);
  if (!route || route.layout === 'auth') return null;
  return `${url.pathname}${url.search}`;
};

/** An auth page's url that brings the visitor back to `from` (path and query) afterwards. */
export const authUrlReturningTo = (authPath: string, from: string | null | undefined): string => {
  const target = safeReturn(from);
  return target ? `${authPath}?${RETURN_PARAM}=${encodeURIComponent(target)}` : authPath;
};

/** The route on screen, path and query: the app routes in the URL's hash (`/#/pages/…?key=…`). */
export const currentRoute = (): string => window.location.hash.replace(/^#/, '') || '/';

/** Whether the page on screen is a sign-in page (login, register, reset). */
export const onAuthPage = (): boolean =>
  findRoute(new URL(currentRoute(), SAME_ORIGIN).pathname)?.layout === 'auth';

/** The login page's url from the page the visitor is on now. */
export const loginUrlFromHere = (): string => authUrlReturningTo(LOGIN_PATH, currentRoute());

/** The return target a route was opened with (an auth page's), kept when it links to its sibling. */
export const returnTargetOf = (route: string): string | null => {
  const query = route.indexOf('?');
  return query < 0
    ? null
    : safeReturn(new URLSearchParams(route.slice(query + 1)).get(RETURN_PARAM));
};
