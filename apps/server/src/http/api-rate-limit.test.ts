import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtApps } from '../../test/support/built-apps.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../test/test-app.ts';

/** A fresh client address per test, so that counters of other tests and runs never mix in. */
const anAddress = () => `10.${[...randomBytes(3)].join('.')}`;

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;
const statuses = (answers: Answer[]) => answers.map((answer) => answer.statusCode);
const count = (answers: Answer[], status: number) =>
  statuses(answers).filter((s) => s === status).length;

/** Every refusal is the translated RATE_LIMITED, with the wait and the draft's headers. */
const expectRefusals = (answers: Answer[], limit: number) => {
  for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-limit']).toBe(String(limit));
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-reset']).toBe(refused.headers['retry-after']);
  }
};

const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'memory (one server copy)', env: {} },
  ...(process.env.REDIS_URL ? [{ store: 'Redis', env: { REDIS_URL: process.env.REDIS_URL } }] : []),
];
if (!process.env.REDIS_URL) console.warn('api-rate-limit on Redis skipped: REDIS_URL is not set');

const LIMIT = 40;

describe.each(stores)('API rate limits counted in $store', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        ...env,
        TRUST_PROXY: '1',
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        SESSION_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      },
      { dist: await builtApps({ precompressed: true }) },
    );
  });

  it('500 parallel requests for the apps’ files under a limit of 40 all answer 200, and the API count is untouched', async () => {
    const remoteAddress = anAddress();
    const files = [
      '/',
      '/assets/index-AbCd1234.js',
      '/assets/index-AbCd1234.css',
      '/favicon.ico',
      '/icons/icon-192.png',
      '/version.json',
      '/sw.js',
      '/manifest.webmanifest',
      '/admin/',
      '/admin/assets/index-Qw12.js',
    ];
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        t.app.inject({ method: 'GET', url: files[i % files.length], remoteAddress }),
      ),
    );
    expect(count(answers, 200)).toBe(500);
    expect(answers.every((answer) => answer.headers['ratelimit-limit'] === undefined)).toBe(true);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/language', remoteAddress });
    expect(api.statusCode).toBe(200);
    expect(api.headers['ratelimit-limit']).toBe(String(LIMIT));
    expect(api.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
  });

  it('an API answer tells the limit, what is left and the seconds to the reset', async () => {
    const remoteAddress = anAddress();
    const hit = () => t.app.inject({ method: 'GET', url: '/api/v1/language', remoteAddress });
    const [first, second] = [await hit(), await hit()];
    expect(first.headers['ratelimit-limit']).toBe(String(LIMIT));
    expect([first, second].map((a) => a.headers['ratelimit-remaining'])).toEqual([
      String(LIMIT - 1),
      String(LIMIT - 2),
    ]);
    expect(Number(second.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
    expect(Number(second.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    expect(second.headers['retry-after']).toBeUndefined();
  });

  it('a HEAD request counts once, like a GET', async () => {
    const remoteAddress = anAddress();
    const hit = (method: 'HEAD' | 'GET') =>
      t.app.inject({ method, url: '/api/v1/language', remoteAddress });
    const answers = [await hit('HEAD'), await hit('GET'), await hit('HEAD')];
    expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(
      [1, 2, 3].map((spent) => String(LIMIT - spent)),
    );
  });

  it('120 parallel requests from one address under a limit of 40: exactly 40 pass', async () => {
    const remoteAddress = anAddress();
    const answers = await Promise.all(
      Array.from({ length: 120 }, () =>
        t.app.inject({
          method: 'GET',
          url: '/api/v1/language',
          remoteAddress,
          headers: { 'accept-language': 'de' },
        }),
      ),
    );
    expect(count(answers, 200)).toBe(LIMIT);
    expect(count(answers, 429)).toBe(120 - LIMIT);
    expectRefusals(answers, LIMIT);
  });

  it('120 parallel requests of one session from 120 addresses (behind a proxy) under a session limit of 40: exactly 40 pass; another session is not held back', async () => {
    const customer = await signUpCustomer(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/login',
      payload: { mail: customer.mail, password: customer.password },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const addresses = Array.from({ length: 120 }, anAddress);
    const profile = (bearer: string, address: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/member/profile',
        headers: {
          authorization: `Bearer ${bearer}`,
          'x-forwarded-for': address,
          'accept-language': 'de',
        },
      });
    const answers = await Promise.all(addresses.map((address) => profile(token, address)));
    expect(count(answers, 200)).toBe(LIMIT);
    expect(count(answers, 429)).toBe(120 - LIMIT);
    expectRefusals(answers, LIMIT);
    // The sign-up's own session has counted one request (its profile) and goes on.
    expect((await profile(customer.token, addresses[0] ?? '')).statusCode).toBe(200);
  });

  it('health probes are never counted', async () => {
    const remoteAddress = anAddress();
    const answers = await Promise.all(
      Array.from({ length: 3 * LIMIT }, () =>
        t.app.inject({ method: 'GET', url: '/api/v1/health/live', remoteAddress }),
      ),
    );
    expect(count(answers, 200)).toBe(3 * LIMIT);
  });
});
