import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/support/funding.ts';
import {
  newEnrolledOperator,
  OPERATOR_PASSWORD,
  operatorLogin,
  signInWithCode,
  type TestOperator,
} from '../../../test/support/operator-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { FREE_FAILURES } from '../../lib/throttle/throttle.ts';

let t: TestApp;
const NEW_PASSWORD = 'a-new-operator-password-2';
const TEMPORARY = 'temporary-password-from-admin-3';

beforeAll(async () => {
  t = await createTestApp();
});

const changePassword = (
  token: string,
  body: { currentPassword: string; newPassword: string },
  ip = '10.0.0.1',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/password',
    headers: as(token),
    payload: body,
    remoteAddress: ip,
  });

const resetPassword = (token: string, id: number, temporaryPassword = TEMPORARY) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/operators/${id}/password`,
    headers: as(token),
    payload: { temporaryPassword },
  });

const isLive = async (token: string) =>
  (
    (await t.app.inject({ url: `/api/v1/user/check_logged?token=${token}` })).json() as {
      data: { logged: boolean };
    }
  ).data.logged;

const auditOf = async (operator: TestOperator, action: string) =>
  (
    await t.database.db.execute<{ actor: string; before: unknown; after: unknown; ip: string }>(
      sql`SELECT actor, before, after, ip FROM audit_log
           WHERE subject_type = 'operator' AND subject_id = ${String(operator.id)}
             AND action = ${action} ORDER BY id`,
    )
  ).rows;

const codeOf = (response: { json: () => unknown }) => (response.json() as { code: string }).code;

describe('an operator changes their own password', () => {
  it('with the current one: the other sessions end, this one goes on, the old password signs in no more', async () => {
    const operator = await newEnrolledOperator(t);
    const other = await signInWithCode(t, operator);
    const token = await signInWithCode(t, operator);

    const changed = await changePassword(token, {
      currentPassword: OPERATOR_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await isLive(other)).toBe(false);
    expect(await isLive(token)).toBe(true);

    const old = await operatorLogin(t, {
      username: operator.username,
      password: OPERATOR_PASSWORD,
    });
    expect(codeOf(old)).toBe('INVALID_CREDENTIALS');
    await signInWithCode(t, operator, { password: NEW_PASSWORD });

    const rows = await auditOf(operator, 'operator.password.change');
    expect(rows).toEqual([
      {
        actor: `operator:${operator.id}`,
        before: { mustChangePassword: false },
        after: { mustChangePassword: false },
        ip: '10.0.0.1',
      },
    ]);
    // No password, in any form, in the operator's audit trail.
    const trail = await t.database.db.execute<{ row: string }>(
      sql`SELECT a::text AS row FROM audit_log a WHERE subject_id = ${String(operator.id)}`,
    );
    for (const { row } of trail.rows) {
      expect(row).not.toContain(NEW_PASSWORD);
      expect(row).not.toContain(OPERATOR_PASSWORD);
      expect(row).not.toContain('argon2');
    }
  });

  it('refuses a wrong current password (audited), a short, a common or an unchanged new one, in the reader’s language', async () => {
    const operator = await newEnrolledOperator(t);
    const token = await signInWithCode(t, operator);
    const wrong = await changePassword(
      token,
      { currentPassword: 'not-the-password', newPassword: NEW_PASSWORD },
      '10.20.0.1',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'OLD_PASSWORD_WRONG',
      message: 'The old password is incorrect.',
    });
    expect(await auditOf(operator, 'operator.password.change.failed')).toEqual([
      {
        actor: `operator:${operator.id}`,
        before: null,
        after: { reason: 'password' },
        ip: '10.20.0.1',
      },
    ]);
    const short = await changePassword(token, {
      currentPassword: OPERATOR_PASSWORD,
      newPassword: 'short-1',
    });
    expect(short.statusCode).toBe(400);
    expect(codeOf(short)).toBe('VALIDATION_FAILED');
    const common = await changePassword(token, {
      currentPassword: OPERATOR_PASSWORD,
      newPassword: 'password1234',
    });
    expect(codeOf(common)).toBe('OPERATOR_PASSWORD_COMMON');
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: { ...as(token), 'accept-language': 'de' },
      payload: { currentPassword: OPERATOR_PASSWORD, newPassword: OPERATOR_PASSWORD },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: 'OPERATOR_PASSWORD_UNCHANGED',
      message: 'Wählen Sie ein neues Passwort, das sich vom aktuellen unterscheidet.',
    });
    // Nothing changed: the password still signs in.
    await signInWithCode(t, operator);
  });

  it(`100 parallel wrong current passwords: at most ${FREE_FAILURES} checked, on the sign-in's own counter`, async () => {
    const operator = await newEnrolledOperator(t);
    const ip = '10.21.0.1';
    const token = await signInWithCode(t, operator, { ip: '10.21.0.2' });
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        changePassword(token, { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD }, ip),
      ),
    );
    const statuses = guesses.map((g) => g.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(FREE_FAILURES);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(100 - FREE_FAILURES);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    // One allowance however the guesses come: the sign-in from that address is locked too ...
    const signIn = await operatorLogin(
      t,
      { username: operator.username, password: OPERATOR_PASSWORD },
      ip,
    );
    expect(signIn.statusCode).toBe(429);
    // ... the right current password as well, and the password is unchanged.
    const right = await changePassword(
      token,
      { currentPassword: OPERATOR_PASSWORD, newPassword: NEW_PASSWORD },
      ip,
    );
    expect(right.statusCode).toBe(429);
    // The checked failures (and no more) are in the audit log.
    const failed = await auditOf(operator, 'operator.password.change.failed');
    expect(failed.length).toBe(statuses.filter((s) => s === 400).length);
    await signInWithCode(t, operator, { ip: '10.21.0.3' });
  }, 60_000);
});

describe('an admin resets an operator’s password', () => {
  it('to a temporary one: every session ends, and at the next sign-in only the change is open', async () => {
    const admin = await signInWithCode(t, await newEnrolledOperator(t, 'superadmin'));
    const operator = await newEnrolledOperator(t);
    const sessions = [await signInWithCode(t, operator), await signInWithCode(t, operator)];

    const reset = await resetPassword(admin, operator.id);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({
      data: { id: operator.id, username: operator.username, mustChangePassword: true },
    });
    for (const token of sessions) expect(await isLive(token)).toBe(false);
    const old = await operatorLogin(t, {
      username: operator.username,
      password: OPERATOR_PASSWORD,
    });
    expect(codeOf(old)).toBe('INVALID_CREDENTIALS');

    const token = await signInWithCode(t, operator, { password: TEMPORARY });
    const me = await t.app.inject({ url: '/api/v1/user', headers: as(token) });
    expect(me.json()).toMatchObject({ data: { mustChangePassword: true } });
    const queue = await t.app.inject({ url: '/api/v1/admin/deposits', headers: as(token) });
    expect(queue.statusCode).toBe(403);
    expect(codeOf(queue)).toBe('OPERATOR_PASSWORD_CHANGE_REQUIRED');
    const codes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/totp/recovery-codes',
      headers: as(token),
      payload: { code: '123456' },
    });
    expect(codeOf(codes)).toBe('OPERATOR_PASSWORD_CHANGE_REQUIRED');
    // The temporary password is not kept.
    const kept = await changePassword(token, {
      currentPassword: TEMPORARY,
      newPassword: TEMPORARY,
    });
    expect(codeOf(kept)).toBe('OPERATOR_PASSWORD_UNCHANGED');

    const changed = await changePassword(token, {
      currentPassword: TEMPORARY,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/admin/deposits', headers: as(token) })).statusCode,
    ).toBe(200);
    const list = await t.app.inject({ url: '/api/v1/admin/operators', headers: as(admin) });
    const view = (list.json() as { data: { id: number; mustChangePassword: boolean }[] }).data.find(
      (o) => o.id === operator.id,
    );
    expect(view?.mustChangePassword).toBe(false);

    const rows = await auditOf(operator, 'operator.password.reset');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      before: { mustChangePassword: false },
      after: { mustChangePassword: true },
    });
    expect(rows[0]?.actor).not.toBe(`operator:${operator.id}`);
    expect(JSON.stringify(rows)).not.toContain(TEMPORARY);
    expect(await auditOf(operator, 'operator.password.change')).toMatchObject([
      { before: { mustChangePassword: true }, after: { mustChangePassword: false } },
    ]);
  });

  it('lets a locked-out operator back in: their failures are forgotten', async () => {
    const admin = await signInWithCode(t, await newEnrolledOperator(t, 'superadmin'));
    const operator = await newEnrolledOperator(t);
    const ip = '10.22.0.1';
    for (let i = 0; i < FREE_FAILURES + 1; i += 1)
      await operatorLogin(t, { username: operator.username, password: `wrong-${i}` }, ip);
    const locked = await operatorLogin(t, { username: operator.username, password: 'x' }, ip);
    expect(locked.statusCode).toBe(429);
    expect((await resetPassword(admin, operator.id)).statusCode).toBe(200);
    await signInWithCode(t, operator, { password: TEMPORARY, ip });
  });

  it('only for others, only by an admin, with a password by the rules of a new operator’s', async () => {
    const adminOperator = await newEnrolledOperator(t, 'superadmin');
    const admin = await signInWithCode(t, adminOperator);
    const self = await resetPassword(admin, adminOperator.id);
    expect(self.statusCode).toBe(409);
    expect(codeOf(self)).toBe('OPERATOR_SELF_PASSWORD_RESET');
    const operator = await newEnrolledOperator(t);
    const reviewer = await signInWithCode(t, await newEnrolledOperator(t));
    expect((await resetPassword(reviewer, operator.id)).statusCode).toBe(403);
    expect((await resetPassword(admin, operator.id, 'short')).statusCode).toBe(400);
    expect(codeOf(await resetPassword(admin, operator.id, 'password1234'))).toBe(
      'OPERATOR_PASSWORD_COMMON',
    );
    expect((await resetPassword(admin, 999_999_999)).statusCode).toBe(404);
    // None of these changed anything.
    await signInWithCode(t, operator);
  });
});
