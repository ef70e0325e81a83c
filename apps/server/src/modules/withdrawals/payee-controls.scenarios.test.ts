import { beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  BANK_CARD,
  bindBankCard,
  fundedCustomer,
  markKycPassed,
  usd,
} from '../../../test/support/funding.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 24, new payee controls: a bank card or wallet bound less than the cooling-off hours
 * ago (console setting, 24 by default) cannot receive a withdrawal; a bank account not in the
 * verified identity's name is accepted but reaches the reviewer with the reason.
 */

let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
});

type Customer = Awaited<ReturnType<typeof fundedCustomer>>;

/** A customer with 1,000 USD, a pay password and a passed KYC of `identity` (given, family). */
const verifiedCustomer = async (identity: [string, string] = ['Ada', 'Lovelace']) => {
  const customer = await fundedCustomer(t, '1000');
  await markKycPassed(t, customer.customerId);
  // A test's stand-in for a passed identity document: what the KYC review leaves behind.
  await t.database.pool.query(
    `INSERT INTO kyc_submissions (customer_id, kind, first_name, last_name, id_number, status)
     VALUES ($1, 'idcard', $2, $3, 'X1234567', 'passed')`,
    [customer.customerId, ...identity],
  );
  return customer;
};

const withdraw = (customer: Customer, targetId: number, language = 'en', type = 'bank') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/withdraw',
    headers: { ...as(customer.token), 'accept-language': language },
    payload: {
      type,
      targetId,
      currency: type === 'bank' ? 'USD' : 'USDT',
      amount: '100',
      payPassword: '123456',
    },
  });

const bindCard = async (customer: Customer, accountName: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/card/bank',
    headers: as(customer.token),
    payload: { ...BANK_CARD, accountName },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
};

const setCoolingOff = async (hours: number) => {
  const admin = await signInOperator(t, 'superadmin');
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/settings',
    headers: as(admin),
  });
  const rules = (current.json().data as { key: string; value: Record<string, unknown> }[]).find(
    (setting) => setting.key === 'withdrawal.rules',
  )?.value;
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings/withdrawal.rules',
    headers: as(admin),
    payload: { value: { ...rules, payeeCoolingOffHours: hours } },
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** The review queue's row of a withdrawal, as the console reads it. */
const queued = async (id: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/withdrawals?status=0&pageSize=100',
    headers: as(await signInOperator(t, 'reviewer')),
  });
  return (response.json().data.items as { id: number; reviewNote: unknown }[]).find(
    (item) => item.id === id,
  );
};

describe('new payee cooling-off', () => {
  it('a card bound an hour ago is refused with the time it can receive, nothing held; 24 hours after binding it receives', async () => {
    const customer = await verifiedCustomer();
    const boundAt = t.clock.now.getTime();
    const cardId = await bindBankCard(t, customer.token, { fresh: true });
    // The card list says from when, so the app can show it before the PIN step.
    const cards = await t.app.inject({
      method: 'GET',
      url: '/api/v1/card/bank',
      headers: as(customer.token),
    });
    expect(cards.json().data.find((card: { id: number }) => card.id === cardId)?.usableFrom).toBe(
      new Date(boundAt + 24 * HOUR).toISOString(),
    );
    t.clock.advance(HOUR);
    const refused = await withdraw(customer, cardId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'PAYEE_COOLING_OFF',
      message:
        'For your safety, a bank card or wallet added in the last 24 hours cannot receive a withdrawal yet. This one can from Mar 3, 2026, 10:00 AM UTC.',
    });
    const inChinese = await withdraw(customer, cardId, 'zh-Hans');
    expect(inChinese.json().message).toContain('2026年3月3日');
    expect(await usd(t, customer.token)).toMatchObject({
      available: '1000.00000000',
      held: '0.00000000',
    });
    t.clock.advance(23 * HOUR - 1000);
    expect((await withdraw(customer, cardId)).json().code).toBe('PAYEE_COOLING_OFF');
    t.clock.advance(1000);
    const passed = await withdraw(customer, cardId);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(await usd(t, customer.token)).toMatchObject({ held: '101.00000000' });
  });

  it('a new wallet waits as a new card does', async () => {
    const customer = await verifiedCustomer();
    const wallet = await t.app.inject({
      method: 'POST',
      url: '/api/v1/card/crypto',
      headers: as(customer.token),
      payload: {
        name: 'Ledger',
        currency: 'USDT',
        network: 'TRC20',
        address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
        payPassword: '123456',
      },
    });
    const refused = await withdraw(customer, wallet.json().data.id, 'en', 'crypto');
    expect(refused.json().code).toBe('PAYEE_COOLING_OFF');
  });

  it('the hours are the console setting: 0 lets a new card receive at once, 48 keeps an older one waiting', async () => {
    const customer = await verifiedCustomer();
    await setCoolingOff(0);
    const cardId = await bindBankCard(t, customer.token, { fresh: true });
    expect((await withdraw(customer, cardId)).statusCode).toBe(200);
    await setCoolingOff(48);
    t.clock.advance(30 * HOUR);
    const refused = await withdraw(customer, cardId);
    expect(refused.json().code).toBe('PAYEE_COOLING_OFF');
    expect(refused.json().message).toContain('in the last 48 hours');
    await setCoolingOff(24);
  });
});

describe('payee name match', () => {
  it('the verified name written another way (case, accents, spacing, family name first) needs no note', async () => {
    const customer = await verifiedCustomer(['Zoë', 'Ågren Martín']);
    for (const accountName of ['zoe agren martin', 'ÅGREN MARTÍN, Zoë', '  Martin  Agren   ZOE ']) {
      const cardId = await bindCard(customer, accountName);
      t.clock.advance(25 * HOUR);
      const accepted = await withdraw(customer, cardId);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(await queued(accepted.json().data.id)).toMatchObject({ reviewNote: null });
    }
  });

  it("another holder's account is accepted, and the reviewer sees why to look closer", async () => {
    const customer = await verifiedCustomer(['Ada', 'Lovelace']);
    const cardId = await bindCard(customer, 'Charles Babbage');
    t.clock.advance(25 * HOUR);
    const accepted = await withdraw(customer, cardId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 0 });
    expect(await queued(accepted.json().data.id)).toMatchObject({
      reviewNote: {
        reason: 'payeeNameMismatch',
        payeeName: 'Charles Babbage',
        identityName: 'Ada Lovelace',
      },
    });
  });

  it('without a verified identity document the account name cannot be matched, and the reviewer is told so', async () => {
    const customer = await fundedCustomer(t, '1000');
    await markKycPassed(t, customer.customerId);
    const cardId = await bindBankCard(t, customer.token);
    const accepted = await withdraw(customer, cardId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await queued(accepted.json().data.id)).toMatchObject({
      reviewNote: { reason: 'payeeNameMismatch', payeeName: 'Ada Lovelace', identityName: null },
    });
  });
});
