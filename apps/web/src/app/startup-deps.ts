import { baseSettingsQueryOptions } from '../features/reference/api/get-base-settings';
import { currenciesQueryOptions } from '../features/reference/api/get-currencies';
import { languagesQueryOptions } from '../features/reference/api/get-languages';
import { marketsQueryOptions } from '../features/reference/api/get-markets';
import { getVersion } from '../features/reference/api/get-version';
import { applyLanguage, i18n } from '../lib/i18n/i18n';
import { STORAGE_KEYS } from '../lib/storage/storage-keys';
import { readTyped, writeTyped } from '../lib/storage/typed-storage';
import { injectSnippet } from '../lib/ui/inject-script';
import { toastShown } from '../lib/ui/notify';
import { useAppStore } from '../stores/app-store';
import { useLanguageStore } from '../stores/language-store';
import { useMarketStore } from '../stores/market-store';
import { getToken } from '../stores/user-store';
import { queryClient } from './query-client';
import { fetchBalances, injectCustomerScript, loadBalances } from './session';
import type { StartupDeps } from './startup';
import { checkVersion } from './version-check';

const clearCachesAndReload = async (): Promise<void> => {
  // "Reload with the cache cleared": drop Cache Storage entries, then a fresh navigation.
  if (typeof caches !== 'undefined') {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
  window.location.reload();
};

/**
 * Sends a request now and gives its answer to whoever asks later. Marked as handled at once, so
 * that a failure is reported by the step that waits for it, not as an unhandled rejection.
 */
const sentNow = <T>(request: () => Promise<T>): (() => Promise<T>) => {
  const answer = request();
  answer.catch(() => undefined);
  return () => answer;
};

export const createStartupDeps = (): StartupDeps => {
  // Start-up's requests that need nothing from an earlier step go out together; each step still
  // waits for its own answer and applies it in the seed's order (startup.ts). Sent one after
  // another, they were four round trips before a tab page could show.
  const markets = sentNow(() => queryClient.fetchQuery(marketsQueryOptions()));
  const currencies = sentNow(() => queryClient.fetchQuery(currenciesQueryOptions()));
  const languages = sentNow(() => queryClient.fetchQuery(languagesQueryOptions()));
  const settings = sentNow(() => queryClient.fetchQuery(baseSettingsQueryOptions()));
  const version = sentNow(getVersion);
  // A returning customer's balances too: step 4 is the seed's, its request need not wait for 3.
  const balances = getToken() ? sentNow(fetchBalances) : fetchBalances;
  return {
    setInit: (init) => useAppStore.getState().setInit(init),
    loadMarkets: async () => useMarketStore.getState().setMarkets(await markets()),
    loadCurrencies: async () => useMarketStore.getState().setCurrencies(await currencies()),
    loadLanguages: async () => useLanguageStore.getState().setLanguages(await languages()),
    applyStoredLanguage: async () => {
      // The screen waits for the first part only; the later one follows once it is shown
      // (main.tsx), in the language applied here.
      const key = await applyLanguage(useLanguageStore.getState().key, 'first screen');
      useLanguageStore.getState().setKey(key);
    },
    hasToken: () => getToken() !== '',
    loadBalances: () => loadBalances(balances()),
    fetchBaseSettings: async () => {
      const base = await settings();
      useAppStore.getState().setBaseSettings(base);
      if (!useAppStore.getState().frame) injectSnippet('custom', base.custom);
      // A returning, logged-in customer gets the support snippet of their session too.
      if (getToken()) injectCustomerScript();
    },
    checkVersion: () =>
      checkVersion({
        fetchVersion: version,
        readStored: () => {
          const stored = readTyped(STORAGE_KEYS.version);
          return typeof stored === 'string' ? stored : undefined;
        },
        writeStored: (version) => writeTyped(STORAGE_KEYS.version, version),
        notifyUpdated: () => toastShown(i18n.t('common.appUpdated')),
        reload: clearCachesAndReload,
      }),
    onStepError: (step, error) => console.warn(`start-up step "${step}" failed`, error),
  };
};
