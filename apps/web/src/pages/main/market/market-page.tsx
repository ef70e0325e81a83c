import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoading } from '../../../components/page/delayed-loading';
import type { PageProps } from '../../../components/page/lazy-page';
import { IndexList } from '../../../features/market/components/index-list';
import { instrumentsQueryOptions } from '../../../features/market/api/get-instruments';
import { InstrumentList } from '../../../features/market/components/instrument-list';
import {
  MarketSwitcher,
  useSelectedMarket,
} from '../../../features/market/components/market-switcher';
import { SectionTabs } from '../../../components/navigation/section-tabs';
import { NewsList } from '../../../features/news/components/news-list';
import { marketsQueryOptions } from '../../../features/reference/api/get-markets';
import { pickMarketId, useMarketStore } from '../../../stores/market-store';
import './market-page.css';
import { lazyNamed } from '../../../lib/ui/lazy-named';

/** Seed section 1, in the seed's order. */
export const MARKET_TABS = ['indices', 'news', 'stock', 'fund', 'ipo', 'blockTrade'] as const;
type MarketTab = (typeof MARKET_TABS)[number];

// The IPO and block-trade tabs come with their screens' code and schemas when first opened,
// not with the stock list every opening of Markets shows.
const IpoList = lazyNamed(() => import('../../../features/ipo/components/ipo-list'), 'IpoList');
const BlockDealList = lazyNamed(
  () => import('../../../features/blocktrade/components/block-deal-list'),
  'BlockDealList',
);

/** Kept while the app runs, so coming back from a quote finds the same tab. */
let lastTab: MarketTab = 'stock';

/**
 * Opened on Markets: the stock list of the market the list will show, asked for as soon as
 * start-up's market list (the same request, shared) says which market that is.
 */
export const prefetchMarketPage = async (client: QueryClient): Promise<void> => {
  if (lastTab !== 'stock') return;
  const markets = await client.fetchQuery(marketsQueryOptions());
  const id = pickMarketId(markets, useMarketStore.getState().marketId);
  const code = markets.find((market) => market.id === id)?.showName;
  if (code) await client.prefetchInfiniteQuery(instrumentsQueryOptions(code, 'stock'));
};

export const MarketPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MarketTab>(lastTab);
  const market = useSelectedMarket();

  const body = (() => {
    switch (tab) {
      case 'indices':
        return <IndexList />;
      case 'news':
        return <NewsList />;
      case 'stock':
      case 'fund':
        return (
          <>
            <MarketSwitcher />
            <InstrumentList key={`${market.code ?? ''}-${tab}`} market={market.code} kind={tab} />
          </>
        );
      case 'ipo':
        return <IpoList />;
      case 'blockTrade':
        return <BlockDealList />;
    }
  })();

  return (
    <div className="market-page" data-testid="market-page">
      <SectionTabs
        className="market-tabs"
        label={t('title.market')}
        activeKey={tab}
        onChange={(key) => {
          lastTab = key;
          setTab(key);
        }}
        tabs={MARKET_TABS.map((key) => ({
          key,
          title: <span data-testid={`market-tab-${key}`}>{t(`market.tabs.${key}`)}</span>,
        }))}
      />
      <div className="market-tab-body">
        <Suspense fallback={<DelayedLoading />}>{body}</Suspense>
      </div>
    </div>
  );
};
