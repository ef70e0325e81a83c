import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { as, fundedCustomer, usd } from '../../../test/support/funding.ts';
import { createPricedApp, type PriceBoard } from '../../../test/support/price-board.ts';
import { signInOperator, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let prices: PriceBoard;
let superadmin: string;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
  superadmin = await signInOperator(t, 'superadmin');
  prices.set('US:KO', '70', { bid: '69.99', ask: '70.01' });
});

const createDeal = (body: Record<string, unknown>, token = superadmin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/block-deals',
    headers: as(token),
    payload: {
      key: 'US:KO',
      price: '68.5',
      minQuantity: '10000',
      availableQuantity: '25000',
      opensAt: '2026-03-01T00:00:00Z',
      closesAt: '2026-03-10T00:00:00Z',
      ...body,
    },
  });

const buyer = () => fundedCustomer(t, '3000000');

const buyBlock = (token: string, id: number, quantity: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/blocktrade/${id}/buy`,
    headers: as(token),
    payload: { quantity, payPassword: '123456' },
  });

describe('block trades', () => {
  it('a block buy of 10,000 shares fills at the deal price and opens a lot', async () => {
    const deal = (await createDeal({})).json().data;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/blocktrade' }))
        .json()
        .data.map((d: { id: number }) => d.id),
    ).toContain(deal.id);
    const { token } = await buyer();
    const order = (await buyBlock(token, deal.id, '10000')).json().data;
    expect(order).toMatchObject({
      status: 'filled',
      filledPrice: '68.50000000',
      fee: '685.00000000',
    });
    // 3,000,000 - 685,000 - 685 fee.
    expect((await usd(t, token))?.available).toBe('2314315.00000000');
    const receipt = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}/receipt`,
        headers: as(token),
      })
    ).json().data;
    expect(receipt).toMatchObject({
      priceSource: 'block-deal',
      bid: '69.99000000',
      ask: '70.01000000',
    });
  });

  it('refuses less than the block minimum and more than is left; concurrent buyers never oversell', async () => {
    const deal = (await createDeal({ availableQuantity: '30000' })).json().data;
    const first = await buyer();
    expect((await buyBlock(first.token, deal.id, '9999')).json().code).toBe('BLOCK_MINIMUM');
    expect((await buyBlock(first.token, deal.id, '30001')).json().code).toBe('BLOCK_SOLD_OUT');
    const buyers = await Promise.all([buyer(), buyer(), buyer(), buyer()]);
    const results = await Promise.all(buyers.map((b) => buyBlock(b.token, deal.id, '10000')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual([
      'BLOCK_SOLD_OUT',
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('only a superadmin sets deals up, and never below 10,000 shares', async () => {
    const reviewer = await signInOperator(t, 'reviewer');
    expect((await createDeal({}, reviewer)).statusCode).toBe(403);
    const small = await createDeal({ minQuantity: '5000' });
    expect(small.json().message).toEqual(['A block deal is at least 10,000 shares.']);
  });
});
