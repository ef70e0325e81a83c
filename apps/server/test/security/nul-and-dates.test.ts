import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../support/funding.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../test-app.ts';

/**
 * Security issue 14, finding 12: a NUL byte or a year-0 date reached PostgreSQL, which
 * refused it, and the customer got a 500. The shared schemas now refuse both with a
 * translated 400 before anything runs.
 */
let t: TestApp;
let token: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token, customerId } = await signUpCustomer(t));
});

const get = (url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...as(token), 'accept-language': language } });

const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { code: string; message: string[] };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(Array.isArray(body.message) && body.message.length > 0).toBe(true);
  return body;
};

describe('a NUL byte never reaches PostgreSQL', () => {
  it.each(['/api/v1/market/search?q=%00', '/api/v1/market/search?q=a%00b'])(
    'market search %s -> 400',
    async (url) => {
      expectRefused(await get(url));
    },
  );

  it.each(['/api/v1/news/search?q=%00', '/api/v1/news/search?q=a%00b'])(
    'news search %s -> 400',
    async (url) => {
      expectRefused(await get(url));
    },
  );

  it('a NUL in a watchlist name -> 400 in the reader language, nothing created or renamed', async () => {
    const before = await t.database.pool.query(
      'SELECT id, name FROM watchlists WHERE customer_id = $1 ORDER BY id',
      [customerId],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/watchlists',
      headers: { ...as(token), 'accept-language': 'de' },
      payload: { name: 'Tech\u0000' },
    });
    const body = expectRefused(created);
    expect(body.message.join(' ')).not.toMatch(/validation\./);
    const lists = (await get('/api/v1/watchlists')).json().data as { id: number }[];
    const listId = lists[0]?.id ?? 0;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/watchlists/${listId}`,
      headers: as(token),
      payload: { name: '\u0000' },
    });
    expectRefused(renamed);
    const after = await t.database.pool.query(
      'SELECT id, name FROM watchlists WHERE customer_id = $1 ORDER BY id',
      [customerId],
    );
    // The GET above may have created the default list; nothing else was written.
    expect(after.rows.filter((r: { name: string }) => r.name !== '')).toEqual(
      before.rows.filter((r: { name: string }) => r.name !== ''),
    );
    expect(after.rows.every((r: { name: string }) => !r.name.includes('\u0000'))).toBe(true);
  });

  it('a NUL in a JSON body field of any route is refused, not stored', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/alerts',
      headers: as(token),
      payload: { key: 'US:AAPL\u0000', direction: 'above', price: '10' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('dates outside 1900-2100 are refused', () => {
  it.each([
    '/api/v1/statement?from=0000-01-01',
    '/api/v1/statement?from=9999-12-31',
    '/api/v1/statement?to=0000-01-01T00:00:00Z',
    '/api/v1/statement?to=9999-12-31T23:59:59Z',
    '/api/v1/statement.csv?from=0000-01-01',
    '/api/v1/statement.csv?to=9999-12-31',
  ])('%s -> 400', async (url) => {
    const body = expectRefused(await get(url, 'fr'));
    expect(body.message.join(' ')).not.toMatch(/validation\./);
  });

  it('a date inside the range still works', async () => {
    const response = await get('/api/v1/statement?from=2026-01-01&to=2026-12-31');
    expect(response.statusCode).toBe(200);
  });

  it.each([
    '/api/v1/market/candles?key=US:AAPL&interval=1d&from=0000-01-01T00:00:00Z',
    '/api/v1/market/candles?key=US:AAPL&interval=1d&to=9999-12-31T23:59:59Z',
  ])('candles %s -> 400', async (url) => {
    expectRefused(await get(url));
  });
});
