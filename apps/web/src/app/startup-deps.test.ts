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
const { useUserStore } = await import('../stores/user-store');

const ANSWERS: Record<string, unknown> = {
  'market/app': [],
  currency: [],
  language: [{ key: 'en', label: 'English', enabled: true }],
  'setting/base': { msgType: '', whatsapp: '', custom: '', webviewOrigins: [] },
  '/version.json': { version: '1.0.0+e2e', versionCode: 100 },
};

const PROFILE = {
  id: 7,
  uid: '100007',
  email: 'demo@example.com',
  phone: null,
  areaCode: null,
  nickname: 'Demo',
  vip: false,
  kycStatus: 'passed',
  hasPayPassword: true,
  inviteCode: 'ABC123',
  createdAt: '2026-01-02T03:04:05Z',
  balances: [{ currency: 'USD', available: '10.00', held: '0.00', total: '10.00' }],
};

describe('the start-up requests', () => {
  afterEach(() => {
    sent.clear();
    queryClient.clear();
    useUserStore.setState({ token: '', profile: null });
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

  it("send a returning customer's balances with them, applied at step 4 after the languages", async () => {
    useUserStore.setState({ token: 'returning', profile: null });
    const deps = createStartupDeps();
    expect(sent.has('member/profile')).toBe(true);

    const order: string[] = [];
    const done = runStartup({
      ...deps,
      loadLanguages: async () => {
        await deps.loadLanguages();
        order.push(`languages, profile ${useUserStore.getState().profile ? 'set' : 'not set'}`);
      },
      loadBalances: async () => {
        await deps.loadBalances();
        order.push(`balances ${useUserStore.getState().profile?.uid ?? 'none'}`);
      },
    });
    // The profile is answered first; the store takes it at its own step, not before.
    sent.get('member/profile')?.(PROFILE);
    for (const url of Object.keys(ANSWERS)) {
      await Promise.resolve();
      sent.get(url)?.(ANSWERS[url]);
    }
    await done;
    expect(order).toEqual(['languages, profile not set', 'balances 100007']);
    // The balances step asked for nothing more than what had been sent.
    expect(sent.size).toBe(Object.keys(ANSWERS).length + 1);
  });
});
