import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/support/funding.ts';
import { enrolCustomerTotp } from '../../../test/support/second-factor.ts';
import {
  createTestApp,
  signInOperator,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';

/**
 * Issue 24: a customer lost their second factor. The console shows their factors (never a
 * secret) and an operator proposes a reset; a different operator approves it: factors and
 * recovery codes go, every session ends, the inbox says what happened.
 */
let t: TestApp;
let reviewerA: string;
let reviewerB: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  reviewerA = await signInOperator(t, 'reviewer');
  reviewerB = await signInOperator(t, 'reviewer');
  support = await signInOperator(t, 'support');
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as(token),
    ...(payload ? { payload } : {}),
  });

const count = async (table: string, customerId: number) =>
  Number(
    (
      await t.database.pool.query(`SELECT count(*) AS n FROM ${table} WHERE customer_id = $1`, [
        customerId,
      ])
    ).rows[0].n,
  );

describe("resetting a customer's lost second factor", () => {
  it('shows the factors without secrets; a proposal changes nothing; a second reviewer resets, ends sessions and tells the customer', async () => {
    const c = await signUpCustomer(t);
    const { secret } = await enrolCustomerTotp(t, c.token);
    const detail = await call(support, 'GET', `/admin/customers/${c.customerId}`);
    expect(detail.json().data).toMatchObject({
      secondFactors: [{ kind: 'totp', name: 'Authenticator app' }],
      recoveryCodesLeft: 10,
    });
    expect(detail.body).not.toContain(secret);

    expect(
      (await call(support, 'POST', `/admin/customers/${c.customerId}/second-factor-reset`))
        .statusCode,
    ).toBe(403);
    const proposed = await call(
      reviewerA,
      'POST',
      `/admin/customers/${c.customerId}/second-factor-reset`,
    );
    expect(proposed.json().data, proposed.body).toMatchObject({
      awaitingSecondApprover: true,
      proposal: {
        kind: 'customer.factor-reset',
        customerId: c.customerId,
        before: { factors: [{ kind: 'totp', name: 'Authenticator app' }] },
        after: { factors: [] },
      },
    });
    expect(proposed.body).not.toContain(secret);
    const id = proposed.json().data.proposal.id as number;
    // Nothing happened yet: the factor and the session are as they were.
    expect(await count('customer_second_factors', c.customerId)).toBe(1);
    expect((await call(c.token, 'GET', '/member/2fa')).statusCode).toBe(200);
    // One open reset per customer.
    expect(
      (await call(reviewerB, 'POST', `/admin/customers/${c.customerId}/second-factor-reset`)).json()
        .code,
    ).toBe('PROPOSAL_ALREADY_OPEN');

    const own = await call(reviewerA, 'POST', `/admin/approvals/${id}/decision`, {
      decision: 'approve',
    });
    expect(own.json().code).toBe('PROPOSAL_OWN');
    const approved = await call(reviewerB, 'POST', `/admin/approvals/${id}/decision`, {
      decision: 'approve',
    });
    expect(approved.json().data, approved.body).toMatchObject({ status: 'approved' });

    expect(await count('customer_second_factors', c.customerId)).toBe(0);
    expect(await count('customer_recovery_codes', c.customerId)).toBe(0);
    expect(await count('customer_devices', c.customerId)).toBe(0);
    expect((await call(c.token, 'GET', '/member/2fa')).statusCode).toBe(401);
    const audit = await t.database.pool.query(
      `SELECT action FROM audit_log WHERE subject_type = 'customer' AND subject_id = $1`,
      [String(c.customerId)],
    );
    expect(audit.rows.map((r) => r.action)).toContain('customer.second-factor-reset');

    // The password alone signs in again (no factor left to ask), and the inbox says why.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/login',
      payload: { mail: c.mail, password: c.password },
    });
    const token = login.json().data.token as string;
    expect(token, login.body).toBeTruthy();
    const inbox = (await call(token, 'GET', '/inbox')).json().data.items as { title: string }[];
    expect(inbox.map((m) => m.title)).toContain('Second factor reset');
    expect((await call(token, 'GET', '/member/2fa')).json().data).toMatchObject({
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
  });

  it('a customer without a second factor has nothing to reset', async () => {
    const c = await signUpCustomer(t);
    const none = await call(
      reviewerA,
      'POST',
      `/admin/customers/${c.customerId}/second-factor-reset`,
    );
    expect(none.statusCode).toBe(404);
    expect(
      (await call(reviewerA, 'GET', `/admin/customers/${c.customerId}`)).json().data,
    ).toMatchObject({
      secondFactors: [],
    });
  });
});
