import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { releaseOpenSheets } from '../ui/close-on-back';
import { backWithinApp } from './in-app-history';
import { createNavigator, type Navigator } from './navigator';

/** The navigation calls of the seed, bound to the current router. */
export const useNavigation = (): Navigator => {
  const navigate = useNavigate();
  return useMemo(
    () =>
      createNavigator({
        go: (href, { replace }) => navigate(href, { replace }),
        back: (delta) =>
          backWithinApp(delta, {
            back: (pages) => void navigate(-(pages + releaseOpenSheets())),
            home: () => void navigate('/', { replace: true }),
          }),
      }),
    [navigate],
  );
};

/** Navigation helpers used as fire-and-forget UI handlers: a refused navigation is logged, not thrown. */
export const ignoreRefusal = (promise: Promise<unknown>): void => {
  promise.catch((error: unknown) => {
    console.warn(error instanceof Error ? error.message : error);
  });
};
