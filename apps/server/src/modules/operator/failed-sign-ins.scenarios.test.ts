import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  freshCode,
  newEnrolledOperator,
  OPERATOR_PASSWORD,
  operatorLogin,
} from '../../../test/support/operator-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { FREE_FAILURES } from '../../lib/throttle/throttle.ts';
import { totpCodeAt } from '../security/totp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

type FailureRow = {
  actor: string;
  subject_type: string;
  subject_id: string;
  after: { reason: string; lockedForSeconds?: number };
  ip: string;
} & Record<string, unknown>;

const failuresOf = async (subjectId: string | number) =>
  (
    await t.database.db.execute<FailureRow>(
      sql`SELECT actor, subject_type, subject_id, after, ip FROM audit_log
           WHERE action = 'operator.login.failed' AND subject_id = ${String(subjectId)}
           ORDER BY id`,
    )
  ).rows;

describe('a failed operator sign-in is in the audit log', () => {
  it('a wrong password, a wrong TOTP code, a wrong recovery code: the operator, the reason, the address', async () => {
    const operator = await newEnrolledOperator(t);
    const { username } = operator;
    await operatorLogin(t, { username, password: 'not-it' }, '10.40.0.1');
    const near = [-1, 0, 1].map((steps) =>
      totpCodeAt(operator.secret, new Date(t.clock.now.getTime() + steps * 30_000)),
    );
    const wrongCode = ['000000', '111111', '222222', '333333'].find((c) => !near.includes(c));
    await operatorLogin(
      t,
      { username, password: OPERATOR_PASSWORD, totp: wrongCode ?? '' },
      '10.40.0.2',
    );
    await operatorLogin(
      t,
      { username, password: OPERATOR_PASSWORD, recoveryCode: 'ABCDE-FGHJK' },
      '10.40.0.3',
    );
    // The right password without its code, and a right sign-in, are no failures.
    expect((await operatorLogin(t, { username, password: OPERATOR_PASSWORD })).statusCode).toBe(
      401,
    );
    const ok = await operatorLogin(t, {
      username,
      password: OPERATOR_PASSWORD,
      totp: freshCode(t, operator.secret),
    });
    expect(ok.statusCode).toBe(200);
    const actor = `operator:${operator.id}`;
    const subject = { actor, subject_type: 'operator', subject_id: String(operator.id) };
    expect(await failuresOf(operator.id)).toEqual([
      { ...subject, after: { reason: 'password' }, ip: '10.40.0.1' },
      { ...subject, after: { reason: 'totp' }, ip: '10.40.0.2' },
      { ...subject, after: { reason: 'recovery-code' }, ip: '10.40.0.3' },
    ]);
  });

  it('an unknown name is recorded as the name tried; a disabled operator as disabled', async () => {
    const name = `nobody-${Date.now().toString(36)}`;
    await operatorLogin(t, { username: name, password: 'whatever-1' }, '10.41.0.1');
    expect(await failuresOf(name)).toEqual([
      {
        actor: `operator-name:${name}`,
        subject_type: 'operator-name',
        subject_id: name,
        after: { reason: 'password' },
        ip: '10.41.0.1',
      },
    ]);
    const operator = await newEnrolledOperator(t);
    await t.database.db.execute(
      sql`UPDATE operators SET disabled_at = now() WHERE id = ${operator.id}`,
    );
    await operatorLogin(t, { username: operator.username, password: OPERATOR_PASSWORD });
    expect((await failuresOf(operator.id)).map((row) => row.after)).toEqual([
      { reason: 'disabled' },
    ]);
  });

  it('cannot flood the log: 100 parallel wrong passwords, then 50 more, write the checked failures and one lock', async () => {
    const operator = await newEnrolledOperator(t);
    const ip = '10.42.0.1';
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        operatorLogin(t, { username: operator.username, password: `wrong-${i}` }, ip),
      ),
    );
    const checked = burst.filter((answer) => answer.statusCode === 400).length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES);
    for (let i = 0; i < 50; i += 1)
      expect(
        (await operatorLogin(t, { username: operator.username, password: `more-${i}` }, ip))
          .statusCode,
      ).toBe(429);
    const rows = await failuresOf(operator.id);
    const reasons = rows.map((row) => row.after.reason);
    expect(reasons.filter((reason) => reason === 'password')).toHaveLength(checked);
    expect(reasons.filter((reason) => reason === 'locked').length).toBeLessThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(FREE_FAILURES + 1);
    // The failure that set the lock says for how long.
    expect(rows.some((row) => (row.after.lockedForSeconds ?? 0) > 0)).toBe(true);
  }, 60_000);

  it('a try refused by a lock is recorded once per lock, with the lock', async () => {
    const name = `locked-${Date.now().toString(36)}`;
    const ip = '10.43.0.1';
    for (let i = 0; i < FREE_FAILURES; i += 1)
      await operatorLogin(t, { username: name, password: `wrong-${i}` }, ip);
    for (let i = 0; i < 3; i += 1)
      expect((await operatorLogin(t, { username: name, password: 'x' }, ip)).statusCode).toBe(429);
    const rows = await failuresOf(name);
    expect(rows.map((row) => row.after.reason)).toEqual([
      ...Array.from({ length: FREE_FAILURES }, () => 'password'),
      'locked',
    ]);
    expect(rows.at(-1)?.after.lockedForSeconds).toBe(30);
  });
});
