import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const get = (url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { 'accept-language': language } });

describe('instrument catalogue', () => {
  it('has at least 15 stocks in each of the ten markets, with their real currencies', async () => {
    for (const [market, currency] of [
      ['US', 'USD'],
      ['ES', 'EUR'],
      ['FR', 'EUR'],
      ['SZ', 'CNY'],
      ['CN', 'CNY'],
      ['HK', 'HKD'],
      ['MY', 'MYR'],
      ['TW', 'TWD'],
      ['SG', 'SGD'],
      ['DE', 'EUR'],
    ]) {
      const page = (await get(`market/instruments?market=${market}&kind=stock&pageSize=100`)).json()
        .data;
      expect(page.total, market).toBeGreaterThanOrEqual(15);
      expect(new Set(page.items.map((i: { currency: string }) => i.currency)), market).toEqual(
        new Set([currency]),
      );
    }
  });

  it('lists the world indices', async () => {
    const names = (await get('market/instruments?kind=index&pageSize=100'))
      .json()
      .data.items.map((i: { name: string }) => i.name);
    expect(names).toEqual(expect.arrayContaining(['S&P 500', 'DAX', 'Hang Seng Index']));
  });

  it('opens one instrument by market and symbol; a symbol is unique only within its market', async () => {
    const madrid = (await get('market/instrument/ES/SAN')).json().data;
    const paris = (await get('market/instrument/FR/SAN')).json().data;
    expect(madrid.key).toBe('ES:SAN');
    expect(madrid.name).not.toBe(paris.name);
  });

  it('finds instruments by symbol or name', async () => {
    const results = (await get('market/search?q=appl')).json().data;
    expect(results[0]).toMatchObject({ key: 'US:AAPL' });
    const byName = (await get('market/search?q=tencent')).json().data;
    expect(byName.map((i: { key: string }) => i.key)).toContain('HK:0700');
    const wildcard = (await get('market/search?q=%25')).json().data;
    expect(wildcard).toEqual([]);
  });

  it('answers unknown symbols and markets with clear 4xx messages', async () => {
    const unknown = await get('market/instrument/US/NOPE', 'de');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'UNKNOWN_INSTRUMENT',
      message: 'Dieses Wertpapier existiert nicht.',
    });
    const market = await get('market/instruments?market=XX');
    expect(market.statusCode).toBe(400);
    expect(market.json().message).toEqual(['Please choose one of the listed markets.']);
  });
});
