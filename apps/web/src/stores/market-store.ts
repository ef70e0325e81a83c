import { DEFAULT_MARKET, type CurrencyItem, type MarketItem } from '@brokerage/shared';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage/storage-keys';
import { readTyped, removeTyped, writeTyped } from '../lib/storage/typed-storage';

export interface MarketState {
  markets: MarketItem[];
  currencies: CurrencyItem[];
  marketId: number | null;
  setMarkets: (markets: MarketItem[]) => void;
  setCurrencies: (currencies: CurrencyItem[]) => void;
  selectMarket: (id: number) => void;
}

type PersistedMarket = Pick<MarketState, 'marketId'>;

/**
 * Seed section 3: the selected market id lives under the key `market` on its own, as a
 * tagged number, so it survives store reshapes. The lists are reloaded at every start-up.
 */
const marketIdStorage: PersistStorage<PersistedMarket> = {
  getItem: (name) => {
    const id = readTyped(name);
    return typeof id === 'number' ? { state: { marketId: id }, version: 1 } : null;
  },
  setItem: (name, value) => writeTyped(name, value.state.marketId),
  removeItem: (name) => removeTyped(name),
};

/** The default market is the one whose showName is US (seed section 3). */
export const pickMarketId = (markets: MarketItem[], current: number | null): number | null => {
  if (current !== null && markets.some((market) => market.id === current)) return current;
  const fallback = markets.find((market) => market.showName === DEFAULT_MARKET) ?? markets[0];
  return fallback ? fallback.id : null;
};

export const useMarketStore = create<MarketState>()(
  persist(
    (set, get) => ({
      markets: [],
      currencies: [],
      marketId: null,
      setMarkets: (markets) => set({ markets, marketId: pickMarketId(markets, get().marketId) }),
      setCurrencies: (currencies) => set({ currencies }),
      selectMarket: (id) => set({ marketId: id }),
    }),
    {
      name: STORAGE_KEYS.market,
      version: 1,
      storage: marketIdStorage,
      partialize: ({ marketId }) => ({ marketId }),
    },
  ),
);
