import { useTranslation } from 'react-i18next';
import { useMarketStore } from '../../../stores/market-store';
import './market.css';

/** The ten markets as chips; the choice is kept under the `market` key by the market store. */
export const MarketSwitcher = () => {
  const { t } = useTranslation();
  const markets = useMarketStore((state) => state.markets);
  const marketId = useMarketStore((state) => state.marketId);
  const selectMarket = useMarketStore((state) => state.selectMarket);
  return (
    <div className="market-switcher" role="tablist" aria-label={t('market.switchMarket')}>
      {markets.map((market) => (
        <button
          key={market.id}
          type="button"
          role="tab"
          aria-selected={market.id === marketId}
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
