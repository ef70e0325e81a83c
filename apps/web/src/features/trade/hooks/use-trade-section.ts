import { create } from 'zustand';

export type TradeSection = 'positions' | 'orders' | 'history' | 'closed';

/**
 * The Trade tab's open section. A tab page takes no query, so the order screen picks the
 * section here before switching to the tab (Orders for a waiting order).
 */
export const useTradeSection = create<{
  section: TradeSection;
  setSection: (section: TradeSection) => void;
}>()((set) => ({
  section: 'positions',
  setSection: (section) => set({ section }),
}));
