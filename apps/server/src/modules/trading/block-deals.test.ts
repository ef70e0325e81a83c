import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { as, fundedCustomer, usd } from '../../../test/support/funding.ts';
import { createPricedApp, PriceBoard } from '../../../test/support/price-board.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/test-app.ts';

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
      premiumPercent: '-2',
      minQuantity: '10000',
      availableQuantity: '25000',
      opensAt: '2026-03-01T00:00:00Z',
      closesAt: '2026-03-10T00:00:00Z',
      ...body,
    },
  });

const buyer = () => fundedCustomer(t, '3000000');

const buyBlock = (token: string, id: number, quantity: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/blocktrade/${id}/buy`,
    headers: as(token),
    payload: { quantity, payPassword: '123456' },
  });

describe('block trades', () => {
  it('a block buy of 10,000 shares fills at the ask less the discount, on the tick, and opens a lot', async () => {
    const deal = (await createDeal({})).json().data;
    // 70.01 x 0.98 = 68.6098: a discount rounds up to the tick (toward the ask).
    expect(deal).toMatchObject({ premiumPercent: '-2', indicativePrice: '68.61' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/blocktrade' }))
        .json()
        .data.find((d: { id: number }) => d.id === deal.id),
    ).toMatchObject({ premiumPercent: '-2', indicativePrice: '68.61' });
    const { token } = await buyer();
    const order = (await buyBlock(token, deal.id, '10000')).json().data;
    expect(order).toMatchObject({
      status: 'filled',
      filledPrice: '68.61000000',
      fee: '686.10000000',
    });
    // 3,000,000 - 686,100 - 686.10 fee.
    expect((await usd(t, token))?.available).toBe('2313213.90000000');
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

  it('100 parallel block buys take exactly the shares the deal has, never more', async () => {
    const deal = (await createDeal({ availableQuantity: '50000' })).json().data;
    const whale = await fundedCustomer(t, '80000000');
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/trade-unlock',
      headers: as(whale.token),
      payload: { payPassword: '123456' },
    });
    expect(unlocked.statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/blocktrade/${deal.id}/buy`,
          headers: as(whale.token),
          payload: { quantity: '10000' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['BLOCK_SOLD_OUT']),
    );
    const { rows } = await t.database.pool.query(
      'SELECT available_quantity FROM block_deals WHERE id = $1',
      [deal.id],
    );
    expect(Number(rows[0]?.available_quantity)).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('the price is the ask of the moment of the buy plus the premium, never a typed price', async () => {
    const deal = (await createDeal({ premiumPercent: '2.5' })).json().data;
    // The feed moves after the deal is set up: the buy pays the new ask plus 2.5 %.
    prices.set('US:KO', '80', { bid: '79.99', ask: '80.03' });
    try {
      const { token } = await buyer();
      // 80.03 x 1.025 = 82.03075: a premium rounds down to the tick (toward the ask).
      expect((await buyBlock(token, deal.id, '10000')).json().data).toMatchObject({
        filledPrice: '82.03000000',
      });
    } finally {
      prices.set('US:KO', '70', { bid: '69.99', ask: '70.01' });
    }
    // Finding 2: 0.01 (or ten times the market) cannot be typed any more.
    const typed = await createDeal({ premiumPercent: undefined, price: '0.01' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a premium or discount outside the band (setting trading.blockDealBand)', async () => {
    for (const premiumPercent of ['-10.0001', '10.5', '-99', '900']) {
      const refused = await createDeal({ premiumPercent });
      expect(refused.statusCode, premiumPercent).toBe(400);
    }
    const outside = await createDeal({ premiumPercent: '-10.5' });
    expect(outside.json()).toMatchObject({
      code: 'BLOCK_PREMIUM_OUT_OF_BAND',
      message: "A block deal's premium or discount must be within ±10 % of the market price.",
    });
    expect((await createDeal({ premiumPercent: '-10' })).statusCode).toBe(200);
    await t.database.pool.query(
      `INSERT INTO settings (key, value) VALUES ('trading.blockDealBand', '"0.05"')
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    try {
      expect((await createDeal({ premiumPercent: '-6' })).json().code).toBe(
        'BLOCK_PREMIUM_OUT_OF_BAND',
      );
    } finally {
      await t.database.pool.query(
        `UPDATE settings SET value = '"0.10"' WHERE key = 'trading.blockDealBand'`,
      );
    }
  });

  it('a buy is refused while the quote is stale, and nothing moves', async () => {
    const deal = (await createDeal({})).json().data;
    const { token } = await buyer();
    const fresh = t.app.deps.quotes.snapshot(['US:KO']);
    const spy = vi
      .spyOn(t.app.deps.quotes, 'snapshot')
      .mockImplementation(() => fresh.map((quote) => ({ ...quote, stale: true })));
    try {
      const refused = await buyBlock(token, deal.id, '10000');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('QUOTE_STALE');
    } finally {
      spy.mockRestore();
    }
    expect((await usd(t, token))?.available).toBe('3000000.00000000');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/blocktrade' }))
        .json()
        .data.find((d: { id: number }) => d.id === deal.id).availableQuantity,
    ).toBe('25000');
  });

  it('a buy is refused while the market is closed', async () => {
    const board = new PriceBoard(() => closed.clock.now);
    const closed = await createTestApp({ MARKETS_ALWAYS_OPEN: '0' }, { marketData: board });
    board.set('US:KO', '70', { bid: '69.99', ask: '70.01' });
    const operator = await signInOperator(closed, 'superadmin');
    // 10:00 UTC is 05:00 in New York: closed.
    const deal = (
      await closed.app.inject({
        method: 'POST',
        url: '/api/v1/admin/block-deals',
        headers: as(operator),
        payload: {
          key: 'US:KO',
          premiumPercent: '0',
          minQuantity: '10000',
          availableQuantity: '10000',
          opensAt: '2026-03-01T00:00:00Z',
          closesAt: '2026-03-10T00:00:00Z',
        },
      })
    ).json().data;
    const { token } = await fundedCustomer(closed, '1000000');
    const refused = await buyBlock(token, deal.id, '10000', closed.app);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MARKET_CLOSED');
    expect((await usd(closed, token))?.available).toBe('1000000.00000000');
  });

  it('only a superadmin sets deals up, and never below 10,000 shares', async () => {
    const reviewer = await signInOperator(t, 'reviewer');
    expect((await createDeal({}, reviewer)).statusCode).toBe(403);
    const small = await createDeal({ minQuantity: '5000' });
    expect(small.json().message).toEqual(['A block deal is at least 10,000 shares.']);
  });

  it('the console lists every deal, newest first, with its state by the clock and what is left', async () => {
    const upcoming = (
      await createDeal({ opensAt: '2099-01-01T00:00:00Z', closesAt: '2099-01-02T00:00:00Z' })
    ).json().data;
    const closed = (
      await createDeal({ opensAt: '2020-01-01T00:00:00Z', closesAt: '2020-01-02T00:00:00Z' })
    ).json().data;
    const open = (await createDeal({ availableQuantity: '10000' })).json().data;
    const soldOut = await buyer();
    expect((await buyBlock(soldOut.token, open.id, '10000')).statusCode).toBe(200);

    const support = await signInOperator(t, 'support');
    const listed = await t.app.inject({
      url: '/api/v1/admin/block-deals?pageSize=100',
      headers: as(support),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const items = listed.json().data.items as {
      id: number;
      state: string;
      availableQuantity: string;
      createdBy: string;
    }[];
    expect(items.map((item) => item.id)).toEqual(
      [...items.map((item) => item.id)].sort((a, b) => b - a),
    );
    const stateOf = (id: number) => items.find((item) => item.id === id);
    expect(stateOf(upcoming.id)?.state).toBe('upcoming');
    expect(stateOf(closed.id)?.state).toBe('closed');
    expect(stateOf(open.id)).toMatchObject({ state: 'sold_out', availableQuantity: '0' });
    expect(stateOf(open.id)?.createdBy).toMatch(/^operator:\d+$/);
    expect(
      (await t.app.inject({ url: '/api/v1/admin/block-deals', headers: as(soldOut.token) }))
        .statusCode,
    ).toBe(401);
  });
});
