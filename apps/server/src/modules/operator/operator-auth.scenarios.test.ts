import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { operators, settings } from '../../db/schema/index.ts';
import { as } from '../../../test/support/funding.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/test-app.ts';
import { hashSecret } from '../security/passwords.ts';
import { ACCOUNT_FREE_FAILURES } from './operator.service.ts';
import { totpCodeAt } from '../security/totp.ts';

let t: TestApp;
const PASSWORD = 'operator-password-1';

beforeAll(async () => {
  t = await createTestApp();
});

const newOperator = async (role: 'superadmin' | 'reviewer' | 'support' = 'reviewer') => {
  const username = `op-${randomBytes(4).toString('hex')}`;
  await t.database.db
    .insert(operators)
    .values({ username, role, passwordHash: await hashSecret(PASSWORD) });
  return username;
};

const login = (username: string, extra: Record<string, string> = {}, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username, password: PASSWORD, ...extra },
    remoteAddress: ip,
  });

const tokenOf = (response: { json: () => unknown }) =>
  (response.json() as { data: { token: string } }).data.token;

/** Signs in, enrols TOTP, and answers the secret, the recovery codes and the session. */
const enrolledWith = async (username: string) => {
  const token = tokenOf(await login(username));
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/totp/enrol',
    headers: as(token),
  });
  expect(start.statusCode).toBe(200);
  const { secret, uri } = (start.json() as { data: { secret: string; uri: string } }).data;
  expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/totp/confirm',
    headers: as(token),
    payload: { code: totpCodeAt(secret, t.clock.now) },
  });
  expect(confirm.statusCode).toBe(200);
  const { recoveryCodes } = (confirm.json() as { data: { recoveryCodes: string[] } }).data;
  t.clock.advance(60_000); // the enrolment's own step, and the one after it, lie behind
  return { username, secret, recoveryCodes, token };
};
const enrolled = async () => enrolledWith(await newOperator());

describe('operator sign-in with TOTP', () => {
  it('enrols with a QR secret and ten recovery codes, then asks for a code at sign-in', async () => {
    const { username, secret, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.database.db.execute<{ code_hash: string }>(
      sql`SELECT c.code_hash FROM operator_recovery_codes c JOIN operators o ON o.id = c.operator_id
           WHERE o.username = ${username}`,
    );
    expect(stored.rows).toHaveLength(10);
    // Only hashes are stored.
    expect(stored.rows.filter((r) => recoveryCodes.includes(r.code_hash))).toEqual([]);
    const bare = await login(username);
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({ code: 'TOTP_REQUIRED' });
    const ok = await login(username, { totp: totpCodeAt(secret, t.clock.now) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ data: { totpEnrolled: true, mustEnrolTotp: false } });
  });

  it('accepts one step of drift either way and refuses two', async () => {
    const { username, secret } = await enrolled();
    const at = (steps: number) =>
      totpCodeAt(secret, new Date(t.clock.now.getTime() + steps * 30_000));
    expect((await login(username, { totp: at(-2) })).statusCode).toBe(400);
    expect((await login(username, { totp: at(2) })).statusCode).toBe(400);
    expect((await login(username, { totp: at(-1) })).statusCode).toBe(200);
    expect((await login(username, { totp: at(1) })).statusCode).toBe(200);
    // The step after the one just used: an earlier step is never accepted again.
    expect((await login(username, { totp: at(0) })).statusCode).toBe(400);
  });

  it('accepts a code once: 100 parallel sign-ins with one code give exactly one session', async () => {
    const { username, secret } = await enrolled();
    const code = totpCodeAt(secret, t.clock.now);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(username, { totp: code }, `10.1.${i}.1`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 400 || s === 429)).toBe(true);
  }, 60_000);

  it('takes each recovery code once', async () => {
    const { username, recoveryCodes } = await enrolled();
    const code = recoveryCodes[0] ?? '';
    expect((await login(username, { recoveryCode: code })).statusCode).toBe(200);
    expect((await login(username, { recoveryCode: code })).statusCode).toBe(400);
    expect(
      (await login(username, { recoveryCode: (recoveryCodes[1] ?? '').toLowerCase() })).statusCode,
    ).toBe(200);
  });

  it('asks every operator to enrol before anything else on a fresh install: only enrolment, the profile and logout answer', async () => {
    const token = tokenOf(await login(await newOperator()));
    const me = await t.app.inject({ url: '/api/v1/user', headers: as(token) });
    expect(me.json()).toMatchObject({ data: { mustEnrolTotp: true, totpEnrolled: false } });
    const queue = await t.app.inject({ url: '/api/v1/admin/deposits', headers: as(token) });
    expect(queue.statusCode).toBe(403);
    expect(queue.json()).toMatchObject({ code: 'TOTP_ENROLMENT_REQUIRED' });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/totp/enrol',
      headers: as(token),
    });
    expect(start.statusCode).toBe(200);
  });

  it('lets an admin turn the requirement off explicitly', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: 'operator.requireTotp', value: false })
      .onConflictDoUpdate({ target: settings.key, set: { value: false } });
    try {
      const token = tokenOf(await login(await newOperator()));
      const queue = await t.app.inject({ url: '/api/v1/admin/deposits', headers: as(token) });
      expect(queue.statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`DELETE FROM settings WHERE key = 'operator.requireTotp'`);
    }
  });
});

describe('a wrong second factor after the right password says which', () => {
  const codeOf = (response: { json: () => unknown }) => (response.json() as { code: string }).code;
  /** A six-digit code no step near the test clock gives (one step of drift either way). */
  const wrongCodeFor = (secret: string) => {
    const near = [-1, 0, 1].map((steps) =>
      totpCodeAt(secret, new Date(t.clock.now.getTime() + steps * 30_000)),
    );
    return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) ?? '';
  };

  it('a wrong or replayed TOTP code answers TOTP_INVALID, a used or unknown recovery code RECOVERY_CODE_INVALID', async () => {
    const { username, secret, recoveryCodes } = await enrolled();
    const wrong = await login(username, { totp: wrongCodeFor(secret) }, '10.11.0.1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'TOTP_INVALID',
      message: 'This code is wrong, expired or already used.',
    });
    const code = totpCodeAt(secret, t.clock.now);
    expect((await login(username, { totp: code }, '10.11.0.2')).statusCode).toBe(200);
    expect(codeOf(await login(username, { totp: code }, '10.11.0.3'))).toBe('TOTP_INVALID');

    const recovery = recoveryCodes[0] ?? '';
    expect((await login(username, { recoveryCode: recovery }, '10.11.0.4')).statusCode).toBe(200);
    const used = await login(username, { recoveryCode: recovery }, '10.11.0.5');
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({
      code: 'RECOVERY_CODE_INVALID',
      message: 'This recovery code is wrong or was already used.',
    });
    expect(codeOf(await login(username, { recoveryCode: 'ABCDE-FGHJK' }, '10.11.0.6'))).toBe(
      'RECOVERY_CODE_INVALID',
    );
  });

  it('in the reader’s language', async () => {
    const { username } = await enrolled();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'accept-language': 'zh-Hans' },
      payload: { username, password: PASSWORD, recoveryCode: 'ABCDE-FGHJK' },
      remoteAddress: '10.12.0.1',
    });
    expect(wrong.json()).toMatchObject({
      code: 'RECOVERY_CODE_INVALID',
      message: '恢复码错误或已使用。',
    });
  });

  it('with a wrong password, a code changes nothing: the same message as any wrong password', async () => {
    const { username, secret, recoveryCodes } = await enrolled();
    const withTotp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username, password: 'not-the-password', totp: wrongCodeFor(secret) },
      remoteAddress: '10.13.0.1',
    });
    const withRecovery = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username, password: 'not-the-password', recoveryCode: recoveryCodes[1] ?? '' },
      remoteAddress: '10.13.0.1',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: 'nobody-here', password: PASSWORD, totp: '123456' },
      remoteAddress: '10.13.0.1',
    });
    for (const answer of [withTotp, withRecovery, unknown])
      expect(answer.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // The recovery code sent with the wrong password was not spent.
    expect(
      (await login(username, { recoveryCode: recoveryCodes[1] ?? '' }, '10.13.0.2')).statusCode,
    ).toBe(200);
  });

  it('each wrong code counts against the sign-in back-off: five from one address lock it, even for the right code', async () => {
    const { username, secret } = await enrolled();
    const ip = '10.14.0.1';
    for (let i = 0; i < 3; i += 1)
      expect(codeOf(await login(username, { totp: wrongCodeFor(secret) }, ip))).toBe(
        'TOTP_INVALID',
      );
    for (let i = 0; i < 2; i += 1)
      expect(codeOf(await login(username, { recoveryCode: `WXYZ${i}-23456` }, ip))).toBe(
        'RECOVERY_CODE_INVALID',
      );
    const locked = await login(username, { totp: totpCodeAt(secret, t.clock.now) }, ip);
    expect(locked.statusCode).toBe(429);
    expect(codeOf(locked)).toBe('TOO_MANY_ATTEMPTS');
    // The same operator from another address is not locked out by this one.
    expect(
      (await login(username, { totp: totpCodeAt(secret, t.clock.now) }, '10.14.0.2')).statusCode,
    ).toBe(200);
  });
});

describe('a session opened with the password alone ends when TOTP becomes required', () => {
  it('enrolling ends the operator’s other password-only sessions; the enrolling one goes on', async () => {
    const username = await newOperator();
    const other = tokenOf(await login(username, {}, '10.4.0.1'));
    const { token } = await enrolledWith(username);
    expect((await t.app.inject({ url: '/api/v1/user', headers: as(other) })).statusCode).toBe(401);
    const me = await t.app.inject({ url: '/api/v1/user', headers: as(token) });
    expect(me.json()).toMatchObject({ data: { totpEnrolled: true, mustEnrolTotp: false } });
    const queue = await t.app.inject({ url: '/api/v1/admin/deposits', headers: as(token) });
    expect(queue.statusCode).toBe(200);
    // A refresh keeps what the session was opened with.
    const refreshed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/login?token=${token}`,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const queueAgain = await t.app.inject({
      url: '/api/v1/admin/deposits',
      headers: as(tokenOf(refreshed)),
    });
    expect(queueAgain.statusCode).toBe(200);
  });

  it('requiring TOTP again ends every password-only session of every operator, not those opened with a code', async () => {
    const admin = await signInOperator(t, 'superadmin');
    const setRequired = (value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/settings/operator.requireTotp',
        headers: as(admin),
        payload: { value },
      });
    expect((await setRequired(false)).statusCode).toBe(200);
    try {
      const passwordOnly = tokenOf(await login(await newOperator()));
      const queue = () =>
        t.app.inject({ url: '/api/v1/admin/deposits', headers: as(passwordOnly) });
      expect((await queue()).statusCode).toBe(200);
      expect((await setRequired(true)).statusCode).toBe(200);
      expect((await queue()).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/v1/user', headers: as(admin) })).statusCode).toBe(
        200,
      );
    } finally {
      await t.database.db.execute(sql`DELETE FROM settings WHERE key = 'operator.requireTotp'`);
    }
  });
});

describe('operator sessions', () => {
  it('end after 30 minutes idle, and a request keeps them alive', async () => {
    const token = tokenOf(await login(await newOperator()));
    const me = () => t.app.inject({ url: '/api/v1/user', headers: as(token) });
    t.clock.advance(29 * 60_000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await me()).statusCode).toBe(401);
  });

  it('end 12 hours after sign-in however busy, and a refresh does not stretch them', async () => {
    let token = tokenOf(await login(await newOperator()));
    // A request every 15 minutes, a refresh every hour: the session still ends at 12 hours.
    for (let quarter = 1; quarter <= 48; quarter += 1) {
      t.clock.advance(15 * 60_000);
      if (quarter % 4 === 0 && quarter < 48) {
        const refreshed = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/user/login?token=${token}`,
        });
        expect(refreshed.statusCode, refreshed.body).toBe(200);
        const old = token;
        token = tokenOf(refreshed);
        const check = await t.app.inject({ url: `/api/v1/user/check_logged?token=${old}` });
        expect(check.json()).toEqual({ data: { logged: false } });
      }
      const me = await t.app.inject({ url: '/api/v1/user', headers: as(token) });
      expect(me.statusCode, `after ${quarter * 15} minutes`).toBe(quarter < 48 ? 200 : 401);
    }
  });

  it('end at logout', async () => {
    const token = tokenOf(await login(await newOperator()));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: as(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/user', headers: as(token) })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/v1/user/check_logged?token=${token}` })).json(),
    ).toEqual({ data: { logged: false } });
    const audit = await t.database.db.execute<{ action: string; ip: string }>(
      sql`SELECT a.action, a.ip FROM audit_log a JOIN operator_sessions s
            ON a.actor = 'operator:' || s.operator_id
           WHERE s.token_hash = encode(sha256(${token}::bytea), 'hex') ORDER BY a.id`,
    );
    expect(audit.rows).toEqual([
      { action: 'operator.login', ip: '10.0.0.1' },
      { action: 'operator.logout', ip: '127.0.0.1' },
    ]);
  });
});

describe('sign-in back-off, per operator and address', () => {
  const guess = (username: string, ip: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username, password: `wrong-guess-${i}` },
      remoteAddress: ip,
    });

  it('100 parallel wrong passwords for one operator from one address: a handful checked, that pair locked, the operator still signs in from elsewhere', async () => {
    const username = await newOperator();
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => guess(username, '10.6.0.1', i)),
    );
    const statuses = guesses.map((g) => g.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95);
    // Locked for this address: even the right password is refused here.
    expect((await login(username, {}, '10.6.0.1')).statusCode).toBe(429);
    // Knowing the name from one address does not lock its owner out elsewhere.
    expect((await login(username, {}, '10.6.0.2')).statusCode).toBe(200);
  }, 60_000);

  it('one operator’s wrong passwords do not lock a colleague behind the same office address', async () => {
    const [careless, colleague] = [await newOperator(), await newOperator()];
    for (let i = 0; i < 8; i += 1) await guess(careless, '10.7.0.1', i);
    expect((await login(careless, {}, '10.7.0.1')).statusCode).toBe(429);
    expect((await login(colleague, {}, '10.7.0.1')).statusCode).toBe(200);
  });

  it(`100 parallel wrong passwords from 100 addresses: at most ${ACCOUNT_FREE_FAILURES} checked, then the operator is locked everywhere`, async () => {
    const username = await newOperator();
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => guess(username, `10.8.${i}.1`, i)),
    );
    const statuses = guesses.map((g) => g.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(ACCOUNT_FREE_FAILURES);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
      100 - ACCOUNT_FREE_FAILURES,
    );
    expect((await login(username, {}, '10.9.0.1')).statusCode).toBe(429);
  }, 120_000);
});
