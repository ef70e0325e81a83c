import { findRoute, isTabPath } from '../../config/paths';
import { parseQuery, splitUrl } from './query-string';

/** The exact messages of seed section 2 (navigation rules). */
export const NAVIGATION_ERRORS = {
  notFound: 'page is not found',
  missingUrl: 'Missing required args: "url"',
  tabPage: 'can not navigate to a tabbar page',
  notTabPage: 'can not switch to no-tabBar page',
  locked: 'navigation to this url is locked',
} as const;

export type NavigationKind = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab';

export interface NavigationTarget {
  ok: true;
  path: string;
  query: Record<string, string>;
  /** What the router should go to: path plus the original query string. */
  href: string;
  /** navigateTo pushes; the others replace the current entry. */
  replace: boolean;
}

export interface NavigationFailure {
  ok: false;
  errMsg: string;
}

export type NavigationResult = NavigationTarget | NavigationFailure;

const fail = (kind: NavigationKind, message: string): NavigationFailure => ({
  ok: false,
  errMsg: `${kind}:fail ${message}`,
});

/** Decides whether a navigation call may proceed and where it goes. Pure: no router, no timers. */
export const resolveNavigation = (
  kind: NavigationKind,
  url: string | undefined | null,
): NavigationResult => {
  if (typeof url !== 'string' || url.trim() === '') return fail(kind, NAVIGATION_ERRORS.missingUrl);
  const { path, search } = splitUrl(url.trim());
  if (!findRoute(path)) return fail(kind, NAVIGATION_ERRORS.notFound);
  const tab = isTabPath(path);
  if ((kind === 'navigateTo' || kind === 'redirectTo') && tab)
    return fail(kind, NAVIGATION_ERRORS.tabPage);
  if (kind === 'switchTab' && !tab) return fail(kind, NAVIGATION_ERRORS.notTabPage);
  // A tab is a single page per slot: switching to it drops any query.
  const keepQuery = kind !== 'switchTab' && search !== '';
  return {
    ok: true,
    path,
    query: keepQuery ? parseQuery(search) : {},
    href: keepQuery ? `${path}?${search}` : path,
    replace: kind !== 'navigateTo',
  };
};

/**
 * Locks a url while a navigation to it is in flight, so a double tap does not push the
 * same page twice (seed: "repeated navigation to the same url is locked").
 */
export interface NavigationLock {
  acquire: (url: string) => boolean;
  release: (url: string) => void;
  isLocked: (url: string) => boolean;
}

export const createNavigationLock = (): NavigationLock => {
  const locked = new Set<string>();
  return {
    acquire: (url) => {
      if (locked.has(url)) return false;
      locked.add(url);
      return true;
    },
    release: (url) => {
      locked.delete(url);
    },
    isLocked: (url) => locked.has(url),
  };
};

export const lockedFailure = (kind: NavigationKind): NavigationFailure =>
  fail(kind, NAVIGATION_ERRORS.locked);
