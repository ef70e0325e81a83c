import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/support/funding.ts';
import {
  createTestApp,
  signInOperator,
  signUpCustomer,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInOperator(t, 'superadmin');
});

const put = (key: string, value: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/settings/${key}`,
    headers: as(admin),
    payload: { value },
  });

/** Registration of a new address, with `inviteCode` when given, in `language`. */
const register = async (inviteCode?: string, language = 'en') => {
  const mail = `invite-${randomBytes(4).toString('hex')}@example.com`;
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/member/code',
    payload: { channel: 'email', mail, purpose: 'register' },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/member/register',
    headers: { 'accept-language': language },
    payload: {
      channel: 'email',
      mail,
      code: t.lastCode(mail),
      password: 'secret12',
      ...(inviteCode ? { inviteCode } : {}),
    },
  });
};

describe('settings the console edits as forms', () => {
  it('the invite-code rule: required refuses a sign-up without a code, in words, and takes one with an inviter', async () => {
    expect((await register()).statusCode).toBe(200);
    expect((await put('member.inviteRule', 'required')).statusCode).toBe(200);
    const refused = await register(undefined, 'de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVITE_CODE_REQUIRED');
    expect(refused.json().message).toContain('Einladungscode');
    const inviter = await signUpCustomer(t).catch((error: unknown) => error);
    // The test helper signs up without a code: under the rule it is refused too.
    expect(inviter).toBeInstanceOf(Error);
    expect((await put('member.inviteRule', 'sometimes')).statusCode).toBe(400);
    expect((await put('member.inviteRule', 'optional')).statusCode).toBe(200);
    const host = await signUpCustomer(t);
    const profile = await t.app.inject({ url: '/api/v1/member/profile', headers: as(host.token) });
    const code = profile.json().data.inviteCode as string;
    expect((await put('member.inviteRule', 'required')).statusCode).toBe(200);
    expect((await register(code)).statusCode).toBe(200);
    await put('member.inviteRule', 'optional');
  });

  it('loan terms: checked by the schema the loans read, and the next application sees them', async () => {
    const terms = {
      interestRate: '0.0006',
      penaltyRate: '0.001',
      periods: [7, 30],
      currencies: [{ currency: 'USD', minimum: '100', maximum: '5000' }],
      reminderDays: 2,
    };
    expect((await put('loans.terms', { ...terms, interestRate: '1.5' })).statusCode).toBe(400);
    expect(
      (
        await put('loans.terms', {
          ...terms,
          currencies: [{ currency: 'USD', minimum: '100.5', maximum: '5000' }],
        })
      ).statusCode,
    ).toBe(400);
    const saved = await put('loans.terms', terms);
    expect(saved.statusCode, saved.body).toBe(200);
    const customer = await signUpCustomer(t);
    const shown = await t.app.inject({ url: '/api/v1/loans/terms', headers: as(customer.token) });
    expect(shown.json().data).toMatchObject({ interestRate: '0.0006', periods: [7, 30] });
  });
});
