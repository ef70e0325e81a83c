/** The steps of the start-up flow; each is wired to real stores and calls in startup-deps.ts. */
export interface StartupDeps {
  setInit: (init: boolean) => void;
  loadMarkets: () => Promise<unknown>;
  loadCurrencies: () => Promise<unknown>;
  loadLanguages: () => Promise<unknown>;
  applyStoredLanguage: () => Promise<unknown>;
  hasToken: () => boolean;
  loadBalances: () => Promise<unknown>;
  fetchBaseSettings: () => Promise<unknown>;
  checkVersion: () => Promise<unknown>;
  onStepError?: (step: string, error: unknown) => void;
}

/**
 * Start-up in the order of seed section 4. A failing step is reported and skipped: a
 * server that is briefly down must not leave the app stuck on its spinner.
 */
export const runStartup = async (deps: StartupDeps): Promise<void> => {
  const step = async (name: string, work: () => Promise<unknown>): Promise<void> => {
    try {
      await work();
    } catch (error) {
      deps.onStepError?.(name, error);
    }
  };

  deps.setInit(false);
  await step('markets and currencies', () =>
    Promise.all([deps.loadMarkets(), deps.loadCurrencies()]),
  );
  await step('languages', deps.loadLanguages);
  await step('apply language', deps.applyStoredLanguage);
  if (deps.hasToken()) await step('balances', deps.loadBalances);
  await step('base settings', deps.fetchBaseSettings);
  await step('version', deps.checkVersion);
  deps.setInit(true);
};
