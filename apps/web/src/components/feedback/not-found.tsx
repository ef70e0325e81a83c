import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../config/paths';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { AppNavBar } from '../layout/nav-bar';
import { PageShell } from '../layout/page-shell';
import { LazyErrorBlock } from './lazy-error-block';

/** "Page not found" with the way home: the body, for a layout that already has its bar. */
export const NotFoundBody = () => {
  const { t } = useTranslation();
  const nav = useNavigation();
  return (
    <div className="not-found" data-testid="not-found">
      <LazyErrorBlock
        status="empty"
        title={t('common.pageNotFound')}
        description={t('common.pageNotFoundBody')}
      />
      <Button color="primary" onClick={() => ignoreRefusal(nav.reLaunch({ url: HOME_PATH }))}>
        {t('common.goHome')}
      </Button>
    </div>
  );
};

export const NotFoundView = () => {
  const { t } = useTranslation();
  return (
    <PageShell header={<AppNavBar title={t('title.notFound')} />}>
      <NotFoundBody />
    </PageShell>
  );
};
