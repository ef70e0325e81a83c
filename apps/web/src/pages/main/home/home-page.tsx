import { useQueryClient } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../components/page/lazy-page';
import { Refreshable } from '../../../lib/ui/refresh';
import { HomeBanner } from './home-banner';
import { HomeGrid } from './home-grid';

export const HomePage = (_props: PageProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Refreshable onRefresh={() => queryClient.invalidateQueries()}>
      <div className="home-page" data-testid="home">
        <HomeBanner />
        <HomeGrid />
        <section className="home-markets">
          <h2 className="section-title">{t('home.markets')}</h2>
          <ErrorBlock
            status="empty"
            title={t('common.comingSoon')}
            description={t('home.marketsPlaceholder')}
          />
        </section>
      </div>
    </Refreshable>
  );
};
