import type { BaseSettings } from '@brokerage/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage/storage-keys';
import { typedPersistStorage } from '../lib/storage/typed-storage';

export interface AppState {
  /** False while the start-up flow runs (seed section 4). */
  init: boolean;
  msgType: string;
  whatsapp: string;
  /** Script snippet from base settings. */
  custom: string;
  /** Origins the in-app web view may load besides the app's own. */
  webviewOrigins: readonly string[];
  /** The page was opened with `frame=1`: embedded, so no support script is injected. */
  frame: boolean;
  /**
   * The opening screen is painted with its data (app/first-screen.ts): what no first screen
   * shows (the account switch's practice status, the margin-call banner) is asked for then.
   */
  firstScreenShown: boolean;
  setInit: (init: boolean) => void;
  setBaseSettings: (settings: BaseSettings) => void;
  setFrame: (frame: boolean) => void;
  setFirstScreenShown: () => void;
}

type PersistedApp = Pick<AppState, 'msgType' | 'whatsapp' | 'custom' | 'webviewOrigins'>;

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      init: false,
      msgType: '',
      whatsapp: '',
      custom: '',
      webviewOrigins: [],
      frame: false,
      firstScreenShown: false,
      setInit: (init) => set({ init }),
      setBaseSettings: ({ msgType, whatsapp, custom, webviewOrigins }) =>
        set({ msgType, whatsapp, custom, webviewOrigins }),
      setFrame: (frame) => set({ frame }),
      setFirstScreenShown: () => set({ firstScreenShown: true }),
    }),
    {
      name: STORAGE_KEYS.app,
      version: 1,
      storage: typedPersistStorage<PersistedApp>(),
      // init, frame and firstScreenShown describe this page load only.
      partialize: ({ msgType, whatsapp, custom, webviewOrigins }) => ({
        msgType,
        whatsapp,
        custom,
        webviewOrigins,
      }),
    },
  ),
);
