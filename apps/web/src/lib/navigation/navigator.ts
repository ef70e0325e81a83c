import { ANIMATION_MS } from '../../config/ui-constants';
import {
  createNavigationLock,
  lockedFailure,
  resolveNavigation,
  type NavigationFailure,
  type NavigationKind,
  type NavigationTarget,
} from './navigation-rules';

export interface NavigatorDriver {
  go: (href: string, options: { replace: boolean }) => void | Promise<void>;
  back: (delta: number) => void;
}

export interface Navigator {
  navigateTo: (options: { url?: string }) => Promise<NavigationTarget>;
  redirectTo: (options: { url?: string }) => Promise<NavigationTarget>;
  reLaunch: (options: { url?: string }) => Promise<NavigationTarget>;
  switchTab: (options: { url?: string }) => Promise<NavigationTarget>;
  navigateBack: (options?: { delta?: number }) => void;
}

export class NavigationError extends Error {
  constructor(readonly failure: NavigationFailure) {
    super(failure.errMsg);
    this.name = 'NavigationError';
  }
}

/** The lock outlives the default page animation (seed section 9). */
export const NAVIGATION_LOCK_MS = ANIMATION_MS;

/** Applies the navigation rules, then drives the router. Rejects with a NavigationError. */
export const createNavigator = (
  driver: NavigatorDriver,
  lockMs = NAVIGATION_LOCK_MS,
): Navigator => {
  const lock = createNavigationLock();

  const run = async (kind: NavigationKind, url: string | undefined): Promise<NavigationTarget> => {
    const result = resolveNavigation(kind, url);
    if (!result.ok) throw new NavigationError(result);
    if (!lock.acquire(result.href)) throw new NavigationError(lockedFailure(kind));
    try {
      await driver.go(result.href, { replace: result.replace });
    } finally {
      setTimeout(() => lock.release(result.href), lockMs);
    }
    return result;
  };

  return {
    navigateTo: ({ url }) => run('navigateTo', url),
    redirectTo: ({ url }) => run('redirectTo', url),
    reLaunch: ({ url }) => run('reLaunch', url),
    switchTab: ({ url }) => run('switchTab', url),
    navigateBack: (options) => driver.back(Math.max(1, options?.delta ?? 1)),
  };
};
