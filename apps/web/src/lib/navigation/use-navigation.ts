import { useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { releaseOpenSheets } from '../ui/close-on-back';
import { backWithinApp } from './in-app-history';
import { createNavigator, type Navigator } from './navigator';

/**
 * The navigation calls of the seed, bound to the current router. One navigator per component,
 * kept across locations (its double-tap lock with it): the router's `navigate` changes with
 * each location, so the navigator calls the latest one.
 */
export const useNavigation = (): Navigator => {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useMemo(
    () =>
      createNavigator({
        go: (href, { replace }) => latest.current(href, { replace }),
        back: (delta) =>
          backWithinApp(delta, {
            back: (pages) => void latest.current(-(pages + releaseOpenSheets())),
            home: () => void latest.current('/', { replace: true }),
          }),
      }),
    [],
  );
};

/** Navigation helpers used as fire-and-forget UI handlers: a refused navigation is logged, not thrown. */
export const ignoreRefusal = (promise: Promise<unknown>): void => {
  promise.catch((error: unknown) => {
    console.warn(error instanceof Error ? error.message : error);
  });
};
