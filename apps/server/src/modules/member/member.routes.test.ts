import { beforeAll, describe, expect, it } from 'vitest';
import { addDuration } from '@brokerage/shared/market-time';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  token?: string,
  language?: string,
) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
  });

const signUp = (password?: string) => signUpCustomer(t, password);

beforeAll(async () => {
  t = await createTestApp();
});

describe('registration and login', () => {
  it('registers by email with a verification code and is logged in at once', async () => {
    const { mail, token } = await signUp();
    const profile = await call('GET', 'member/profile', undefined, token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      email: mail,
      kycStatus: 'none',
      hasPayPassword: false,
      balances: [],
    });
    expect(profile.json().data.uid).toMatch(/^\d{8}$/);
  });

  it('registers by phone and logs in by phone', async () => {
    await call('POST', 'member/code', {
      channel: 'phone',
      phone: '612345678',
      areaCode: '+34',
      purpose: 'register',
    });
    const code = t.lastCode('+34612345678');
    const registered = await call('POST', 'member/register', {
      channel: 'phone',
      phone: '612345678',
      areaCode: '34',
      code,
      password: 'phonepw1',
    });
    expect(registered.statusCode).toBe(200);
    const login = await call('POST', 'member/login/phone', {
      phone: '612345678',
      areaCode: '34',
      password: 'phonepw1',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toMatch(/^[\w-]{43}$/);
  });

  it('logs in with the email address or the user ID (seed: mail = email or user ID)', async () => {
    const { mail, password, token } = await signUp();
    const uid = (await call('GET', 'member/profile', undefined, token)).json().data.uid;
    expect(
      (await call('POST', 'member/login', { mail: mail.toUpperCase(), password })).statusCode,
    ).toBe(200);
    const byUid = await call('POST', 'member/login', { mail: uid, password });
    expect(byUid.statusCode).toBe(200);
    expect(byUid.json().data).toHaveProperty('customer', '');
  });

  it('refuses a wrong code, a reused code and an unknown invite code', async () => {
    const mail = 'codes@example.com';
    await call('POST', 'member/code', { channel: 'email', mail, purpose: 'register' });
    const wrong = await call('POST', 'member/register', {
      channel: 'email',
      mail,
      code: '000000',
      password: 'abcd1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_VERIFICATION_CODE');
    const badInvite = await call('POST', 'member/register', {
      channel: 'email',
      mail,
      code: t.lastCode(mail),
      password: 'abcd1234',
      inviteCode: 'NOPE',
    });
    expect(badInvite.json().code).toBe('INVALID_INVITE_CODE');
  });

  it('records who invited whom', async () => {
    const inviter = await signUp();
    const inviteCode = (await call('GET', 'member/profile', undefined, inviter.token)).json().data
      .inviteCode;
    const mail = 'invited@example.com';
    await call('POST', 'member/code', { channel: 'email', mail, purpose: 'register' });
    const response = await call('POST', 'member/register', {
      channel: 'email',
      mail,
      code: t.lastCode(mail),
      password: 'abcd1234',
      inviteCode,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a second account with the same email, without saying so before the code', async () => {
    const { mail } = await signUp();
    // The address's owner alone learns it has an account: the code is checked first.
    const again = await call('POST', 'member/register', {
      channel: 'email',
      mail,
      code: '000000',
      password: 'abcd1234',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('answers a wrong password with a translated 400, and backs off after repeated failures', async () => {
    const { mail } = await signUp();
    const wrong = await call(
      'POST',
      'member/login',
      { mail, password: 'wrong-one' },
      undefined,
      'de',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Konto oder Passwort ist falsch.',
    });
    for (let i = 0; i < 4; i += 1)
      await call('POST', 'member/login', { mail, password: 'wrong-one' });
    const locked = await call('POST', 'member/login', { mail, password: 'secret12' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    t.clock.advance(31_000);
    expect((await call('POST', 'member/login', { mail, password: 'secret12' })).statusCode).toBe(
      200,
    );
  });

  it('an unknown account gets the same answer as a wrong password', async () => {
    const response = await call('POST', 'member/login', {
      mail: 'nobody@example.com',
      password: 'whatever',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('passwords', () => {
  it('resets the password by code and logs every device out', async () => {
    const { mail, token } = await signUp();
    t.clock.advance(61_000);
    await call('POST', 'member/code', { channel: 'email', mail, purpose: 'reset' });
    const reset = await call('POST', 'member/password/reset', {
      channel: 'email',
      mail,
      code: t.lastCode(mail),
      password: 'newpass1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', 'member/profile', undefined, token)).statusCode).toBe(401);
    expect((await call('POST', 'member/login', { mail, password: 'newpass1' })).statusCode).toBe(
      200,
    );
  });

  it('a reset for an unknown address sends no code and reveals nothing', async () => {
    const response = await call('POST', 'member/code', {
      channel: 'email',
      mail: 'ghost@example.com',
      purpose: 'reset',
    });
    expect(response.statusCode).toBe(200);
    expect(t.outbox.filter((m) => m.to === 'ghost@example.com').map((m) => m.code)).toEqual([
      undefined,
    ]);
  });

  it('changes the login password only with the old one', async () => {
    const { mail, token } = await signUp();
    const wrong = await call(
      'PUT',
      'member/password',
      { oldPassword: 'nope', password: 'next1234' },
      token,
    );
    expect(wrong.json().code).toBe('OLD_PASSWORD_WRONG');
    const missing = await call('PUT', 'member/password', { password: 'next1234' }, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(['oldPassword is required.']);
    const ok = await call(
      'PUT',
      'member/password',
      { oldPassword: 'secret12', password: 'next1234' },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect((await call('POST', 'member/login', { mail, password: 'next1234' })).statusCode).toBe(
      200,
    );
  });

  it('asks new passwords for 8 to 16 characters (NIST SP 800-63B, not the seed 4), with its message', async () => {
    const { token } = await signUp();
    const short = await call(
      'PUT',
      'member/password',
      { oldPassword: 'secret12', password: 'abcdefg' },
      token,
    );
    expect(short.json().message).toEqual(['The password is 8 to 16 characters']);
    const long = await call(
      'PUT',
      'member/password',
      { oldPassword: 'secret12', password: 'a'.repeat(17) },
      token,
    );
    expect(long.json().message).toEqual(['The password is 8 to 16 characters']);
  });

  it('sets the pay password with the login password, then changes it with the old PIN', async () => {
    const { token } = await signUp();
    expect(
      (
        await call(
          'PUT',
          'member/paypwd',
          { oldPayPassword: '111111', payPassword: '222222' },
          token,
        )
      ).json().code,
    ).toBe('PAY_PASSWORD_NOT_SET');
    expect(
      (
        await call('POST', 'member/paypwd', { password: 'bad', payPassword: '111111' }, token)
      ).json().code,
    ).toBe('INVALID_CREDENTIALS');
    expect(
      (await call('POST', 'member/paypwd', { password: 'secret12', payPassword: '111111' }, token))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', 'member/paypwd', { password: 'secret12', payPassword: '333333' }, token)
      ).json().code,
    ).toBe('PAY_PASSWORD_ALREADY_SET');
    expect(
      (
        await call(
          'PUT',
          'member/paypwd',
          { oldPayPassword: '999999', payPassword: '222222' },
          token,
        )
      ).json().code,
    ).toBe('PAY_PASSWORD_WRONG');
    expect(
      (
        await call(
          'PUT',
          'member/paypwd',
          { oldPayPassword: '111111', payPassword: '222222' },
          token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', 'member/profile', undefined, token)).json().data.hasPayPassword).toBe(
      true,
    );
  });
});

describe('sessions', () => {
  it('logout kills the session', async () => {
    const { token } = await signUp();
    expect((await call('POST', 'member/logout', undefined, token)).statusCode).toBe(200);
    const after = await call('GET', 'member/profile', undefined, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in' });
  });

  it.each([
    ['no header', undefined],
    ['a malformed token', 'Bearer not a token'],
    ['an unknown token', `Bearer ${'a'.repeat(43)}`],
    ['another scheme', 'Basic abc'],
  ])('answers 401 for %s', async (_label, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/member/profile',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('a session expires after 30 days', async () => {
    const { token } = await signUp();
    t.clock.now = addDuration(t.clock.now, { days: 31 });
    expect((await call('GET', 'member/profile', undefined, token)).statusCode).toBe(401);
  });
});
