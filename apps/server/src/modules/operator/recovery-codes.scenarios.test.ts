import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/index.ts';
import { as } from '../../../test/support/funding.ts';
import {
  freshCode,
  newEnrolledOperator,
  OPERATOR_PASSWORD,
  operatorLogin,
  signInWithCode,
  type TestOperator,
} from '../../../test/support/operator-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { FREE_FAILURES } from '../../lib/throttle/throttle.ts';
import { totpCodeAt } from '../security/totp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const regenerate = (token: string, code: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/totp/recovery-codes',
    headers: as(token),
    payload: { code },
    remoteAddress: ip,
  });

const codesOf = (response: { json: () => unknown }) =>
  (response.json() as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
const codeOf = (response: { json: () => unknown }) => (response.json() as { code: string }).code;

const withRecoveryCode = (operator: TestOperator, recoveryCode: string, ip = '10.30.0.9') =>
  operatorLogin(t, { username: operator.username, password: OPERATOR_PASSWORD, recoveryCode }, ip);

/** A six-digit code no step near the test clock gives. */
const wrongCodeFor = (operator: TestOperator) => {
  const near = [-1, 0, 1].map((steps) =>
    totpCodeAt(operator.secret, new Date(t.clock.now.getTime() + steps * 30_000)),
  );
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) ?? '';
};

describe('an operator regenerates their recovery codes', () => {
  it('with a fresh TOTP code: ten new codes, the old ones stop working at once', async () => {
    const operator = await newEnrolledOperator(t);
    const token = await signInWithCode(t, operator);
    const first = await regenerate(token, freshCode(t, operator.secret));
    expect(first.statusCode, first.body).toBe(200);
    const old = codesOf(first);
    expect(old).toHaveLength(10);
    expect((await withRecoveryCode(operator, old[0] ?? '')).statusCode).toBe(200);

    const second = await regenerate(token, freshCode(t, operator.secret));
    expect(second.statusCode, second.body).toBe(200);
    const fresh = codesOf(second);
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    // Used or not, an old code is refused now; a new one signs in.
    const unused = await withRecoveryCode(operator, old[1] ?? '');
    expect(unused.statusCode).toBe(400);
    expect(codeOf(unused)).toBe('RECOVERY_CODE_INVALID');
    expect((await withRecoveryCode(operator, fresh[0] ?? '')).statusCode).toBe(200);

    const stored = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM operator_recovery_codes WHERE operator_id = ${operator.id}`,
    );
    expect(stored.rows[0]?.n).toBe(10);
    const audit = await t.database.db.execute<{ action: string; after: unknown }>(
      sql`SELECT action, after FROM audit_log WHERE subject_type = 'operator'
            AND subject_id = ${String(operator.id)} AND action LIKE 'operator.recovery-codes%'
          ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { action: 'operator.recovery-codes.regenerate', after: { recoveryCodes: 10 } },
      { action: 'operator.recovery-codes.regenerate', after: { recoveryCodes: 10 } },
    ]);
    expect(JSON.stringify(audit.rows)).not.toContain(fresh[0]);
  });

  it('refuses a wrong or replayed code, counted against the sign-in back-off and audited', async () => {
    const operator = await newEnrolledOperator(t);
    const ip = '10.31.0.1';
    const token = await signInWithCode(t, operator, { ip: '10.31.0.2' });
    const code = freshCode(t, operator.secret);
    expect((await regenerate(token, code, ip)).statusCode).toBe(200);
    const replayed = await regenerate(token, code, ip);
    expect(replayed.statusCode).toBe(400);
    expect(codeOf(replayed)).toBe('TOTP_INVALID');
    for (let i = 1; i < FREE_FAILURES; i += 1)
      expect(codeOf(await regenerate(token, wrongCodeFor(operator), ip))).toBe('TOTP_INVALID');
    // The back-off is the sign-in's: the fifth failure locked this address for both.
    // A right code of the next step (without moving the clock past the 30 s lock) is refused.
    const next = totpCodeAt(operator.secret, new Date(t.clock.now.getTime() + 30_000));
    const locked = await regenerate(token, next, ip);
    expect(locked.statusCode).toBe(429);
    const signIn = await operatorLogin(
      t,
      { username: operator.username, password: OPERATOR_PASSWORD },
      ip,
    );
    expect(signIn.statusCode).toBe(429);
    const failed = await t.database.db.execute<{ after: { reason: string } }>(
      sql`SELECT after FROM audit_log WHERE action = 'operator.recovery-codes.regenerate.failed'
            AND subject_id = ${String(operator.id)} ORDER BY id`,
    );
    expect(failed.rows.map((row) => row.after.reason)).toEqual(
      Array.from({ length: FREE_FAILURES }, () => 'totp'),
    );
  });

  it('100 parallel renewals with one fresh code: one renews, ten codes stored, the rest refused', async () => {
    const operator = await newEnrolledOperator(t);
    const token = await signInWithCode(t, operator);
    const code = freshCode(t, operator.secret);
    const answers = await Promise.all(Array.from({ length: 100 }, () => regenerate(token, code)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || (status >= 400 && status < 500))).toBe(
      true,
    );
    const renewed = codesOf(
      answers.find((answer) => answer.statusCode === 200) ?? {
        json: () => ({ data: { recoveryCodes: [] } }),
      },
    );
    const stored = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM operator_recovery_codes WHERE operator_id = ${operator.id}`,
    );
    expect(stored.rows[0]?.n).toBe(10);
    // The ten shown are the ten stored: one of them signs in.
    expect((await withRecoveryCode(operator, renewed[0] ?? '')).statusCode).toBe(200);
  });

  it('needs TOTP on: an operator without it is told to set it up', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: 'operator.requireTotp', value: false })
      .onConflictDoUpdate({ target: settings.key, set: { value: false } });
    try {
      const operator = await newEnrolledOperator(t);
      await t.database.db.execute(
        sql`UPDATE operators SET totp_secret = NULL, totp_enabled_at = NULL WHERE id = ${operator.id}`,
      );
      const login = await operatorLogin(t, {
        username: operator.username,
        password: OPERATOR_PASSWORD,
      });
      const token = (login.json() as { data: { token: string } }).data.token;
      const answer = await regenerate(token, '123456');
      expect(answer.statusCode).toBe(409);
      expect(codeOf(answer)).toBe('TOTP_NOT_ENROLLED');
    } finally {
      await t.database.db.execute(sql`DELETE FROM settings WHERE key = 'operator.requireTotp'`);
    }
  });
});
