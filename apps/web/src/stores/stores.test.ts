// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeTyped, encodeTyped, readTyped, writeTyped } from '../lib/storage/typed-storage';
import { useAppStore } from './app-store';
import { enabledLanguages, useLanguageStore } from './language-store';
import { pickMarketId, useMarketStore } from './market-store';
import { useUserStore } from './user-store';

const markets = [
  { id: 3, showName: 'FR', name: 'France', currency: 'EUR', timezone: 'Europe/Paris' },
  { id: 1, showName: 'US', name: 'United States', currency: 'USD', timezone: 'America/New_York' },
];

const profile = {
  id: 1,
  uid: '88888888',
  email: 'demo@example.com',
  phone: null,
  areaCode: null,
  nickname: 'Demo',
  vip: false,
  kycStatus: 'none' as const,
  hasPayPassword: true,
  inviteCode: 'ABC',
  createdAt: '2026-01-01T00:00:00Z',
  balances: [{ currency: 'USD', available: '1.5', held: '0', total: '1.5' }],
};

beforeEach(() => localStorage.clear());

describe('typed storage', () => {
  it('stores JSON with a type tag', () => {
    expect(encodeTyped({ a: 1 })).toBe('{"type":"object","data":{"a":1}}');
    expect(encodeTyped('1')).toBe('{"type":"string","data":"1"}');
    expect(encodeTyped(1)).toBe('{"type":"number","data":1}');
    expect(encodeTyped([1])).toBe('{"type":"array","data":[1]}');
    expect(encodeTyped(null)).toBe('{"type":"null","data":null}');
  });

  it('reads back only well-formed tagged values', () => {
    writeTyped('k', { x: 'y' });
    expect(readTyped('k')).toEqual({ x: 'y' });
    expect(decodeTyped('not json')).toBeUndefined();
    expect(decodeTyped('{"type":"number","data":"1"}')).toBeUndefined();
    expect(decodeTyped('{"data":1}')).toBeUndefined();
    expect(decodeTyped(null)).toBeUndefined();
  });
});

describe('persisted stores', () => {
  it('keeps the selected market id under the key market, as a tagged number', () => {
    useMarketStore.getState().setMarkets(markets);
    // The default market is the one whose showName is US.
    expect(useMarketStore.getState().marketId).toBe(1);
    expect(localStorage.getItem('market')).toBe('{"type":"number","data":1}');
    useMarketStore.getState().selectMarket(3);
    expect(localStorage.getItem('market')).toBe('{"type":"number","data":3}');
  });

  it('keeps a stored market when it still exists, else falls back to US', () => {
    expect(pickMarketId(markets, 3)).toBe(3);
    expect(pickMarketId(markets, 99)).toBe(1);
    expect(pickMarketId([], null)).toBeNull();
  });

  it('persists the user store (token, customer, profile) as tagged JSON and clears it', () => {
    useUserStore.getState().setSession('tok', '<script></script>');
    useUserStore.getState().setProfile(profile);
    const raw = localStorage.getItem('store:user') ?? '';
    expect(JSON.parse(raw)).toEqual({
      type: 'object',
      data: { state: { token: 'tok', customer: '<script></script>', profile }, version: 1 },
    });
    useUserStore.getState().clear();
    expect(readTyped('store:user')).toEqual({
      state: { token: '', customer: '', profile: null },
      version: 1,
    });
  });

  it('rehydrates the user store from storage', async () => {
    writeTyped('store:user', {
      state: { token: 'saved', customer: '', profile: null },
      version: 1,
    });
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState().token).toBe('saved');
  });

  it('persists the language key, ignoring unknown keys', async () => {
    useLanguageStore.getState().setKey('de');
    expect(readTyped('store:language')).toMatchObject({ state: { key: 'de' } });
    useLanguageStore.getState().setKey('klingon');
    expect(useLanguageStore.getState().key).toBe('en');
    writeTyped('store:language', { state: { key: 'nope' }, version: 1 });
    await useLanguageStore.persist.rehydrate();
    expect(useLanguageStore.getState().key).toBe('en');
  });

  it('offers only enabled, known languages', () => {
    expect(
      enabledLanguages([
        { key: 'en', label: 'English', enabled: true },
        { key: 'jp', label: '日本語', enabled: false },
        { key: 'xx', label: 'X', enabled: true },
      ]).map((item) => item.key),
    ).toEqual(['en']);
  });

  it('persists base settings of the app store but not the init flag', () => {
    useAppStore.getState().setInit(true);
    useAppStore.getState().setBaseSettings({
      msgType: 'whatsapp',
      whatsapp: '+1 555',
      custom: '',
      webviewOrigins: ['https://help.example.com'],
    });
    expect(readTyped('store:app')).toEqual({
      state: {
        msgType: 'whatsapp',
        whatsapp: '+1 555',
        custom: '',
        webviewOrigins: ['https://help.example.com'],
      },
      version: 1,
    });
  });
});
