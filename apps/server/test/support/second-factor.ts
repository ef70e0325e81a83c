import { totpCodeAt } from '../../src/modules/security/totp.ts';
import type { TestApp } from '../test-app.ts';
import { as } from './funding.ts';

/** A customer's call to the API; answers the `data` of a 200, throws on anything else. */
export const customerData = async <T>(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<T> => {
  const response = await t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...as(token), ...headers },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: T }).data;
};

/** Enrols an authenticator app for the customer (the step after is taken, as a code is once). */
export const enrolCustomerTotp = async (t: TestApp, token: string) => {
  const { secret } = await customerData<{ secret: string }>(t, 'POST', 'member/2fa/totp', token);
  const result = await customerData<{ recoveryCodes: string[] }>(
    t,
    'POST',
    'member/2fa/totp/confirm',
    token,
    { code: totpCodeAt(secret, t.clock.now) },
  );
  t.clock.advance(30_000);
  return { secret, recoveryCodes: result.recoveryCodes };
};

/** A step-up proof for `action`, made with a code of the authenticator. */
export const customerStepUp = async (
  t: TestApp,
  token: string,
  action: string,
  proof: { method: 'totp'; secret: string } | { method: 'recovery'; code: string },
) => {
  const answer = await customerData<{ stepUp: string }>(t, 'POST', 'member/2fa/step-up', token, {
    action,
    proof:
      proof.method === 'totp'
        ? { method: 'totp', code: totpCodeAt(proof.secret, t.clock.now) }
        : proof,
  });
  t.clock.advance(30_000);
  return answer.stepUp;
};
