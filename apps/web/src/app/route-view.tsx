import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AsyncPage } from '../components/page/async-page';
import { LAYOUTS } from '../components/layout/layouts';
import type { RouteDef } from '../config/paths';
import { parseQuery } from '../lib/navigation/query-string';
import { pageComponent } from './page-registry';

/** Renders one registered route: its layout, its lazily loaded page, its parsed query. */
export const RouteView = ({ route }: { route: RouteDef }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const query = useMemo(() => parseQuery(location.search), [location.search]);
  const Layout = LAYOUTS[route.layout];
  const title = t(route.title);

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  return (
    <Layout route={route}>
      <AsyncPage
        key={route.aliasOf ?? route.path}
        component={pageComponent(route.aliasOf ?? route.path)}
        query={query}
      />
    </Layout>
  );
};
