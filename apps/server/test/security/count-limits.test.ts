import { beforeAll, describe, expect, it } from 'vitest';
import { as, BANK_CARD, setPayPassword } from '../support/funding.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../test-app.ts';

/**
 * Security issue 14, finding 11: a per-customer count limit checked by a read and then
 * inserted let a burst of parallel requests through (67 alerts against 50, 60 watchlists
 * against 20, 41 bank cards against 10). Each case fires 100 truly parallel requests
 * from a customer at zero and expects exactly the limit created, the rest refused with
 * the limit's own translated code.
 */
let t: TestApp;

beforeAll(async () => {
  // A pool as wide as the burst, so the requests really meet in PostgreSQL.
  t = await createTestApp();
});

const BURST = 100;

const burst = async (send: (i: number) => Promise<{ statusCode: number; body: string }>) => {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
  const ok = answers.filter((a) => a.statusCode === 200).length;
  const refused = answers.filter((a) => a.statusCode !== 200);
  return { ok, refused };
};

const count = async (sql: string, customerId: number) => {
  const { rows } = await t.database.pool.query<{ n: number }>(sql, [customerId]);
  return rows[0]?.n ?? -1;
};

describe('count limits hold under a parallel burst', () => {
  it('price alerts: exactly 50 active, the rest LIMIT_REACHED', async () => {
    const { token, customerId } = await signUpCustomer(t);
    const quotes = await t.app.inject({
      method: 'GET',
      url: '/api/v1/market/quotes?keys=US:AAPL',
      headers: as(token),
    });
    const last = Number(quotes.json().data[0].close);
    // 30 % above the market, a cent apart: not met yet, inside the 50 % an alert may be set at.
    const cents = Math.round(last * 130);
    const { ok, refused } = await burst((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/alerts',
        headers: as(token),
        payload: { key: 'US:AAPL', direction: 'above', price: ((cents + i) / 100).toFixed(2) },
      }),
    );
    const stored = await count(
      "SELECT count(*)::int AS n FROM price_alerts WHERE customer_id = $1 AND status = 'active'",
      customerId,
    );
    expect({ ok, stored }).toEqual({ ok: 50, stored: 50 });
    expect(new Set(refused.map((r) => JSON.parse(r.body).code))).toEqual(
      new Set(['LIMIT_REACHED']),
    );
    expect(refused.every((r) => r.statusCode === 409)).toBe(true);
  });

  it('watchlists: exactly 20 lists, the rest LIMIT_REACHED', async () => {
    const { token, customerId } = await signUpCustomer(t);
    const { ok, refused } = await burst((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/watchlists',
        headers: as(token),
        payload: { name: `List ${i}` },
      }),
    );
    const stored = await count(
      'SELECT count(*)::int AS n FROM watchlists WHERE customer_id = $1',
      customerId,
    );
    expect({ ok, stored }).toEqual({ ok: 20, stored: 20 });
    expect(new Set(refused.map((r) => JSON.parse(r.body).code))).toEqual(
      new Set(['LIMIT_REACHED']),
    );
  });

  it('the default watchlist is created once however many first reads race', async () => {
    const { token, customerId } = await signUpCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({ method: 'GET', url: '/api/v1/watchlists', headers: as(token) }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(
      await count('SELECT count(*)::int AS n FROM watchlists WHERE customer_id = $1', customerId),
    ).toBe(1);
  });

  it('watchlist items: exactly 200 on a list, the rest LIMIT_REACHED', async () => {
    const { token, customerId } = await signUpCustomer(t);
    const { rows } = await t.database.pool.query<{ key: string }>(
      "SELECT market || ':' || symbol AS key FROM instruments WHERE kind <> 'index' ORDER BY id LIMIT 230",
    );
    expect(rows.length).toBe(230);
    const lists = await t.app.inject({
      method: 'GET',
      url: '/api/v1/watchlists',
      headers: as(token),
    });
    const listId = lists.json().data[0].id as number;
    const answers = await Promise.all(
      rows.map(({ key }) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/watchlists/${listId}/items`,
          headers: as(token),
          payload: { key },
        }),
      ),
    );
    const stored = await count(
      'SELECT count(*)::int AS n FROM watchlist_items i JOIN watchlists w ON w.id = i.watchlist_id WHERE w.customer_id = $1',
      customerId,
    );
    expect(stored).toBe(200);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(200);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['LIMIT_REACHED']),
    );
  });

  it('bank cards: exactly 10 live, the rest TOO_MANY_TARGETS', { timeout: 60_000 }, async () => {
    const { token, customerId } = await signUpCustomer(t);
    await setPayPassword(t, token);
    const { ok, refused } = await burst((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/card/bank',
        headers: as(token),
        payload: { ...BANK_CARD, name: `Account ${i}` },
      }),
    );
    const stored = await count(
      'SELECT count(*)::int AS n FROM bank_cards WHERE customer_id = $1 AND deleted_at IS NULL',
      customerId,
    );
    expect({ ok, stored }).toEqual({ ok: 10, stored: 10 });
    expect(new Set(refused.map((r) => JSON.parse(r.body).code))).toEqual(
      new Set(['TOO_MANY_TARGETS']),
    );
  });

  it(
    'crypto wallets: exactly 10 live, the rest TOO_MANY_TARGETS',
    { timeout: 60_000 },
    async () => {
      const { token, customerId } = await signUpCustomer(t);
      await setPayPassword(t, token);
      const { ok, refused } = await burst((i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/card/crypto',
          headers: as(token),
          payload: {
            name: `Wallet ${i}`,
            currency: 'USDT',
            network: 'ERC20',
            address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
            payPassword: '123456',
          },
        }),
      );
      const stored = await count(
        'SELECT count(*)::int AS n FROM crypto_wallets WHERE customer_id = $1 AND deleted_at IS NULL',
        customerId,
      );
      expect({ ok, stored }).toEqual({ ok: 10, stored: 10 });
      expect(new Set(refused.map((r) => JSON.parse(r.body).code))).toEqual(
        new Set(['TOO_MANY_TARGETS']),
      );
    },
  );
});
