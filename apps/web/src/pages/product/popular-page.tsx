import type { PageProps } from '../../components/page/lazy-page';
import {
  MarketSwitcher,
  useSelectedMarket,
} from '../../features/market/components/market-switcher';
import { MoversList } from '../../features/market/components/movers-list';
import './popular.css';

/** Top movers of the selected market. */
export const PopularPage = (_props: PageProps) => {
  const market = useSelectedMarket();
  return (
    <div className="popular-page" data-testid="popular-page">
      <MarketSwitcher />
      <MoversList market={market.code} limit={10} showLosers />
    </div>
  );
};
