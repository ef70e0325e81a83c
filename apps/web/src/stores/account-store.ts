import type { Book } from '@brokerage/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage/storage-keys';
import { typedPersistStorage } from '../lib/storage/typed-storage';

/**
 * Which account the app shows: the customer's real account or their practice account (issue
 * 30 item 1). Every request says which (`x-account`, api-client.ts), the live events follow it
 * (realtime.ts), and every screen of the practice account is marked (PracticeStrip).
 */
interface AccountState {
  book: Book;
  setBook: (book: Book) => void;
}

export const useAccountStore = create<AccountState>()(
  persist(
    (set) => ({
      book: 'real',
      setBook: (book) => set({ book }),
    }),
    {
      name: STORAGE_KEYS.account,
      version: 1,
      storage: typedPersistStorage<Pick<AccountState, 'book'>>(),
      partialize: ({ book }) => ({ book }),
      // Anything but a practice choice saved by this app shows the real account.
      merge: (persisted, current) => ({
        ...current,
        book:
          (persisted as Partial<AccountState> | undefined)?.book === 'practice'
            ? 'practice'
            : 'real',
      }),
    },
  ),
);

/** The header of a request that must reach the real account whatever is shown (a margin call). */
export const REAL_ACCOUNT = { 'x-account': 'real' } as const;
