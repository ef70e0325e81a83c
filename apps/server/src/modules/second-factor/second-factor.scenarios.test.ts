import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  BANK_CARD,
  bindBankCard,
  establishPayee,
  fund,
  markKycPassed,
  setPayPassword,
} from '../../../test/support/funding.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { totpCodeAt } from '../security/totp.ts';
import { requireStepUp } from './step-up.ts';

/** Issue 24, customer second factor: TOTP enrolment, step-ups, devices, lockout, recovery. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

type Answer = { statusCode: number; json: () => { code?: string; data?: unknown } };

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...(token ? as(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

const dataOf = <T>(response: Answer): T => {
  if (response.statusCode !== 200)
    throw new Error(`${response.statusCode} ${JSON.stringify(response.json())}`);
  return response.json().data as T;
};

const label = (response: Answer) =>
  response.statusCode === 200 ? '200' : `${response.statusCode} ${response.json().code}`;

const tally = (responses: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const response of responses) counts[label(response)] = (counts[label(response)] ?? 0) + 1;
  return counts;
};

/** The next 30-second TOTP step: a code of the step just used would be a replay. */
const nextStep = () => t.clock.advance(30_000);
const codeNow = (secret: string) => totpCodeAt(secret, t.clock.now);

type Enrolment = { recoveryCodes: string[]; deviceToken: string | null };

const enrolTotp = async (token: string) => {
  const { secret } = dataOf<{ secret: string; uri: string }>(
    await call('POST', 'member/2fa/totp', token),
  );
  const result = dataOf<Enrolment>(
    await call('POST', 'member/2fa/totp/confirm', token, { code: codeNow(secret) }),
  );
  nextStep();
  return { secret, ...result };
};

const stepUp = async (token: string, action: string, secret: string) => {
  const proof = dataOf<{ stepUp: string }>(
    await call('POST', 'member/2fa/step-up', token, {
      action,
      proof: { method: 'totp', code: codeNow(secret) },
    }),
  ).stepUp;
  nextStep();
  return proof;
};

const WALLET = {
  name: 'W',
  currency: 'USDT',
  network: 'ERC20',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  payPassword: '123456',
};

/** A verified, funded customer with a pay password and a bank card, then TOTP enrolled. */
const customerWithTotp = async () => {
  const customer = await signUpCustomer(t);
  await setPayPassword(t, customer.token);
  await markKycPassed(t, customer.customerId);
  await fund(t, customer.customerId, '1000');
  const cardId = await bindBankCard(t, customer.token);
  await fund(t, customer.customerId, '1000', 'USDT');
  const { id: walletId } = dataOf<{ id: number }>(
    await call('POST', 'card/crypto', customer.token, WALLET),
  );
  // Past the new payee's cooling-off: these tests are about the second factor.
  await establishPayee(t, 'crypto', walletId);
  const enrolment = await enrolTotp(customer.token);
  return { ...customer, cardId, walletId, ...enrolment };
};

const login = (mail: string, password: string, deviceToken?: string) =>
  call(
    'POST',
    'member/login',
    undefined,
    { mail, password },
    deviceToken ? { 'x-device-token': deviceToken } : {},
  );

const inboxTitles = async (token: string) =>
  dataOf<{ items: { title: string }[] }>(await call('GET', 'inbox', token)).items.map(
    (item) => item.title,
  );

const row = async (sql: string, customerId: number) =>
  JSON.stringify((await t.database.pool.query(sql, [customerId])).rows);

describe('enrolling TOTP', () => {
  it('a confirmed authenticator gives ten recovery codes once and remembers this device', async () => {
    const customer = await customerWithTotp();
    expect(customer.recoveryCodes).toHaveLength(10);
    expect(new Set(customer.recoveryCodes).size).toBe(10);
    expect(customer.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const status = dataOf<{ totp: boolean; recoveryCodesLeft: number }>(
      await call('GET', 'member/2fa', customer.token),
    );
    expect(status).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    // Only hashes are stored.
    const stored = await row(
      'SELECT code_hash FROM customer_recovery_codes WHERE customer_id = $1',
      customer.customerId,
    );
    for (const code of customer.recoveryCodes) expect(stored).not.toContain(code);
    expect(label(await call('POST', 'member/2fa/totp', customer.token))).toBe('409 TOTP_EXISTS');
    // The inbox says so, in case it was not the customer.
    expect(await inboxTitles(customer.token)).toEqual(['Second factor added']);
  });

  it('a wrong first code leaves TOTP off', async () => {
    const customer = await signUpCustomer(t);
    const { secret } = dataOf<{ secret: string }>(
      await call('POST', 'member/2fa/totp', customer.token),
    );
    const wrong = codeNow(secret) === '000000' ? '111111' : '000000';
    expect(
      label(await call('POST', 'member/2fa/totp/confirm', customer.token, { code: wrong })),
    ).toBe('400 TOTP_INVALID');
    expect(dataOf<{ totp: boolean }>(await call('GET', 'member/2fa', customer.token)).totp).toBe(
      false,
    );
  });
});

describe('signing in', () => {
  it('a new device is asked for the second factor; the remembered one and the one it confirms are not', async () => {
    const customer = await customerWithTotp();
    const asked = dataOf<{ secondFactor: { ticket: string; methods: string[] } }>(
      await login(customer.mail, customer.password),
    );
    expect(asked.secondFactor.methods).toEqual(['totp', 'recovery']);
    expect(asked).not.toHaveProperty('token');
    // A made-up device token is a new device too.
    const forged = randomBytes(32).toString('base64url');
    expect(dataOf<object>(await login(customer.mail, customer.password, forged))).toHaveProperty(
      'secondFactor',
    );

    const done = dataOf<{ token: string; deviceToken: string }>(
      await call('POST', 'member/login/second-factor', undefined, {
        ticket: asked.secondFactor.ticket,
        proof: { method: 'totp', code: codeNow(customer.secret) },
      }),
    );
    expect(label(await call('GET', 'member/profile', done.token))).toBe('200');
    nextStep();
    // The ticket opened one session; it cannot open another.
    expect(
      label(
        await call('POST', 'member/login/second-factor', undefined, {
          ticket: asked.secondFactor.ticket,
          proof: { method: 'totp', code: codeNow(customer.secret) },
        }),
      ),
    ).toBe('400 LOGIN_TICKET_INVALID');

    for (const device of [customer.deviceToken ?? '', done.deviceToken]) {
      const again = dataOf<{ token?: string }>(
        await login(customer.mail, customer.password, device),
      );
      expect(again.token).toBeTruthy();
    }
  });

  it('a customer without a factor signs in with the password alone, as the seed does', async () => {
    const customer = await signUpCustomer(t);
    expect(
      dataOf<{ token?: string }>(await login(customer.mail, customer.password)).token,
    ).toBeTruthy();
  });

  it('a wrong password asks no factor', async () => {
    const customer = await customerWithTotp();
    expect(label(await login(customer.mail, 'wrong-password'))).toBe('400 INVALID_CREDENTIALS');
  });
});

type Customer = Awaited<ReturnType<typeof customerWithTotp>>;

/**
 * Every guarded action: how to ask for it (round 0 and 1, so that a second valid request
 * can test the proof's reuse) and what it changes.
 */
const GUARDED: {
  name: string;
  action: string;
  send: (c: Customer, round: number, headers: Record<string, string>) => Promise<Answer>;
  state: (c: Customer) => Promise<string>;
}[] = [
  {
    name: 'a bank withdrawal',
    action: 'withdraw',
    send: (c, _round, headers) =>
      call(
        'POST',
        'withdraw',
        c.token,
        { type: 'bank', targetId: c.cardId, currency: 'USD', amount: '100', payPassword: '123456' },
        headers,
      ),
    state: (c) => row('SELECT count(*) FROM withdrawals WHERE customer_id = $1', c.customerId),
  },
  {
    name: 'a crypto withdrawal',
    action: 'withdraw',
    send: (c, _round, headers) =>
      call(
        'POST',
        'withdraw',
        c.token,
        {
          type: 'crypto',
          targetId: c.walletId,
          currency: 'USDT',
          amount: '100',
          payPassword: '123456',
        },
        headers,
      ),
    state: (c) => row('SELECT count(*) FROM withdrawals WHERE customer_id = $1', c.customerId),
  },
  {
    name: 'binding a bank card',
    action: 'payee',
    send: (c, _round, headers) => call('POST', 'card/bank', c.token, BANK_CARD, headers),
    state: (c) => row('SELECT count(*) FROM bank_cards WHERE customer_id = $1', c.customerId),
  },
  {
    name: 'binding a crypto wallet',
    action: 'payee',
    send: (c, _round, headers) => call('POST', 'card/crypto', c.token, WALLET, headers),
    state: (c) => row('SELECT count(*) FROM crypto_wallets WHERE customer_id = $1', c.customerId),
  },
  {
    name: 'changing the password',
    action: 'password',
    send: (c, round, headers) =>
      call(
        'PUT',
        'member/password',
        c.token,
        {
          oldPassword: round === 0 ? c.password : 'changed1',
          password: round === 0 ? 'changed1' : 'changed2',
        },
        headers,
      ),
    state: (c) => row('SELECT password_hash FROM customers WHERE id = $1', c.customerId),
  },
  {
    name: 'changing the pay password',
    action: 'pay-password',
    send: (c, round, headers) =>
      call(
        'PUT',
        'member/paypwd',
        c.token,
        {
          oldPayPassword: round === 0 ? '123456' : '654321',
          payPassword: round === 0 ? '654321' : '111111',
        },
        headers,
      ),
    state: (c) => row('SELECT pay_password_hash FROM customers WHERE id = $1', c.customerId),
  },
];

describe.each(GUARDED)('$name with a factor enrolled', ({ action, send, state }) => {
  it('is refused without a proof or with another action’s, done with its own, and the proof works once', async () => {
    const c = await customerWithTotp();
    const before = await state(c);
    expect(label(await send(c, 0, {}))).toBe('403 STEP_UP_REQUIRED');
    const other = await stepUp(c.token, action === 'withdraw' ? 'payee' : 'withdraw', c.secret);
    expect(label(await send(c, 0, { 'x-step-up': other }))).toBe('403 STEP_UP_INVALID');
    expect(await state(c)).toBe(before);

    const proof = await stepUp(c.token, action, c.secret);
    expect(label(await send(c, 0, { 'x-step-up': proof }))).toBe('200');
    const after = await state(c);
    expect(after).not.toBe(before);
    expect(label(await send(c, 1, { 'x-step-up': proof }))).toBe('403 STEP_UP_INVALID');
    expect(await state(c)).toBe(after);
  });

  it('a proof of another session is refused', async () => {
    const c = await customerWithTotp();
    const second = dataOf<{ token: string }>(await login(c.mail, c.password, c.deviceToken ?? ''));
    const proof = await stepUp(second.token, action, c.secret);
    expect(label(await send(c, 0, { 'x-step-up': proof }))).toBe('403 STEP_UP_INVALID');
  });

  it('an expired proof is refused', async () => {
    const c = await customerWithTotp();
    const proof = await stepUp(c.token, action, c.secret);
    t.clock.advance(6 * 60_000);
    expect(label(await send(c, 0, { 'x-step-up': proof }))).toBe('403 STEP_UP_INVALID');
  });
});

describe('TOTP codes', () => {
  it('a code is taken once: its replay is refused, the next step’s code works', async () => {
    const c = await customerWithTotp();
    const code = codeNow(c.secret);
    const first = await call('POST', 'member/2fa/step-up', c.token, {
      action: 'withdraw',
      proof: { method: 'totp', code },
    });
    expect(label(first)).toBe('200');
    const replay = await call('POST', 'member/2fa/step-up', c.token, {
      action: 'withdraw',
      proof: { method: 'totp', code },
    });
    expect(label(replay)).toBe('400 TOTP_INVALID');
    nextStep();
    expect(
      label(
        await call('POST', 'member/2fa/step-up', c.token, {
          action: 'withdraw',
          proof: { method: 'totp', code: codeNow(c.secret) },
        }),
      ),
    ).toBe('200');
  });

  it('one step of drift is accepted, two are not', async () => {
    const c = await customerWithTotp();
    const late = (steps: number) =>
      totpCodeAt(c.secret, new Date(t.clock.now.getTime() - steps * 30_000));
    t.clock.advance(60_000);
    expect(
      label(
        await call('POST', 'member/2fa/step-up', c.token, {
          action: 'withdraw',
          proof: { method: 'totp', code: late(2) },
        }),
      ),
    ).toBe('400 TOTP_INVALID');
    expect(
      label(
        await call('POST', 'member/2fa/step-up', c.token, {
          action: 'withdraw',
          proof: { method: 'totp', code: late(1) },
        }),
      ),
    ).toBe('200');
  });

  it('100 parallel wrong codes: five are checked, the rest locked out, and then the right code is refused too', async () => {
    const c = await customerWithTotp();
    const right = codeNow(c.secret);
    const guesses = Array.from({ length: 100 }, (_, i) =>
      String((200_000 + i * 7919) % 1_000_000).padStart(6, '0'),
    ).filter((g) => g !== right);
    const responses = await Promise.all(
      guesses.map((code) =>
        call('POST', 'member/2fa/step-up', c.token, {
          action: 'withdraw',
          proof: { method: 'totp', code },
        }),
      ),
    );
    expect(tally(responses)).toEqual({
      '400 TOTP_INVALID': 5,
      '429 TOO_MANY_ATTEMPTS': guesses.length - 5,
    });
    expect(
      label(
        await call('POST', 'member/2fa/step-up', c.token, {
          action: 'withdraw',
          proof: { method: 'totp', code: right },
        }),
      ),
    ).toBe('429 TOO_MANY_ATTEMPTS');
    // The same counter guards the sign-in's second step.
    const asked = dataOf<{ secondFactor: { ticket: string } }>(await login(c.mail, c.password));
    expect(
      label(
        await call('POST', 'member/login/second-factor', undefined, {
          ticket: asked.secondFactor.ticket,
          proof: { method: 'totp', code: right },
        }),
      ),
    ).toBe('429 TOO_MANY_ATTEMPTS');
  });
});

describe('recovery codes', () => {
  it('a recovery code stands in for the device once', async () => {
    const c = await customerWithTotp();
    const [code = ''] = c.recoveryCodes;
    const asked = dataOf<{ secondFactor: { ticket: string } }>(await login(c.mail, c.password));
    const done = await call('POST', 'member/login/second-factor', undefined, {
      ticket: asked.secondFactor.ticket,
      proof: { method: 'recovery', code: code.toLowerCase().replace('-', '') },
    });
    expect(label(done)).toBe('200');
    const again = dataOf<{ secondFactor: { ticket: string } }>(await login(c.mail, c.password));
    expect(
      label(
        await call('POST', 'member/login/second-factor', undefined, {
          ticket: again.secondFactor.ticket,
          proof: { method: 'recovery', code },
        }),
      ),
    ).toBe('400 TOTP_INVALID');
    expect(
      dataOf<{ recoveryCodesLeft: number }>(await call('GET', 'member/2fa', c.token))
        .recoveryCodesLeft,
    ).toBe(9);
  });
});

describe('one code, many requests', () => {
  it('100 parallel step-ups with one authenticator code: exactly one proof is given', async () => {
    const c = await customerWithTotp();
    const code = codeNow(c.secret);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call('POST', 'member/2fa/step-up', c.token, {
          action: 'withdraw',
          proof: { method: 'totp', code },
        }),
      ),
    );
    expect(tally(answers)['200']).toBe(1);
  });

  it('100 parallel step-ups with one recovery code: exactly one proof is given, nine codes left', async () => {
    const c = await customerWithTotp();
    const [code = ''] = c.recoveryCodes;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call('POST', 'member/2fa/step-up', c.token, {
          action: 'withdraw',
          proof: { method: 'recovery', code },
        }),
      ),
    );
    expect(tally(answers)['200']).toBe(1);
    expect(
      dataOf<{ recoveryCodesLeft: number }>(await call('GET', 'member/2fa', c.token))
        .recoveryCodesLeft,
    ).toBe(9);
  });
});

describe('one proof, many requests', () => {
  it('100 parallel transactions claiming one step-up proof: exactly one gets it', async () => {
    const c = await customerWithTotp();
    const proof = await stepUp(c.token, 'withdraw', c.secret);
    const [session] = (
      await t.database.pool.query<{ id: number }>(
        'SELECT session_id AS id FROM customer_step_ups WHERE customer_id = $1',
        [c.customerId],
      )
    ).rows;
    const actor = {
      customerId: c.customerId,
      personId: c.customerId,
      book: 'real' as const,
      sessionId: Number(session?.id),
      tradeUnlockedUntil: null,
      vip: false,
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        t.database.db.transaction((tx) => requireStepUp(tx, actor, 'withdraw', proof, t.clock.now)),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [String((o.reason as Error).message)] : [],
    );
    expect(refused).toEqual(Array.from({ length: 99 }, () => 'STEP_UP_INVALID'));
  });

  it('30 parallel withdrawals with one step-up proof: one withdrawal, 29 STEP_UP_INVALID', async () => {
    // 30, not 100: each request also checks the pay password (Argon2), and the pay-password
    // throttle lets five checks run at once; the claim itself is raced 100-way above.
    const c = await customerWithTotp();
    const proof = await stepUp(c.token, 'withdraw', c.secret);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(
          'POST',
          'withdraw',
          c.token,
          {
            type: 'bank',
            targetId: c.cardId,
            currency: 'USD',
            amount: '10',
            payPassword: '123456',
          },
          { 'x-step-up': proof },
        ),
      ),
    );
    expect(tally(responses)).toEqual({ '200': 1, '403 STEP_UP_INVALID': 29 });
    expect(
      await row('SELECT count(*)::int AS n FROM withdrawals WHERE customer_id = $1', c.customerId),
    ).toBe('[{"n":1}]');
  }, 60_000);
});

describe('removing a factor', () => {
  it('needs a step-up; with the last factor gone, recovery codes and remembered devices go and sign-in is password-only', async () => {
    const c = await customerWithTotp();
    const status = dataOf<{ totpId: number }>(await call('GET', 'member/2fa', c.token));
    const remove = (headers: Record<string, string>) =>
      call('POST', `member/2fa/${status.totpId}/delete`, c.token, undefined, headers);
    expect(label(await remove({}))).toBe('403 STEP_UP_REQUIRED');
    expect(label(await remove({ 'x-step-up': await stepUp(c.token, 'factors', c.secret) }))).toBe(
      '200',
    );
    expect(dataOf<object>(await call('GET', 'member/2fa', c.token))).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    });
    expect(
      await row(
        'SELECT count(*)::int AS n FROM customer_devices WHERE customer_id = $1',
        c.customerId,
      ),
    ).toBe('[{"n":0}]');
    expect(dataOf<{ token?: string }>(await login(c.mail, c.password)).token).toBeTruthy();
    expect(await inboxTitles(c.token)).toEqual(['Second factor removed', 'Second factor added']);
  });

  it('another customer’s factor is not found', async () => {
    const c = await customerWithTotp();
    const other = await customerWithTotp();
    const theirs = dataOf<{ totpId: number }>(await call('GET', 'member/2fa', other.token)).totpId;
    const proof = await stepUp(c.token, 'factors', c.secret);
    expect(
      label(
        await call('POST', `member/2fa/${theirs}/delete`, c.token, undefined, {
          'x-step-up': proof,
        }),
      ),
    ).toBe('404 NOT_FOUND');
    expect(dataOf<{ totp: boolean }>(await call('GET', 'member/2fa', other.token)).totp).toBe(true);
  });
});
