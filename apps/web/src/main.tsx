import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { loadAntdLocale } from './app/antd-locale';
import { App } from './app/app';
import { applyDeferredStyles } from './app/deferred-styles';
import { firstScreenSettled } from './app/first-screen';
import { preloadPage } from './app/page-registry';
import { runStartup } from './app/startup';
import { createStartupDeps } from './app/startup-deps';
import { applyLanguage, completeDictionary } from './lib/i18n/i18n';
import { seedHomeBeneathDeepLink } from './lib/navigation/in-app-history';
import { parseQuery } from './lib/navigation/query-string';
import { useAppStore } from './stores/app-store';
import { useLanguageStore } from './stores/language-store';
import './styles/global.css';

/** How long the first render waits for the opened page's code at most. */
const PAGE_WAIT_MS = 3000;

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** frame=1 anywhere in the opening address marks an embedded app (seed section 4). */
const openedFramed = (): boolean => {
  const hash = window.location.hash;
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return parseQuery(window.location.search).frame === '1' || parseQuery(hashQuery).frame === '1';
};

useAppStore.getState().setFrame(openedFramed());

// The offline shell (vite.config.ts), registered after the load event so its precache never
// competes with the first load; a new worker takes over and reloads the page by itself. Not
// later: a worker still installing when the page is reloaded would activate under the next page
// as another page's, which the plugin answers with a reload (registered once the opening screen
// had its data, an e2e test's own reload was aborted).
if ('serviceWorker' in navigator) registerSW();

const root = document.getElementById('root');
if (root) {
  // Before the router reads the history: Back from a deep link lands on Home, inside the app.
  seedHomeBeneathDeepLink();
  // Start-up's calls and the opened page's data go out now, while the dictionary and the styles
  // load and before the first render's long task, not from an effect after it: on a phone that
  // render is the longest wait before the first data could be asked for.
  void runStartup(createStartupDeps());
  // The first render waits for the opened page's code (fetched with the entry, the boot script) so that
  // its data is asked for first; a page that has not come by then shows its loading view.
  const page = Promise.race([preloadPage(window.location.hash), delay(PAGE_WAIT_MS)]);
  // The stored language is applied before the first paint so nobody sees an English flash;
  // the start-up flow applies it again in its seed position after loading the list. The first
  // screen needs only the dictionary's first part; the later part is fetched once it is shown.
  const language = useLanguageStore.getState().key;
  void Promise.all([
    page,
    applyLanguage(language, 'first screen'),
    loadAntdLocale(language),
    applyDeferredStyles(),
  ])
    // The first render in a task of its own, not after the dictionary's merge in the same one.
    .finally(() => delay(0))
    .finally(() => {
      // Preact renders the app in one piece; the shell stays on screen until it commits.
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
      // The dictionary's later part, and what no opening screen shows, wait until the opening
      // screen shows its data, so that on a slow link they do not share the bandwidth with it.
      void firstScreenSettled().then(() => {
        useAppStore.getState().setFirstScreenShown();
        return completeDictionary();
      });
    });
}
