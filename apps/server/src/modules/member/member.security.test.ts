import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, fundedCustomer } from '../../../test/support/funding.ts';
import { createPricedApp, type PriceBoard } from '../../../test/support/price-board.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';

/** Security issue 14, findings 8 (account enumeration) and 13 (unlocks outliving a PIN). */
let t: TestApp;
let prices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    payload,
    headers: token ? as(token) : {},
  });

const askCode = (mail: string, purpose: 'register' | 'reset') =>
  post('member/code', { channel: 'email', mail, purpose });

/**
 * The send limits count real time (rate-limiter-flexible reads Date.now, not the app's clock):
 * this moves Date a minute on, as if the sign-up's own code had been asked for long ago.
 */
const aMinuteLater = () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
};
afterEach(() => {
  vi.useRealTimers();
});

/** Status and code of each answer, e.g. ['200', '429 RATE_LIMITED']. */
const answers = (responses: { statusCode: number; json: () => { code?: string } }[]) =>
  responses.map((r) => (r.statusCode === 200 ? '200' : `${r.statusCode} ${r.json().code}`));

describe('asking for a code tells nothing about the account (finding 8)', () => {
  it.each(['reset', 'register'] as const)(
    'two %s asks answer alike for a known and an unknown address',
    async (purpose) => {
      const known = await signUpCustomer(t);
      aMinuteLater();
      const unknown = `nobody-${purpose}-${Date.now()}@example.com`;
      const forKnown = [await askCode(known.mail, purpose), await askCode(known.mail, purpose)];
      const forUnknown = [await askCode(unknown, purpose), await askCode(unknown, purpose)];
      expect(answers(forKnown)).toEqual(['200', '429 RATE_LIMITED']);
      expect(answers(forUnknown)).toEqual(answers(forKnown));
      expect(forUnknown.map((r) => r.body)).toEqual(forKnown.map((r) => r.body));
    },
  );

  it('100 parallel asks for one address send one message; the other 99 are RATE_LIMITED', async () => {
    const mail = `burst-${Date.now()}@example.com`;
    const burst = await Promise.all(Array.from({ length: 100 }, () => askCode(mail, 'reset')));
    expect(answers(burst).filter((a) => a === '200')).toHaveLength(1);
    expect(answers(burst).filter((a) => a === '429 RATE_LIMITED')).toHaveLength(99);
    expect(t.outbox.filter((message) => message.to === mail)).toHaveLength(1);
  });

  it('an existing address asking to register is told it has an account, and gets no code', async () => {
    const known = await signUpCustomer(t);
    aMinuteLater();
    expect((await askCode(known.mail, 'register')).statusCode).toBe(200);
    const note = t.outbox.filter((m) => m.to === known.mail).pop();
    expect(note?.code).toBeUndefined();
    expect(note?.body).toMatch(/already has an account/);
  });

  it('an unknown address asking for a reset is told there is no account, and gets no code', async () => {
    const mail = `ghost-${Date.now()}@example.com`;
    expect((await askCode(mail, 'reset')).statusCode).toBe(200);
    const note = t.outbox.filter((m) => m.to === mail).pop();
    expect(note?.code).toBeUndefined();
    expect(note?.body).toMatch(/there is none/);
  });

  it('registration checks the code before it says the account exists', async () => {
    const known = await signUpCustomer(t);
    const response = await post('member/register', {
      channel: 'email',
      mail: known.mail,
      code: '000000',
      password: 'whatever1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_VERIFICATION_CODE');
  });
});

describe('one address, one account', () => {
  it('100 parallel registrations of one address with its code make one account', async () => {
    const mail = `race-${Date.now()}@example.com`;
    expect((await askCode(mail, 'register')).statusCode).toBe(200);
    const code = t.lastCode(mail);
    const burst = await Promise.all(
      Array.from({ length: 100 }, () =>
        post('member/register', { channel: 'email', mail, code, password: 'whatever1' }),
      ),
    );
    const refused = answers(burst).filter((a) => a !== '200');
    expect(answers(burst).filter((a) => a === '200')).toHaveLength(1);
    expect(refused).toHaveLength(99);
    // The winner spends the code (the others read it as spent) or, were two to pass it, the
    // unique address decides: never a 500, never a second row.
    for (const answer of refused)
      expect(['400 INVALID_VERIFICATION_CODE', '409 ACCOUNT_EXISTS']).toContain(answer);
    const rows = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM customers WHERE email = $1',
      [mail],
    );
    expect(rows.rows[0]).toEqual({ n: 1 });
  });
});

describe('a new pay password ends every trading unlock (finding 13)', () => {
  it("session A's unlock ends when session B changes the pay password", async () => {
    const customer = await fundedCustomer(t);
    const sessionA = customer.token;
    const login = await post('member/login', { mail: customer.mail, password: customer.password });
    const sessionB = (login.json() as { data: { token: string } }).data.token;
    prices.set('US:AAPL', '100');
    const order = () => post('orders', { key: 'US:AAPL', type: 'market', quantity: '1' }, sessionA);

    expect(
      (await post('member/trade-unlock', { payPassword: '123456' }, sessionA)).statusCode,
    ).toBe(200);
    expect((await order()).json().data.status).toBe('filled');

    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/member/paypwd',
      headers: as(sessionB),
      payload: { oldPayPassword: '123456', payPassword: '654321' },
    });
    expect(change.statusCode).toBe(200);

    const refused = await order();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PAY_PASSWORD_REQUIRED');
    // The old PIN no longer unlocks; the new one does.
    expect(
      (await post('member/trade-unlock', { payPassword: '123456' }, sessionA)).json().code,
    ).toBe('PAY_PASSWORD_WRONG');
    expect(
      (await post('member/trade-unlock', { payPassword: '654321' }, sessionA)).statusCode,
    ).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('code send limits shared through Redis (REDIS_URL)', () => {
  it('two server copies count one address against one limit', async () => {
    const env = { REDIS_URL: redisUrl ?? '' };
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    // A fresh address per run: Redis keeps the counters of earlier runs for a minute.
    const mail = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const ask = (copy: TestApp) =>
      copy.app.inject({
        method: 'POST',
        url: '/api/v1/member/code',
        payload: { channel: 'email', mail, purpose: 'reset' },
      });
    expect([(await ask(a)).statusCode, (await ask(b)).statusCode]).toEqual([200, 429]);
  });
});
