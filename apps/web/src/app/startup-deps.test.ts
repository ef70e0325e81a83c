// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each request the start-up sends, by address, with the hand that answers it. */
const sent = vi.hoisted(() => new Map<string, (body: unknown) => void>());

vi.mock('../lib/api-client', () => ({
  apiClient: {
    api: ({ url }: { url: string }) =>
      new Promise((resolve) => sent.set(url.replace(/\?t=\d+$/, ''), resolve)),
  },
}));

const { createStartupDeps } = await import('./startup-deps');
const { runStartup } = await import('./startup');
const { queryClient } = await import('./query-client');
const { useLanguageStore } = await import('../stores/language-store');
const { useMarketStore } = await import('../stores/market-store');
const { useAppStore } = await import('../stores/app-store');

const ANSWERS: Record<string, unknown> = {
  'market/app': [],
  currency: [],
  language: [{ key: 'en', label: 'English', enabled: true }],
  'setting/base': { msgType: '', whatsapp: '', custom: '', webviewOrigins: [] },
  '/version.json': { version: '1.0.0+e2e', versionCode: 100 },
};

describe('the start-up requests', () => {
  afterEach(() => {
    sent.clear();
    queryClient.clear();
  });

  it('go out together, before any answer, and are applied in the seed order', async () => {
    const deps = createStartupDeps();
    // Nothing has been answered yet, and every request that needs no earlier step is out.
    expect([...sent.keys()].sort()).toEqual(Object.keys(ANSWERS).sort());

    const applied: string[] = [];
    const done = runStartup({
      ...deps,
      onStepError: (step, error) => applied.push(`error ${step}: ${String(error)}`),
      loadLanguages: async () => {
        await deps.loadLanguages();
        applied.push(`languages ${useLanguageStore.getState().languages.length}`);
      },
      fetchBaseSettings: async () => {
        await deps.fetchBaseSettings();
        applied.push('settings');
      },
    });
    // Answered last to first: the steps still take them in their own order.
    for (const url of Object.keys(ANSWERS).reverse()) {
      sent.get(url)?.(ANSWERS[url]);
      await Promise.resolve();
    }
    await done;
    expect(applied).toEqual(['languages 1', 'settings']);
    expect(useMarketStore.getState().markets).toEqual([]);
    expect(useAppStore.getState().init).toBe(true);
    // No step asked again for what it had been sent already.
    expect(sent.size).toBe(Object.keys(ANSWERS).length);
  });
});
