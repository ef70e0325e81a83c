import { createHashRouter } from 'react-router';
import { NotFoundView } from '../components/feedback/not-found';
import { backWithinApp, seedHomeBeneathDeepLink } from '../lib/navigation/in-app-history';
import { ROUTES } from '../config/paths';
import { setNavigatorDriver } from './app-navigator';
import { RouteView } from './route-view';

/** Hash routing with base `/` (seed section 2); the table is config/paths.ts. */
export const createAppRouter = () => {
  seedHomeBeneathDeepLink();
  const router = createHashRouter([
    ...ROUTES.map((route) => ({ path: route.path, element: <RouteView route={route} /> })),
    { path: '*', element: <NotFoundView /> },
  ]);
  setNavigatorDriver({
    go: (href, { replace }) => router.navigate(href, { replace }),
    back: (delta) =>
      backWithinApp(delta, {
        back: (pages) => void router.navigate(-pages),
        home: () => void router.navigate('/', { replace: true }),
      }),
  });
  return router;
};
