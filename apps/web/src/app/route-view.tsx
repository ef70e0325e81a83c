import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AsyncPage } from '../components/page/async-page';
import { LAYOUTS } from '../components/layout/layouts';
import { PracticeUnavailable } from '../components/page/practice-unavailable';
import { isRealMoneyOnly, type RouteDef } from '../config/paths';
import { useAccountStore } from '../stores/account-store';
import { parseQuery } from '../lib/navigation/query-string';
import { pageComponent } from './page-registry';

/** Renders one registered route: its layout, its lazily loaded page, its parsed query. */
export const RouteView = ({ route }: { route: RouteDef }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const query = useMemo(() => parseQuery(location.search), [location.search]);
  const Layout = LAYOUTS[route.layout];
  const book = useAccountStore((state) => state.book);
  const title = t(route.title);

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  const path = route.aliasOf ?? route.path;
  return (
    <Layout route={route}>
      {book === 'practice' && isRealMoneyOnly(path) ? (
        <PracticeUnavailable />
      ) : (
        <AsyncPage key={path} component={pageComponent(path)} query={query} />
      )}
    </Layout>
  );
};
