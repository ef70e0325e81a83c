import { baseSettingsQueryOptions } from '../features/reference/api/get-base-settings';
import { currenciesQueryOptions } from '../features/reference/api/get-currencies';
import { languagesQueryOptions } from '../features/reference/api/get-languages';
import { marketsQueryOptions } from '../features/reference/api/get-markets';
import { getVersion } from '../features/reference/api/get-version';
import { applyLanguage, completeDictionary, i18n } from '../lib/i18n/i18n';
import { STORAGE_KEYS } from '../lib/storage/storage-keys';
import { readTyped, writeTyped } from '../lib/storage/typed-storage';
import { injectSnippet } from '../lib/ui/inject-script';
import { toast } from '../lib/ui/notify';
import { useAppStore } from '../stores/app-store';
import { useLanguageStore } from '../stores/language-store';
import { useMarketStore } from '../stores/market-store';
import { getToken } from '../stores/user-store';
import { queryClient } from './query-client';
import { injectCustomerScript, loadBalances } from './session';
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

export const createStartupDeps = (): StartupDeps => ({
  setInit: (init) => useAppStore.getState().setInit(init),
  loadMarkets: async () =>
    useMarketStore.getState().setMarkets(await queryClient.fetchQuery(marketsQueryOptions())),
  loadCurrencies: async () =>
    useMarketStore.getState().setCurrencies(await queryClient.fetchQuery(currenciesQueryOptions())),
  loadLanguages: async () =>
    useLanguageStore.getState().setLanguages(await queryClient.fetchQuery(languagesQueryOptions())),
  applyStoredLanguage: async () => {
    // The screen waits for the first part only; the later one follows (lib/i18n/i18n.ts).
    const key = await applyLanguage(useLanguageStore.getState().key, 'first screen');
    useLanguageStore.getState().setKey(key);
    void completeDictionary();
  },
  hasToken: () => getToken() !== '',
  loadBalances,
  fetchBaseSettings: async () => {
    const settings = await queryClient.fetchQuery(baseSettingsQueryOptions());
    useAppStore.getState().setBaseSettings(settings);
    if (!useAppStore.getState().frame) injectSnippet('custom', settings.custom);
    // A returning, logged-in customer gets the support snippet of their session too.
    if (getToken()) injectCustomerScript();
  },
  checkVersion: () =>
    checkVersion({
      fetchVersion: getVersion,
      readStored: () => {
        const stored = readTyped(STORAGE_KEYS.version);
        return typeof stored === 'string' ? stored : undefined;
      },
      writeStored: (version) => writeTyped(STORAGE_KEYS.version, version),
      notifyUpdated: () => toast(i18n.t('common.appUpdated')),
      reload: clearCachesAndReload,
    }),
  onStepError: (step, error) => console.warn(`start-up step "${step}" failed`, error),
});
