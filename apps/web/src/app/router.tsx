import { useLayoutEffect } from 'react';
import { HashRouter, Route, Routes, useNavigate } from 'react-router';
import { NotFoundView } from '../components/feedback/not-found';
import { backWithinApp } from '../lib/navigation/in-app-history';
import { ROUTES } from '../config/paths';
import { AddressCatchUp } from './address-catch-up';
import { setNavigatorDriver } from './app-navigator';
import { RouteView } from './route-view';

/** Binds the navigation of code outside components (app-navigator.ts) to this router. */
const NavigatorBridge = () => {
  const navigate = useNavigate();
  // A layout effect: bound before any effect of the app runs (children's effects run first).
  useLayoutEffect(() => {
    setNavigatorDriver({
      go: (href, { replace }) => navigate(href, { replace }),
      back: (delta) =>
        backWithinApp(delta, {
          back: (pages) => void navigate(-pages),
          home: () => void navigate('/', { replace: true }),
        }),
    });
  }, [navigate]);
  return null;
};

/**
 * Hash routing with base `/` (seed section 2); the table is config/paths.ts. React Router's
 * declarative router, not its data router: the app loads no route data through the router, and
 * the data router weighs about 17 KB gzipped more on every screen's first load.
 * main.tsx seeds Home beneath a deep link before this router reads the history.
 */
export const AppRouter = () => (
  <HashRouter>
    <NavigatorBridge />
    <AddressCatchUp />
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
      ))}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  </HashRouter>
);
