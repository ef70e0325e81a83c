import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const BODY_ROUTES: [string, string][] = [
  ['POST', 'member/login'],
  ['POST', 'member/login/phone'],
  ['POST', 'member/code'],
  ['POST', 'member/register'],
  ['POST', 'member/password/reset'],
  ['PUT', 'member/password'],
  ['POST', 'member/paypwd'],
  ['PUT', 'member/paypwd'],
];

const BAD_BODIES: [string, string, string][] = [
  ['malformed JSON', '{"mail": ', 'application/json'],
  ['a JSON array', '[1,2,3]', 'application/json'],
  ['a JSON string', '"hello"', 'application/json'],
  ['null', 'null', 'application/json'],
  [
    'wrong types',
    JSON.stringify({ mail: 1, password: { a: 1 }, channel: 7, phone: [], code: true }),
    'application/json',
  ],
  [
    'oversized strings',
    JSON.stringify({ mail: 'a'.repeat(100_000), password: 'b'.repeat(100_000) }),
    'application/json',
  ],
  ['an unknown content type', 'mail=a', 'text/plain'],
];

describe('bad input gets a clear 4xx and never a 500', () => {
  for (const [method, url] of BODY_ROUTES) {
    it.each(BAD_BODIES)(`${method} ${url} with %s`, async (_label, payload, contentType) => {
      const response = await t.app.inject({
        method: method as 'POST' | 'PUT',
        url: `/api/v1/${url}`,
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${'x'.repeat(43)}` },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const body = response.json();
      expect(typeof body.code).toBe('string');
      expect(body.message === undefined).toBe(false);
    });
  }

  it('translates validation failures into the request language, as a list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/register',
      payload: { channel: 'email', mail: 'not-an-email', code: '12', password: 'a' },
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    const { code, message } = response.json();
    expect(code).toBe('VALIDATION_FAILED');
    expect(Array.isArray(message)).toBe(true);
    expect(message).toHaveLength(3);
    expect(message.join(' ')).not.toContain('Please enter the correct email address.');
  });

  it('an unknown language falls back to English', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/login',
      payload: { mail: 'x@example.com' },
      headers: { 'accept-language': 'xx-YY' },
    });
    expect(response.json().message).toEqual(['password is required.']);
  });

  it('an unknown API route is a translated 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('nothing was written by any of it', async () => {
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM customers');
    expect(rows[0].n).toBe(0);
  });
});
