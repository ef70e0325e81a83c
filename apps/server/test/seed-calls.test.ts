import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData, DEMO_CUSTOMER } from '../src/seed/demo.seed.ts';
import { checkLedger } from '../src/ledger/invariants.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await seedDemoData(t.database.db); // idempotent: funds once
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { platform: 'h5', ...headers } });

describe('the calls of seed section 7', () => {
  it('GET language lists all seven, all live by default (jp and zh-Hans too)', async () => {
    const response = await get('/api/v1/language');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { key: string; enabled: boolean }[];
    expect(data.map((l) => l.key)).toEqual(['en', 'de', 'it', 'fr', 'es', 'jp', 'zh-Hans']);
    expect(data.filter((l) => l.enabled).map((l) => l.key)).toEqual([
      'en',
      'de',
      'it',
      'fr',
      'es',
      'jp',
      'zh-Hans',
    ]);
  });

  it('GET market/app lists the ten markets with US first', async () => {
    const data = (await get('/api/v1/market/app')).json().data as {
      id: number;
      showName: string;
    }[];
    expect(data.map((m) => m.showName)).toEqual([
      'US',
      'ES',
      'FR',
      'SZ',
      'CN',
      'HK',
      'MY',
      'TW',
      'SG',
      'DE',
    ]);
    expect(typeof data[0]?.id).toBe('number');
  });

  it('GET currency lists the currencies', async () => {
    const data = (await get('/api/v1/currency')).json().data as { code: string }[];
    expect(data.map((c) => c.code)).toContain('USD');
  });

  it('GET setting/base answers msgType, whatsapp, custom and the web view origins', async () => {
    expect((await get('/api/v1/setting/base')).json().data).toEqual({
      msgType: 'inbox',
      whatsapp: '',
      custom: '',
      webviewOrigins: [],
    });
  });

  it('POST member/login answers token and customer; GET member/profile reads balances', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/login',
      payload: { mail: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    expect(login.statusCode).toBe(200);
    const { token, customer } = login.json().data;
    expect(typeof customer).toBe('string');
    const profile = await get('/api/v1/member/profile', { authorization: `Bearer ${token}` });
    expect(profile.json().data.balances).toEqual([
      { currency: 'EUR', available: '20000.00000000', held: '0.00000000', total: '20000.00000000' },
      {
        currency: 'USD',
        available: '100000.00000000',
        held: '0.00000000',
        total: '100000.00000000',
      },
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('the demo customer is verified once, by the seed, so the README can walk a withdrawal', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/login',
      payload: { mail: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    const auth = { authorization: `Bearer ${login.json().data.token as string}` };
    expect((await get('/api/v1/member/profile', auth)).json().data.kycStatus).toBe('passed');
    // Seeded twice above: still one submission, marked as the seed's.
    const { rows } = await t.database.pool.query(
      `SELECT kind, status, reviewed_by FROM kyc_submissions s JOIN customers c ON c.id = s.customer_id
       WHERE c.email = $1`,
      [DEMO_CUSTOMER.email],
    );
    expect(rows).toEqual([{ kind: 'idcard', status: 'passed', reviewed_by: 'system:demo-seed' }]);
  });

  it('GET /version.json is served with no-cache', async () => {
    const response = await get('/version.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.json()).toHaveProperty('version');
  });

  it('every answer carries security headers', async () => {
    const response = await get('/api/v1/language');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The web view frames the app's own pages and listed https origins only.
    expect(response.headers['content-security-policy']).toContain("frame-src 'self' https:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('GET /api/v1/openapi.json lists every route', async () => {
    const spec = (await get('/api/v1/openapi.json')).json();
    const paths = Object.keys(spec.paths);
    for (const path of [
      '/api/v1/member/login',
      '/api/v1/member/login/phone',
      '/api/v1/member/profile',
      '/api/v1/member/register',
      '/api/v1/member/code',
      '/api/v1/member/password',
      '/api/v1/member/password/reset',
      '/api/v1/member/paypwd',
      '/api/v1/member/logout',
      '/api/v1/language',
      '/api/v1/market/app',
      '/api/v1/currency',
      '/api/v1/setting/base',
    ]) {
      expect(paths).toContain(path);
    }
    expect(spec.paths['/api/v1/member/login'].post.requestBody).toBeDefined();
  });
});
