import { beforeAll, describe, expect, it } from 'vitest';
import { reserve } from '../../ledger/holds.ts';
import { as, fund } from '../../../test/support/funding.ts';
import { createTestApp, signUpCustomer, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const funds = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/funds${query}`, headers: as(token) });

describe('funds overview', () => {
  it('lists every currency account and totals it in the display currency', async () => {
    const { token, customerId } = await signUpCustomer(t);
    await fund(t, customerId, '1000');
    await fund(t, customerId, '100', 'EUR');
    await t.database.db.transaction((tx) =>
      reserve(tx, {
        customerId,
        currency: 'USD',
        amount: '200',
        purpose: 'withdrawal',
        description: 'Withdrawal',
        actor: `customer:${customerId}`,
      }),
    );
    const response = await funds(token);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.displayCurrency).toBe('USD');
    expect(data.accounts.map((a: { currency: string }) => a.currency)).toEqual([
      'USD',
      'EUR',
      'CNY',
      'HKD',
      'MYR',
      'TWD',
      'SGD',
      'USDT',
    ]);
    expect(data.accounts[0]).toEqual({
      currency: 'USD',
      available: '800.00000000',
      held: '200.00000000',
      positionsValue: '0.00000000',
      todayProfit: '0.00000000',
      total: '1000.00000000',
      rateToDisplay: '1',
    });
    expect(data.accounts[1]).toMatchObject({ total: '100.00000000', rateToDisplay: '1.08' });
    expect(data.total).toEqual({
      available: '908.00',
      held: '200.00',
      positionsValue: '0.00',
      todayProfit: '0.00',
      total: '1108.00',
    });

    // In euros: 1,000 x 0.92592592 + 100 = 1025.925920, truncated to 1025.92.
    const inEuros = (await funds(token, '?currency=eur')).json().data;
    expect(inEuros.displayCurrency).toBe('EUR');
    expect(inEuros.total).toMatchObject({ total: '1025.92', held: '185.18' });
  });

  it('refuses an unknown display currency and needs a session', async () => {
    const { token } = await signUpCustomer(t);
    const unknown = await funds(token, '?currency=XYZ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('CURRENCY_UNSUPPORTED');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/funds' });
    expect(anonymous.statusCode).toBe(401);
  });
});
