import type { Profile } from '@brokerage/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage/storage-keys';
import { typedPersistStorage } from '../lib/storage/typed-storage';

export interface UserState {
  token: string;
  /** Script snippet from the login answer (seed section 3: "customer"). */
  customer: string;
  profile: Profile | null;
  setSession: (token: string, customer: string) => void;
  setProfile: (profile: Profile) => void;
  clear: () => void;
}

type PersistedUser = Pick<UserState, 'token' | 'customer' | 'profile'>;

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      token: '',
      customer: '',
      profile: null,
      setSession: (token, customer) => set({ token, customer }),
      setProfile: (profile) => set({ profile }),
      clear: () => set({ token: '', customer: '', profile: null }),
    }),
    {
      name: STORAGE_KEYS.user,
      version: 1,
      storage: typedPersistStorage<PersistedUser>(),
      partialize: ({ token, customer, profile }) => ({ token, customer, profile }),
    },
  ),
);

export const getToken = (): string => useUserStore.getState().token;
