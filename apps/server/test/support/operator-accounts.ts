import { randomBytes } from 'node:crypto';
import { operators } from '../../src/db/schema/index.ts';
import { hashSecret } from '../../src/modules/security/passwords.ts';
import { newTotpSecret, totpCodeAt } from '../../src/modules/security/totp.ts';
import type { TestApp } from '../test-app.ts';

export const OPERATOR_PASSWORD = 'operator-password-1';

export interface TestOperator {
  id: number;
  username: string;
  secret: string;
}

/**
 * A code of the authenticator for the test clock's step, after moving the clock one step on:
 * a code's step is accepted once, so each call gives one no sign-in used yet.
 */
export const freshCode = (t: TestApp, secret: string): string => {
  t.clock.advance(30_000);
  return totpCodeAt(secret, t.clock.now);
};

/** A new operator of `role` with TOTP on (its secret known to the test), not signed in. */
export const newEnrolledOperator = async (
  t: TestApp,
  role: 'superadmin' | 'reviewer' | 'support' = 'reviewer',
): Promise<TestOperator> => {
  const username = `${role}-${randomBytes(4).toString('hex')}`;
  const secret = newTotpSecret();
  const [row] = await t.database.db
    .insert(operators)
    .values({
      username,
      role,
      passwordHash: await hashSecret(OPERATOR_PASSWORD),
      totpSecret: secret,
      totpEnabledAt: t.clock.now,
    })
    .returning({ id: operators.id });
  if (!row) throw new Error('operator insert returned nothing');
  return { id: row.id, username, secret };
};

/** `POST user/login` as the console sends it, from `ip`. */
export const operatorLogin = (
  t: TestApp,
  body: { username: string; password: string; totp?: string; recoveryCode?: string },
  ip = '10.0.0.1',
) => t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: body, remoteAddress: ip });

/** Signs the operator in with their password and a fresh code; answers the session's token. */
export const signInWithCode = async (
  t: TestApp,
  operator: TestOperator,
  options: { password?: string; ip?: string } = {},
): Promise<string> => {
  const response = await operatorLogin(
    t,
    {
      username: operator.username,
      password: options.password ?? OPERATOR_PASSWORD,
      totp: freshCode(t, operator.secret),
    },
    options.ip,
  );
  if (response.statusCode !== 200) throw new Error(`operator login: ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
};
