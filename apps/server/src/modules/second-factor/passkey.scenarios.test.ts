import { beforeAll, describe, expect, it } from 'vitest';
import { as, BANK_CARD, setPayPassword } from '../../../test/support/funding.ts';
import { SoftAuthenticator } from '../../../test/support/soft-authenticator.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { relyingPartyFor } from './webauthn.ts';

/** Issue 24: passkeys, checked by SimpleWebAuthn against an independent software authenticator. */
const ORIGIN = 'http://localhost:5173';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEBAUTHN_RP_ID: 'localhost', WEBAUTHN_ORIGINS: ORIGIN });
});

type Answer = { statusCode: number; json: () => { code?: string; data?: unknown } };

const post = (
  url: string,
  token: string | undefined,
  payload: object = {},
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { ...(token ? as(token) : {}), ...headers },
    payload,
  });

const dataOf = <T>(response: Answer): T => {
  if (response.statusCode !== 200)
    throw new Error(`${response.statusCode} ${JSON.stringify(response.json())}`);
  return response.json().data as T;
};

const label = (response: Answer) =>
  response.statusCode === 200 ? '200' : `${response.statusCode} ${response.json().code}`;

/** A customer with a pay password and one passkey (its first factor). */
const customerWithPasskey = async () => {
  const customer = await signUpCustomer(t);
  await setPayPassword(t, customer.token);
  const authenticator = new SoftAuthenticator('localhost', ORIGIN);
  const options = dataOf<{ challenge: string }>(
    await post('member/2fa/passkey/options', customer.token),
  );
  const enrolment = dataOf<{ recoveryCodes: string[]; deviceToken: string | null }>(
    await post('member/2fa/passkey', customer.token, {
      name: 'Phone',
      attestation: authenticator.register(options),
    }),
  );
  return { ...customer, authenticator, ...enrolment };
};

const stepUpChallenge = async (token: string, action: string) =>
  dataOf<{ challenge: string; allowCredentials: { id: string }[] }>(
    await post('member/2fa/step-up/challenge', token, { action }),
  );

const stepUp = (token: string, action: string, assertion: object) =>
  post('member/2fa/step-up', token, { action, proof: { method: 'passkey', assertion } });

describe('passkeys', () => {
  it('a registered passkey is the first factor (ten recovery codes) and confirms binding a payee', async () => {
    const c = await customerWithPasskey();
    expect(c.recoveryCodes).toHaveLength(10);
    expect(c.deviceToken).toBeTruthy();
    expect(label(await post('card/bank', c.token, BANK_CARD))).toBe('403 STEP_UP_REQUIRED');
    const options = await stepUpChallenge(c.token, 'payee');
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual([
      c.authenticator.credentialId.toString('base64url'),
    ]);
    const proof = dataOf<{ stepUp: string }>(
      await stepUp(c.token, 'payee', c.authenticator.assert(options)),
    ).stepUp;
    expect(label(await post('card/bank', c.token, BANK_CARD, { 'x-step-up': proof }))).toBe('200');
  });

  it('a challenge is answered once: the same signed answer sent again is refused', async () => {
    const c = await customerWithPasskey();
    // Counter 0: an authenticator that keeps none, so only the used-up challenge refuses it.
    const assertion = c.authenticator.assert(await stepUpChallenge(c.token, 'withdraw'), 0);
    expect(label(await stepUp(c.token, 'withdraw', assertion))).toBe('200');
    expect(label(await stepUp(c.token, 'withdraw', assertion))).toBe('400 PASSKEY_INVALID');
  });

  it('a signature counter that does not move up (a cloned authenticator) is refused', async () => {
    const c = await customerWithPasskey();
    expect(
      label(
        await stepUp(
          c.token,
          'withdraw',
          c.authenticator.assert(await stepUpChallenge(c.token, 'withdraw'), 5),
        ),
      ),
    ).toBe('200');
    expect(
      label(
        await stepUp(
          c.token,
          'withdraw',
          c.authenticator.assert(await stepUpChallenge(c.token, 'withdraw'), 5),
        ),
      ),
    ).toBe('400 PASSKEY_INVALID');
    expect(
      label(
        await stepUp(
          c.token,
          'withdraw',
          c.authenticator.assert(await stepUpChallenge(c.token, 'withdraw'), 6),
        ),
      ),
    ).toBe('200');
  });

  it('an answer signed for another origin is refused', async () => {
    const c = await customerWithPasskey();
    const assertion = c.authenticator.assert(
      await stepUpChallenge(c.token, 'withdraw'),
      undefined,
      'https://evil.example',
    );
    expect(label(await stepUp(c.token, 'withdraw', assertion))).toBe('400 PASSKEY_INVALID');
  });

  it('a challenge made for one action does not confirm another', async () => {
    const c = await customerWithPasskey();
    const assertion = c.authenticator.assert(await stepUpChallenge(c.token, 'payee'));
    expect(label(await stepUp(c.token, 'withdraw', assertion))).toBe('400 PASSKEY_INVALID');
  });

  it('another customer’s passkey does not confirm for this one', async () => {
    const c = await customerWithPasskey();
    const other = await customerWithPasskey();
    const assertion = other.authenticator.assert(await stepUpChallenge(c.token, 'withdraw'));
    expect(label(await stepUp(c.token, 'withdraw', assertion))).toBe('400 PASSKEY_INVALID');
  });

  it('a new device signs in with the passkey; the sign-in’s challenge is its own', async () => {
    const c = await customerWithPasskey();
    const asked = dataOf<{ secondFactor: { ticket: string; methods: string[] } }>(
      await post('member/login', undefined, { mail: c.mail, password: c.password }),
    );
    expect(asked.secondFactor.methods).toEqual(['passkey', 'recovery']);
    const options = dataOf<{ challenge: string }>(
      await post('member/login/passkey-challenge', undefined, {
        ticket: asked.secondFactor.ticket,
      }),
    );
    const done = dataOf<{ token: string; deviceToken: string }>(
      await post('member/login/second-factor', undefined, {
        ticket: asked.secondFactor.ticket,
        proof: { method: 'passkey', assertion: c.authenticator.assert(options) },
      }),
    );
    expect(done.token).toBeTruthy();
    expect(done.deviceToken).toBeTruthy();
  });

  it('a second passkey is added only with a step-up', async () => {
    const c = await customerWithPasskey();
    const second = new SoftAuthenticator('localhost', ORIGIN);
    const register = async (headers: Record<string, string>) =>
      post(
        'member/2fa/passkey',
        c.token,
        {
          name: 'Key',
          attestation: second.register(
            dataOf<{ challenge: string }>(await post('member/2fa/passkey/options', c.token)),
          ),
        },
        headers,
      );
    expect(label(await register({}))).toBe('403 STEP_UP_REQUIRED');
    const proof = dataOf<{ stepUp: string }>(
      await stepUp(
        c.token,
        'factors',
        c.authenticator.assert(await stepUpChallenge(c.token, 'factors')),
      ),
    ).stepUp;
    const added = dataOf<{ recoveryCodes: string[] }>(await register({ 'x-step-up': proof }));
    expect(added.recoveryCodes).toEqual([]);
    const status = dataOf<{ passkeys: { name: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/member/2fa', headers: as(c.token) }),
    );
    expect(status.passkeys.map((passkey) => passkey.name)).toEqual(['Phone', 'Key']);
  });
});

describe('the relying party', () => {
  const host = { hostname: 'phone.test', origin: 'http://phone.test:5173' };

  it('outside production without config it is the request’s host', () => {
    expect(relyingPartyFor(loadConfig({ NODE_ENV: 'development' }), host)).toMatchObject({
      id: 'phone.test',
      origins: ['http://phone.test:5173'],
    });
  });

  it('in production it comes from config only; without WEBAUTHN_RP_ID passkeys are off', () => {
    expect(() => relyingPartyFor(loadConfig({ NODE_ENV: 'production' }), host)).toThrow(
      'PASSKEY_UNAVAILABLE',
    );
    expect(
      relyingPartyFor(
        loadConfig({ NODE_ENV: 'production', WEBAUTHN_RP_ID: 'broker.example' }),
        host,
      ),
    ).toMatchObject({
      id: 'broker.example',
      origins: ['https://broker.example'],
    });
  });
});
