import { Decimal } from '@brokerage/shared';
import { feeScheduleSchema, holdAmount, tradeFee } from '@brokerage/shared/order-rules';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as, fundedCustomer, usd } from '../../../test/support/funding.ts';
import { createPricedApp, PriceBoard } from '../../../test/support/price-board.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { DEFAULT_TRADING_SETTINGS } from './trading-settings.ts';

let t: TestApp;
let prices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
});

const setFees = (value: unknown) =>
  t.database.pool.query(`UPDATE settings SET value = $1::jsonb WHERE key = 'trading.fees'`, [
    JSON.stringify(value),
  ]);

afterEach(() => setFees(DEFAULT_TRADING_SETTINGS['trading.fees']));

const published = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/trading/fees' });
  expect(response.statusCode).toBe(200);
  return { response, fees: feeScheduleSchema.parse(response.json().data) };
};

const buy = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: as(token),
    payload: { key: 'US:AAPL', type: 'market', quantity: '10', payPassword: '123456', ...body },
  });

/** An operator's edit of the table: another rate, minimum and discount. */
const EDITED = {
  default: { rate: '0.002', minimum: '3' },
  markets: { HK: { rate: '0.001', minimum: '5' } },
  vipDiscount: '0.5',
};

describe('the published fee table', () => {
  it('answers the trading.fees setting to anyone, briefly cacheable', async () => {
    const { response, fees } = await published();
    expect(fees).toEqual(DEFAULT_TRADING_SETTINGS['trading.fees']);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it("shows an operator's edit at once, and the server charges by it, with no restart", async () => {
    await setFees(EDITED);
    const { fees } = await published();
    expect(fees).toEqual(EDITED);

    const { token, customerId } = await fundedCustomer(t, '10000');
    prices.set('US:AAPL', '100');
    // 10 x 100 = 1000: 0.2 % is 2, below the new minimum of 3 (the old table took 1).
    const filled = (await buy(token, {})).json().data;
    expect(filled).toMatchObject({ status: 'filled', fee: '3.00000000' });
    expect(await usd(t, token)).toMatchObject({ available: '8997.00000000' });

    // A waiting buy holds its worst price and the new fee on it: 950 + 3.
    prices.set('US:MSFT', '100');
    const pending = (await buy(token, { key: 'US:MSFT', type: 'limit', price: '95' })).json().data;
    expect(pending.status).toBe('pending');
    expect((await usd(t, token))?.held).toBe('953.00000000');

    // The VIP discount follows the table too: 0.2 % of 5000 = 10, half off.
    await t.database.pool.query('UPDATE customers SET vip = true WHERE id = $1', [customerId]);
    expect((await buy(token, { quantity: '50' })).json().data.fee).toBe('5.00000000');
  });

  it('is what the server charges: the app computes the same fee and hold from it', async () => {
    const { token, customerId } = await fundedCustomer(t, '1000000');
    await setFees({ ...EDITED, default: { rate: '0.001425', minimum: '2' } });
    const { fees } = await published();
    const cases = [
      ['1', '100.01'],
      ['7', '123.45'],
      ['333', '33.33'],
      ['1000', '99.99'],
    ] as const;
    for (const vip of [false, true]) {
      await t.database.pool.query('UPDATE customers SET vip = $2 WHERE id = $1', [customerId, vip]);
      for (const [quantity, ask] of cases) {
        prices.set('US:AAPL', ask);
        const order = (await buy(token, { quantity })).json().data;
        const expected = tradeFee({ fees, vip }, 'US', new Decimal(ask).times(quantity));
        expect(order.fee, `${quantity} at ${ask}, vip ${vip}`).toBe(expected.toFixed(8));
      }
    }
    // A limit below the ask waits, holding its limit's cost and the fee on that.
    prices.set('US:NVDA', '33.33');
    const before = new Decimal((await usd(t, token))?.held ?? '0');
    const limit = (
      await buy(token, { key: 'US:NVDA', type: 'limit', price: '33.01', quantity: '333' })
    ).json().data;
    expect(limit.status).toBe('pending');
    const held = new Decimal((await usd(t, token))?.held ?? '0').minus(before);
    expect(held.toFixed()).toBe(
      holdAmount({ fees, vip: true }, 'US', new Decimal('33.01'), '333').toFixed(),
    );
  });
});
