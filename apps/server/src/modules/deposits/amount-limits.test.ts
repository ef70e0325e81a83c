import { beforeAll, describe, expect, it } from 'vitest';
import { as, bindBankCard, fundedCustomer, markKycPassed } from '../../../test/support/funding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: as(token), payload });

const HUGE = '99999999999999999999';

describe('per-currency maximums (issue 19 item 8)', () => {
  it('are published for the forms to show, without a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/setting/limits' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.USD).toEqual({
      deposit: '1000000',
      withdrawal: '1000000',
      transfer: '1000000',
      order: '10000000',
    });
  });

  it("refuse a deposit, a withdrawal and a transfer above them, in the reader's format, changing nothing", async () => {
    const customer = await fundedCustomer(t, '2000000');
    await markKycPassed(t, customer.customerId);
    const cardId = await bindBankCard(t, customer.token);
    const refusals = [
      await post(customer.token, 'deposit', { type: 'crypto', network: 'ERC20', money: HUGE }),
      await post(customer.token, 'withdraw', {
        type: 'bank',
        targetId: cardId,
        currency: 'USD',
        amount: '1000000.01',
        payPassword: '123456',
      }),
      await post(customer.token, 'transfer', {
        from: 'USD',
        to: 'EUR',
        amount: '1000000.01',
        payPassword: '123456',
      }),
    ];
    expect(refusals.map((refused) => [refused.statusCode, refused.json()])).toEqual(
      ['USDT', 'USD', 'USD'].map((currency) => [
        400,
        {
          code: 'AMOUNT_ABOVE_MAXIMUM',
          message: `The most you can move at once is 1,000,000.00 ${currency}.`,
        },
      ]),
    );
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/v1/deposit',
      headers: { ...as(customer.token), 'accept-language': 'de' },
      payload: { type: 'crypto', network: 'ERC20', money: HUGE },
    });
    expect(german.json().message).toBe('Höchstens 1.000.000,00 USDT auf einmal.');
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM deposits WHERE customer_id = $1',
      [customer.customerId],
    );
    expect(rows[0].n).toBe(0);
    // At the maximum itself: accepted.
    expect(
      (
        await post(customer.token, 'deposit', {
          type: 'crypto',
          network: 'ERC20',
          money: '1000000',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuse an order worth more than its currency allows, at the worst price it may fill at', async () => {
    const customer = await fundedCustomer(t, '1000');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: as(customer.token),
      payload: {
        key: 'US:AAPL',
        type: 'market',
        quantity: '1000000',
        payPassword: '123456',
      },
    });
    expect(order.json()).toEqual({
      code: 'AMOUNT_ABOVE_MAXIMUM',
      message: 'The most you can move at once is 10,000,000.00 USD.',
    });
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM orders WHERE customer_id = $1',
      [customer.customerId],
    );
    expect(rows[0].n).toBe(0);
  });
});
