import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../db/schema/index.ts';
import { as } from '../../../test/support/funding.ts';
import {
  createTestApp,
  signInOperator,
  signInOperatorSessions,
  type TestApp,
} from '../../../test/test-app.ts';
import { createOperatorSession } from '../operator/operator-sessions.ts';
import { newTotpSecret } from '../security/totp.ts';

/**
 * Four eyes on the operators themselves: an admin cannot make the second pair of eyes it
 * needs. A first-run install's single admin creates operators directly (audited as such);
 * once an admin independent of the proposer exists, creating an operator and changing a
 * role are proposals; an operator linked to the proposer by a creation or a role grant,
 * either way round, decides none of the proposer's proposals.
 */
let t: TestApp;
/** The install's only admin at first. */
let adminA: string;
let adminAId: number;

const PASSWORD = 'a-long-unusual-phrase';

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  body?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as(token),
    ...(body ? { payload: body } : {}),
  });

const idOf = async (token: string) => (await call(token, 'GET', '/user')).json().data.id as number;

/** A session of an operator made through the API (enrolled in TOTP as the gate would make it). */
const sessionOf = async (operatorId: number) => {
  await t.database.db
    .update(operators)
    .set({ totpSecret: newTotpSecret(), totpEnabledAt: t.clock.now })
    .where(eq(operators.id, operatorId));
  const session = await createOperatorSession(
    t.database.db,
    operatorId,
    { ip: '127.0.0.1', userAgent: 'test' },
    t.clock.now,
    { secondFactor: true },
  );
  return session.token;
};

const create = (token: string, role: 'superadmin' | 'reviewer' | 'support') =>
  call(token, 'POST', '/admin/operators', {
    username: `op-${randomBytes(4).toString('hex')}`,
    password: PASSWORD,
    role,
  });

const decide = (token: string, id: number, decision: 'approve' | 'reject' = 'approve') =>
  call(token, 'POST', `/admin/approvals/${id}/decision`, {
    decision,
    ...(decision === 'reject' ? { comment: 'no' } : {}),
  });

/** A 10x FX typo: always a proposal, whoever proposes it. */
const proposeFx = async (token: string, base: string, rate: string) => {
  const typo = await call(token, 'PUT', '/admin/fx-rates', { base, quote: 'USD', rate });
  expect(typo.json().data, typo.body).toMatchObject({ awaitingSecondApprover: true });
  return typo.json().data.proposal.id as number;
};

const audit = async (subjectType: string, subjectId: number) =>
  (
    await t.database.pool.query(
      'SELECT action, actor, comment FROM audit_log WHERE subject_type = $1 AND subject_id = $2 ORDER BY id',
      [subjectType, String(subjectId)],
    )
  ).rows as { action: string; actor: string; comment: string | null }[];

beforeAll(async () => {
  t = await createTestApp();
  adminA = await signInOperator(t, 'superadmin');
  adminAId = await idOf(adminA);
});

describe('four eyes on operators', () => {
  let adminB: string;
  let adminBId: number;
  let reviewerC: number;
  let independent: string;

  it('a single admin creates operators directly, and the audit log says why', async () => {
    const madeB = await create(adminA, 'superadmin');
    expect(madeB.statusCode, madeB.body).toBe(200);
    expect(madeB.json().data).not.toHaveProperty('awaitingSecondApprover');
    adminBId = madeB.json().data.id;
    adminB = await sessionOf(adminBId);
    // B exists, but B is A's own making: A is still alone, so a reviewer is made directly too.
    const madeC = await create(adminA, 'reviewer');
    expect(madeC.json().data).toMatchObject({ role: 'reviewer' });
    reviewerC = madeC.json().data.id;
    const demoted = await call(adminA, 'PATCH', `/admin/operators/${reviewerC}`, {
      role: 'support',
    });
    expect(demoted.json().data).toMatchObject({ role: 'support' });
    for (const id of [adminBId, reviewerC]) {
      const rows = await audit('operator', id);
      expect(rows[0]).toMatchObject({ action: 'operator.create', actor: `operator:${adminAId}` });
      expect(rows[0]?.comment).toContain('first-run');
    }
  });

  it("the admin's made operator decides none of the admin's proposals, nor the admin any of its", async () => {
    const ofA = await proposeFx(adminA, 'HKD', '1.28');
    const byB = await decide(adminB, ofA);
    expect(byB.statusCode).toBe(403);
    expect(byB.json().code).toBe('PROPOSAL_GRANTEE');
    expect((await decide(adminB, ofA, 'reject')).json().code).toBe('PROPOSAL_GRANTEE');
    const ofB = await proposeFx(adminB, 'EUR', '10.8');
    expect((await decide(adminA, ofB)).json().code).toBe('PROPOSAL_GRANTEE');
    const open = (await call(adminA, 'GET', '/admin/approvals?status=open')).json().data.items;
    expect(open.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([ofA, ofB]));
    // An admin that neither made the other decides both.
    independent = await signInOperator(t, 'superadmin');
    expect((await decide(independent, ofA, 'reject')).json().data).toMatchObject({
      status: 'rejected',
    });
    expect((await decide(independent, ofB, 'reject')).json().data).toMatchObject({
      status: 'rejected',
    });
  });

  it('with an independent admin, creating an operator is a proposal (no password shown) the made one cannot approve', async () => {
    const proposed = await create(adminA, 'superadmin');
    expect(proposed.json().data).toMatchObject({
      awaitingSecondApprover: true,
      proposal: { kind: 'operator.create', status: 'open', after: { role: 'superadmin' } },
    });
    expect(proposed.body).not.toMatch(/passwordHash|argon2/);
    const { id, after } = proposed.json().data.proposal as {
      id: number;
      after: { username: string };
    };
    const listed = async () =>
      ((await call(adminA, 'GET', '/admin/operators')).json().data as { username: string }[]).map(
        (o) => o.username,
      );
    expect(await listed()).not.toContain(after.username);
    expect((await decide(adminA, id)).json().code).toBe('PROPOSAL_OWN');
    expect((await decide(adminB, id)).json().code).toBe('PROPOSAL_GRANTEE');
    const approved = await decide(independent, id);
    expect(approved.json().data).toMatchObject({ status: 'approved' });
    expect(await listed()).toContain(after.username);
    // The new admin was made by A (who asked), so it is no second pair of eyes on A either.
    const [made] = await t.database.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.username, after.username));
    // It signs in with the password that was proposed (and is asked to enrol in TOTP).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: after.username, password: PASSWORD },
    });
    expect(login.json().data, login.body).toMatchObject({ mustEnrolTotp: true });
    const madeToken = await sessionOf(made?.id ?? 0);
    const ofA = await proposeFx(adminA, 'HKD', '1.29');
    expect((await decide(madeToken, ofA)).json().code).toBe('PROPOSAL_GRANTEE');
    expect((await decide(independent, ofA, 'reject')).statusCode).toBe(200);
  });

  it('a role granted through a proposal makes its grantee no second pair of eyes on the proposer', async () => {
    const reviewerToken = await sessionOf(reviewerC);
    const proposed = await call(adminA, 'PATCH', `/admin/operators/${reviewerC}`, {
      role: 'superadmin',
    });
    expect(proposed.json().data).toMatchObject({
      awaitingSecondApprover: true,
      proposal: { kind: 'operator.role' },
    });
    expect((await decide(independent, proposed.json().data.proposal.id)).statusCode).toBe(200);
    // The role change ended C's sessions; a new one acts as an admin, but not on A's proposals.
    expect((await call(reviewerToken, 'GET', '/user')).statusCode).toBe(401);
    const promoted = await sessionOf(reviewerC);
    const ofA = await proposeFx(adminA, 'HKD', '1.30');
    expect((await decide(promoted, ofA)).json().code).toBe('PROPOSAL_GRANTEE');
    expect((await decide(independent, ofA, 'reject')).statusCode).toBe(200);
  });

  it("another admin's TOTP reset is a proposal their target cannot approve; a reviewer's applies at once", async () => {
    // Without this, one admin could reset a peer admin's TOTP and password, sign in as them
    // and approve their own proposals: the second pair of eyes would be their own.
    const targetId = await idOf(independent);
    const totpOf = async (id: number) =>
      (
        await t.database.db
          .select({ enabledAt: operators.totpEnabledAt })
          .from(operators)
          .where(eq(operators.id, id))
      )[0]?.enabledAt ?? null;
    expect(await totpOf(targetId)).not.toBeNull();
    const proposed = await call(adminA, 'PATCH', `/admin/operators/${targetId}`, {
      resetTotp: true,
    });
    expect(proposed.json().data, proposed.body).toMatchObject({
      awaitingSecondApprover: true,
      proposal: { kind: 'operator.totp-reset', status: 'open' },
    });
    expect(await totpOf(targetId)).not.toBeNull();
    const id = proposed.json().data.proposal.id as number;
    expect((await decide(independent, id)).json().code).toBe('OPERATOR_SELF_CHANGE');
    const [third] = await signInOperatorSessions(t, 'superadmin', 1);
    expect((await decide(third ?? '', id)).json().data).toMatchObject({ status: 'approved' });
    expect(await totpOf(targetId)).toBeNull();
    expect((await audit('operator', targetId)).map((row) => row.action)).toContain(
      'operator.update',
    );

    const reviewer = await signInOperator(t, 'reviewer');
    const reviewerId = await idOf(reviewer);
    const direct = await call(adminA, 'PATCH', `/admin/operators/${reviewerId}`, {
      resetTotp: true,
    });
    expect(direct.json().data, direct.body).not.toHaveProperty('awaitingSecondApprover');
    expect(await totpOf(reviewerId)).toBeNull();
  });

  it("another admin's password reset is a proposal (no hash shown) their target cannot approve; a reviewer's applies at once", async () => {
    const admin = async () => {
      const token = await signInOperator(t, 'superadmin');
      return { token, id: await idOf(token) };
    };
    const target = await admin();
    const approver = await admin();
    const mustChange = async (id: number) =>
      (
        await t.database.db
          .select({ must: operators.mustChangePassword })
          .from(operators)
          .where(eq(operators.id, id))
      )[0]?.must;
    const reset = (id: number) =>
      call(adminA, 'POST', `/admin/operators/${id}/password`, {
        temporaryPassword: 'temporary-phrase-for-a-peer',
      });
    const proposed = await reset(target.id);
    expect(proposed.json().data, proposed.body).toMatchObject({
      awaitingSecondApprover: true,
      proposal: { kind: 'operator.password-reset', status: 'open' },
    });
    expect(proposed.body).not.toMatch(/passwordHash|argon2/);
    expect(await mustChange(target.id)).toBe(false);
    // The target still signs in as before: nothing happened yet.
    expect((await call(target.token, 'GET', '/user')).statusCode).toBe(200);
    const id = proposed.json().data.proposal.id as number;
    expect((await decide(target.token, id)).json().code).toBe('OPERATOR_SELF_CHANGE');
    expect((await decide(approver.token, id)).json().data).toMatchObject({ status: 'approved' });
    expect(await mustChange(target.id)).toBe(true);
    expect((await call(target.token, 'GET', '/user')).statusCode).toBe(401);
    expect((await audit('operator', target.id)).at(-1)).toMatchObject({
      action: 'operator.password.reset',
      actor: `operator:${approver.id}`,
    });

    const reviewer = await signInOperator(t, 'reviewer');
    const direct = await reset(await idOf(reviewer));
    expect(direct.json().data, direct.body).toMatchObject({ mustChangePassword: true });
  });

  it("100 parallel approvals of another admin's password reset, half by its target, reset it once", async () => {
    const targetToken = await signInOperator(t, 'superadmin');
    const targetId = await idOf(targetToken);
    const proposed = await call(adminA, 'POST', `/admin/operators/${targetId}/password`, {
      temporaryPassword: 'temporary-phrase-for-a-race',
    });
    const id = proposed.json().data.proposal.id as number;
    const others = await signInOperatorSessions(t, 'superadmin', 50);
    const targets = await Promise.all(Array.from({ length: 50 }, () => sessionOf(targetId)));
    const answers = await Promise.all(
      [...others, ...targets].map((token) =>
        decide(token, id).then((r) => ({ status: r.statusCode, body: r.json() })),
      ),
    );
    expect(answers.filter((a) => a.body.data?.status === 'approved')).toHaveLength(1);
    expect(answers.slice(0, 50).filter((a) => a.body.code === 'PROPOSAL_NOT_OPEN')).toHaveLength(
      49,
    );
    // The target never decides: refused as the change's subject, as no longer open, or (once
    // the reset ended their sessions) as signed out.
    for (const answer of answers.slice(50))
      expect(
        answer.status === 401 ||
          ['OPERATOR_SELF_CHANGE', 'PROPOSAL_NOT_OPEN'].includes(answer.body.code as string),
        JSON.stringify(answer),
      ).toBe(true);
    const resets = (await audit('operator', targetId)).filter(
      (row) => row.action === 'operator.password.reset',
    );
    expect(resets).toHaveLength(1);
  }, 120_000);

  it('100 parallel approvals of an operator proposal, half by the made admin, create it once', async () => {
    const proposed = await create(adminA, 'reviewer');
    const { id, after } = proposed.json().data.proposal as {
      id: number;
      after: { username: string };
    };
    const others = await signInOperatorSessions(t, 'superadmin', 50);
    const made = await Promise.all(Array.from({ length: 50 }, () => sessionOf(adminBId)));
    const answers = await Promise.all(
      [...others, ...made].map((token) => decide(token, id).then((r) => r.json())),
    );
    expect(answers.filter((a) => a.data?.status === 'approved')).toHaveLength(1);
    // The made admin's half is refused as linked (or, once decided, as no longer open).
    const madeCodes = new Set(answers.slice(50).map((a) => a.code as string));
    expect([...madeCodes].every((c) => ['PROPOSAL_GRANTEE', 'PROPOSAL_NOT_OPEN'].includes(c))).toBe(
      true,
    );
    expect(answers.slice(0, 50).filter((a) => a.code === 'PROPOSAL_NOT_OPEN')).toHaveLength(49);
    const rows = await t.database.pool.query(
      `SELECT o.id, (SELECT count(*) FROM operator_grants g WHERE g.operator_id = o.id) AS grants
         FROM operators o WHERE o.username = $1`,
      [after.username],
    );
    expect(rows.rows).toHaveLength(1);
    expect(Number(rows.rows[0].grants)).toBe(1);
    const creations = await t.database.pool.query(
      `SELECT count(*) AS n FROM audit_log WHERE action = 'operator.create' AND subject_id = $1`,
      [String(rows.rows[0].id)],
    );
    expect(Number(creations.rows[0].n)).toBe(1);
  }, 120_000);
});
