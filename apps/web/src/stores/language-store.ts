import {
  DEFAULT_LANGUAGE,
  isLanguageKey,
  LANGUAGE_KEYS,
  LANGUAGE_NAMES,
  type LanguageItem,
  type LanguageKey,
} from '@brokerage/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage/storage-keys';
import { typedPersistStorage } from '../lib/storage/typed-storage';

/** Used until the server's list arrives, and when it cannot be fetched. */
export const FALLBACK_LANGUAGES: LanguageItem[] = LANGUAGE_KEYS.map((key) => ({
  key,
  label: LANGUAGE_NAMES[key],
  enabled: true,
}));

export interface LanguageState {
  key: LanguageKey;
  languages: LanguageItem[];
  setKey: (key: string) => void;
  setLanguages: (languages: LanguageItem[]) => void;
}

type PersistedLanguage = Pick<LanguageState, 'key' | 'languages'>;

export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      key: DEFAULT_LANGUAGE,
      languages: FALLBACK_LANGUAGES,
      // An unknown key (e.g. from an old build) falls back to the default, never to a blank UI.
      setKey: (key) => set({ key: isLanguageKey(key) ? key : DEFAULT_LANGUAGE }),
      setLanguages: (languages) => set({ languages }),
    }),
    {
      name: STORAGE_KEYS.language,
      version: 1,
      storage: typedPersistStorage<PersistedLanguage>(),
      partialize: ({ key, languages }) => ({ key, languages }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PersistedLanguage>;
        const key =
          typeof saved.key === 'string' && isLanguageKey(saved.key) ? saved.key : current.key;
        const languages = Array.isArray(saved.languages) ? saved.languages : current.languages;
        return { ...current, key, languages };
      },
    },
  ),
);

/** The languages a user may pick: the server's enabled ones. */
export const enabledLanguages = (languages: LanguageItem[]): LanguageItem[] =>
  languages.filter((item) => item.enabled && isLanguageKey(item.key));
