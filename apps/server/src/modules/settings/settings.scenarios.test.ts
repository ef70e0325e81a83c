import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
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
let reviewer: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInOperator(t, 'superadmin');
  reviewer = await signInOperator(t, 'reviewer');
  support = await signInOperator(t, 'support');
});

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as(token),
    ...(payload ? { payload } : {}),
  });

describe('settings', () => {
  it('checks a value against its schema, writes it and audits before and after; admins only', async () => {
    const before = (await call(admin, 'GET', '/admin/settings')).json().data as {
      key: string;
      value: unknown;
    }[];
    const fees = before.find((s) => s.key === 'trading.fees')?.value;
    expect(fees).toBeTruthy();
    const broken = await call(admin, 'PUT', '/admin/settings/trading.fees', {
      value: { default: 'cheap' },
    });
    expect(broken.statusCode).toBe(400);
    const changed = { ...(fees as object), vipDiscount: '0.25' };
    expect(
      (await call(reviewer, 'PUT', '/admin/settings/trading.fees', { value: changed })).statusCode,
    ).toBe(403);
    const ok = await call(admin, 'PUT', '/admin/settings/trading.fees', { value: changed });
    expect(ok.statusCode, ok.body).toBe(200);
    const served = await t.app.inject({ url: '/api/v1/trading/fees' });
    expect(JSON.stringify(served.json())).toContain('0.25');
    const audit = await t.database.db.execute<{
      before: { vipDiscount: string };
      after: { vipDiscount: string };
    }>(
      sql`SELECT before, after FROM audit_log WHERE action = 'setting.update' AND subject_id = 'trading.fees'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.before.vipDiscount).toBe('0.2');
    expect(audit.rows[0]?.after.vipDiscount).toBe('0.25');
    expect(
      (await call(admin, 'PUT', '/admin/settings/not.a.setting', { value: 1 })).statusCode,
    ).toBe(400);
  });

  it('holds each setting to its meaning: a checked IBAN and BIC, addresses of their network, a fee of at most 1 %', async () => {
    const settingOf = async (key: string) =>
      (
        (await call(admin, 'GET', '/admin/settings')).json().data as {
          key: string;
          value: unknown;
        }[]
      ).find((setting) => setting.key === key)?.value;
    const put = (key: string, value: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/settings/${key}`,
        headers: { ...as(admin), 'accept-language': 'de' },
        payload: { value },
      });
    const bank = { bankName: 'Demo Bank AG', accountName: 'Client Money', bic: 'COBADEFFXXX' };
    const bankBefore = await settingOf('funding.bank');

    // One digit off the valid DE89 3704 0044 0532 0130 00: the checksum fails.
    const badIban = await put('funding.bank', { ...bank, iban: 'DE89370400440532013001' });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().message).toEqual(['Die IBAN ist ungültig.']);
    expect(await settingOf('funding.bank')).toEqual(bankBefore);
    expect(
      (await put('funding.bank', { ...bank, iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBA' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await put('funding.bank', { ...bank, bankName: ' ', iban: 'DE89370400440532013000' }))
        .statusCode,
    ).toBe(400);
    // A valid one is stored in its electronic form: one spelling for customers to copy.
    const good = await put('funding.bank', { ...bank, iban: 'de89 3704 0044 0532 0130 00' });
    expect(good.statusCode, good.body).toBe(200);
    expect(await settingOf('funding.bank')).toMatchObject({ iban: 'DE89370400440532013000' });

    const addresses = (await settingOf('funding.cryptoAddresses')) as {
      ERC20: string;
      TRC20: string;
    };
    // The EIP-55 checksum is in the letters' case: one letter flipped is a different claim.
    const flipped = addresses.ERC20.replace('a', 'A');
    expect(flipped).not.toBe(addresses.ERC20);
    expect(
      (await put('funding.cryptoAddresses', { ...addresses, ERC20: flipped })).statusCode,
    ).toBe(400);
    expect(
      (await put('funding.cryptoAddresses', { ...addresses, TRC20: addresses.ERC20 })).statusCode,
    ).toBe(400);
    expect(await settingOf('funding.cryptoAddresses')).toEqual(addresses);

    const fees = (await settingOf('trading.fees')) as {
      default: { rate: string; minimum: string };
    };
    const withRate = (rate: string) => ({ ...fees, default: { ...fees.default, rate } });
    const fifty = await put('trading.fees', withRate('0.5'));
    expect(fifty.statusCode).toBe(400);
    expect(String(fifty.json().message)).toContain('1 %');
    expect(await settingOf('trading.fees')).toEqual(fees);
    expect(
      (await put('trading.fees', { ...fees, markets: { HK: { rate: '0.0101', minimum: '5' } } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('web view origins', () => {
  it('accept origins only (no path, no other scheme) and reach the app through setting/base', async () => {
    for (const value of [
      ['javascript:alert(1)'],
      ['https://help.example.com/chat'],
      ['http://help.example.com'],
      'x',
    ])
      expect(
        (await call(admin, 'PUT', '/admin/settings/base.webviewOrigins', { value })).statusCode,
      ).toBe(400);
    const ok = await call(admin, 'PUT', '/admin/settings/base.webviewOrigins', {
      value: ['https://help.example.com', 'https://127.0.0.1:8443'],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const base = await t.app.inject({ url: '/api/v1/setting/base' });
    expect(base.json().data.webviewOrigins).toEqual([
      'https://help.example.com',
      'https://127.0.0.1:8443',
    ]);
  });
});

describe('the company and its legal texts', () => {
  it('reach About through setting/legal as operators write them; a text too long is refused', async () => {
    const before = (await t.app.inject({ url: '/api/v1/setting/legal' })).json().data;
    expect(before.company).toBe('Brokerage Demo Ltd.');
    const value = {
      ...before,
      company: 'Example Securities AG',
      regulator: 'BaFin',
      licence: 'HRB 123456',
    };
    const tooLong = await call(admin, 'PUT', '/admin/settings/base.legal', {
      value: { ...value, licence: 'x'.repeat(65) },
    });
    expect(tooLong.statusCode).toBe(400);
    const ok = await call(admin, 'PUT', '/admin/settings/base.legal', { value });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await t.app.inject({ url: '/api/v1/setting/legal' });
    expect(after.json().data).toEqual(value);
  });
});

describe('operators', () => {
  it('need 12 characters and an uncommon password; a disabled operator is signed out', async () => {
    const username = `new-${randomBytes(3).toString('hex')}`;
    const short = await call(admin, 'POST', '/admin/operators', {
      username,
      password: 'short-pass',
      role: 'support',
    });
    expect(short.statusCode).toBe(400);
    const common = await call(admin, 'POST', '/admin/operators', {
      username,
      password: 'Password1234',
      role: 'support',
    });
    expect(common.json()).toMatchObject({ code: 'OPERATOR_PASSWORD_COMMON' });
    expect(
      (
        await call(reviewer, 'POST', '/admin/operators', {
          username,
          password: 'a-long-unusual-phrase',
          role: 'support',
        })
      ).statusCode,
    ).toBe(403);
    const created = await call(admin, 'POST', '/admin/operators', {
      username,
      password: 'a-long-unusual-phrase',
      role: 'support',
    });
    expect(created.statusCode, created.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username, password: 'a-long-unusual-phrase' },
    });
    const token = login.json().data.token as string;
    expect((await call(token, 'GET', '/user')).statusCode).toBe(200);
    const disabled = await call(admin, 'PATCH', `/admin/operators/${created.json().data.id}`, {
      disabled: true,
    });
    expect(disabled.json().data.disabled).toBe(true);
    expect((await call(token, 'GET', '/user')).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username, password: 'a-long-unusual-phrase' },
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('support conversations', () => {
  it('a customer writes, support sees it waiting and answers, the customer gets it live', async () => {
    const customer = await signUpCustomer(t);
    const written = await call(customer.token, 'POST', '/support/messages', {
      body: 'Where is my deposit?',
    });
    expect(written.statusCode, written.body).toBe(200);
    const waiting = await call(support, 'GET', '/admin/support/conversations?awaiting=true');
    expect(waiting.json().data.items.map((c: { customerId: number }) => c.customerId)).toContain(
      customer.customerId,
    );
    const answered = await call(
      support,
      'POST',
      `/admin/support/conversations/${customer.customerId}`,
      {
        body: 'It was credited a minute ago.',
      },
    );
    expect(answered.statusCode).toBe(200);
    const thread = await call(customer.token, 'GET', '/support/messages');
    expect(thread.json().data.map((m: { author: string }) => m.author)).toEqual([
      'customer',
      'operator',
    ]);
    const events = await t.database.db.execute<{ type: string }>(
      sql`SELECT type FROM customer_events WHERE customer_id = ${customer.customerId} AND type = 'support.message'`,
    );
    expect(events.rows).toHaveLength(2);
    const stillWaiting = await call(
      support,
      'GET',
      '/admin/support/conversations?awaiting=true&pageSize=100',
    );
    expect(
      stillWaiting.json().data.items.map((c: { customerId: number }) => c.customerId),
    ).not.toContain(customer.customerId);
  });
});

const put = (key: string, value: unknown) =>
  call(admin, 'PUT', `/admin/settings/${key}`, { value });

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
