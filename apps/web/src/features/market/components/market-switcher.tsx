import { useTranslation } from 'react-i18next';
import { tabIndexOf, tablistKeyHandler } from '../../../components/navigation/tablist-keys';
import { useMarketStore } from '../../../stores/market-store';
import './market.css';

/**
 * The ten markets as chips; the choice is kept under the `market` key by the market store. A
 * tablist: the chosen chip alone is in the tab order, the arrow keys, Home and End move the
 * choice (as every row of tabs does, `tablistKeyHandler`).
 */
export const MarketSwitcher = () => {
  const { t } = useTranslation();
  const markets = useMarketStore((state) => state.markets);
  const marketId = useMarketStore((state) => state.marketId);
  const selectMarket = useMarketStore((state) => state.selectMarket);
  const active = markets.findIndex((market) => market.id === marketId);
  const onKeyDown = tablistKeyHandler(markets, active, (market) => selectMarket(market.id));
  return (
    <div
      className="market-switcher"
      role="tablist"
      aria-label={t('market.switchMarket')}
      onKeyDown={onKeyDown}
    >
      {markets.map((market, index) => (
        <button
          key={market.id}
          type="button"
          role="tab"
          aria-selected={market.id === marketId}
          tabIndex={tabIndexOf(index, active)}
          title={market.name}
          className={`chip market-chip ${market.id === marketId ? 'active' : ''}`}
          onClick={() => selectMarket(market.id)}
          data-testid={`market-${market.showName}`}
        >
          {market.showName}
        </button>
      ))}
    </div>
  );
};

/** The selected market's code (its showName, e.g. "US"), once start-up loaded the list. */
export const useSelectedMarket = (): { code: string | undefined; name: string | undefined } => {
  const markets = useMarketStore((state) => state.markets);
  const marketId = useMarketStore((state) => state.marketId);
  const market = markets.find((item) => item.id === marketId);
  return { code: market?.showName, name: market?.name };
};
