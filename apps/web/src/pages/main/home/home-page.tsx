import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../components/page/lazy-page';
import { IndexStrip } from '../../../features/market/components/index-strip';
import { useSelectedMarket } from '../../../features/market/components/market-switcher';
import { MoversList } from '../../../features/market/components/movers-list';
import { NewsHeadlines } from '../../../features/news/components/news-headlines';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { Refreshable } from '../../../lib/ui/refresh';
import { HomeBanner } from './home-banner';
import { HomeGrid } from './home-grid';
import './home.css';

const POPULAR_PATH = '/pages/product/popular';

export const HomePage = (_props: PageProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nav = useNavigation();
  const market = useSelectedMarket();
  return (
    <Refreshable onRefresh={() => queryClient.invalidateQueries()}>
      <div className="home-page" data-testid="home">
        <HomeBanner />
        <HomeGrid />
        <IndexStrip />
        <section className="home-section" data-testid="home-popular">
          <div className="section-head">
            <h2 className="section-title">
              {t('market.popularIn', { market: market.code ?? '' })}
            </h2>
            <button
              type="button"
              className="link-button"
              onClick={() => ignoreRefusal(nav.navigateTo({ url: POPULAR_PATH }))}
              data-testid="home-popular-more"
            >
              {t('market.more')}
            </button>
          </div>
          <MoversList market={market.code} limit={5} />
        </section>
        <NewsHeadlines />
      </div>
    </Refreshable>
  );
};
