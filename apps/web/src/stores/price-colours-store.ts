import { defaultPriceColours, type PriceColours } from '@brokerage/shared';
import { useEffect } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage/storage-keys';
import { typedPersistStorage } from '../lib/storage/typed-storage';
import { useLanguageStore } from './language-store';

interface PriceColoursState {
  /** The reader's own choice; null follows the language. */
  choice: PriceColours | null;
  setChoice: (choice: PriceColours | null) => void;
}

export const usePriceColoursStore = create<PriceColoursState>()(
  persist(
    (set) => ({
      choice: null,
      setChoice: (choice) => set({ choice }),
    }),
    {
      name: STORAGE_KEYS.priceColours,
      version: 1,
      storage: typedPersistStorage<Pick<PriceColoursState, 'choice'>>(),
      partialize: ({ choice }) => ({ choice }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PriceColoursState>;
        const choice =
          saved.choice === 'green-up' || saved.choice === 'red-up' ? saved.choice : null;
        return { ...current, choice };
      },
    },
  ),
);

/** The colours in effect: the reader's choice, else the language's default. */
export const usePriceColours = (): PriceColours => {
  const choice = usePriceColoursStore((state) => state.choice);
  const language = useLanguageStore((state) => state.key);
  return choice ?? defaultPriceColours(language);
};

/**
 * Puts the colours on the document, where global.css swaps the gain and loss tokens: every
 * price, P/L and flash follows without each component asking.
 */
export const useApplyPriceColours = (): void => {
  const colours = usePriceColours();
  useEffect(() => {
    document.documentElement.dataset.priceColours = colours;
  }, [colours]);
};
