import { createHashRouter } from 'react-router';
import { NotFoundView } from '../components/feedback/not-found';
import { ROUTES } from '../config/paths';
import { setNavigatorDriver } from './app-navigator';
import { RouteView } from './route-view';

/** Hash routing with base `/` (seed section 2); the table is config/paths.ts. */
export const createAppRouter = () => {
  const router = createHashRouter([
    ...ROUTES.map((route) => ({ path: route.path, element: <RouteView route={route} /> })),
    { path: '*', element: <NotFoundView /> },
  ]);
  setNavigatorDriver({
    go: (href, { replace }) => router.navigate(href, { replace }),
    back: (delta) => {
      // Opened directly on a page: there is nothing of ours behind it, so go home.
      if (window.history.length <= 1) void router.navigate('/', { replace: true });
      else void router.navigate(-delta);
    },
  });
  return router;
};
