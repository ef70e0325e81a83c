import { Decimal } from '@brokerage/shared';
import { trailingStopLevel } from '@brokerage/shared/order-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, fundedCustomer } from '../../../test/support/funding.ts';
import { createPricedApp, PriceBoard } from '../../../test/support/price-board.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { matchInstrument } from './matcher.ts';
import { positionById, updatePositionStops } from './trading.repository.ts';

/**
 * Issue 30 item 5: a trailing stop on an open lot follows the bid up by an amount or a percent
 * (rounded down to the tick), never down, and sells the lot once when the bid falls to it; a
 * take profit may sell as a limit at its level instead of at market. The expected stops below
 * are worked out by hand from the published rule, not by calling it.
 */
let t: TestApp;
let prices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
});

const KEY = 'US:NVDA';

interface Lot {
  id: number;
  quantity: string;
  stopLoss: string | null;
  takeProfit: string | null;
  takeProfitKind: 'market' | 'limit';
  trailing: { kind: string; distance: string; peak: string } | null;
}

const openLots = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/positions', headers: as(token) })).json()
    .data as Lot[];

const history = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/orders?status=history', headers: as(token) })
  ).json().data.items as {
    side: string;
    type: string;
    status: string;
    reason: string | null;
    limitPrice: string | null;
    filledPrice: string | null;
    quantity: string;
  }[];

const patch = (token: string, id: number, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/positions/${id}`,
    headers: as(token),
    payload: { stopLoss: null, takeProfit: null, ...body },
  });

const lotAt = async (price: string) => {
  const { token } = await fundedCustomer(t, '10000');
  prices.set(KEY, price);
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: as(token),
    payload: { key: KEY, type: 'market', quantity: '10', payPassword: '123456' },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const [lot] = await openLots(token);
  if (!lot) throw new Error('no lot opened');
  return { token, id: lot.id };
};

const tick = async (price: string) => {
  prices.set(KEY, price);
  await matchInstrument(t.app.deps, KEY);
};

const stopOf = async (token: string) => {
  const [lot] = await openLots(token);
  return lot?.stopLoss === null || lot === undefined ? null : Number(lot.stopLoss);
};

describe('trailing stop on an open lot', () => {
  it('by amount: follows a scripted path up, holds on the way down, and sells once at its stop', async () => {
    const { token, id } = await lotAt('100');
    const set = await patch(token, id, { trailing: { kind: 'amount', distance: '5' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ trailing: { kind: 'amount' } });
    expect(Number(set.json().data.stopLoss)).toBe(95);
    expect(Number(set.json().data.trailing.peak)).toBe(100);

    // [bid, the stop after it]: a new high raises the stop to high - 5; a fall leaves it.
    const path: [string, number][] = [
      ['102', 97],
      ['101.5', 97],
      ['110', 105],
      ['107', 105],
      ['112.37', 107.37],
      ['108', 107.37],
      ['107.38', 107.37],
    ];
    for (const [bid, stop] of path) {
      await tick(bid);
      expect(await stopOf(token), `after ${bid}`).toBe(stop);
    }
    expect(await history(token)).toHaveLength(1); // the buy

    // The bid reaches the stop: 100 matcher runs at once (server copies, the tick job) sell once.
    prices.set(KEY, '107.37');
    await Promise.all(Array.from({ length: 100 }, () => matchInstrument(t.app.deps, KEY)));
    await tick('106');
    await tick('120');
    expect(await openLots(token)).toHaveLength(0);
    const sales = (await history(token)).filter((order) => order.side === 'sell');
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      type: 'market',
      status: 'filled',
      reason: 'TRAILING_STOP',
      quantity: '10',
    });
    expect(Number(sales[0]?.filledPrice)).toBe(107.37);
  }, 60_000);

  it('by percent: the stop is rounded down to the tick, never nearer the price', async () => {
    const { token, id } = await lotAt('100');
    await patch(token, id, { trailing: { kind: 'percent', distance: '5' } });
    expect(await stopOf(token)).toBe(95);
    await tick('103.37'); // 103.37 x 0.95 = 98.2015
    expect(await stopOf(token)).toBe(98.2);
    await tick('103.38'); // 98.211
    expect(await stopOf(token)).toBe(98.21);
    await tick('99');
    expect(await stopOf(token)).toBe(98.21);
  });

  it('saving the sheet again keeps the peak it reached; a new distance starts from the bid', async () => {
    const { token, id } = await lotAt('100');
    await patch(token, id, { trailing: { kind: 'amount', distance: '5' } });
    await tick('110');
    await tick('106');
    const again = await patch(token, id, {
      trailing: { kind: 'amount', distance: '5' },
      takeProfit: '130',
    });
    expect(Number(again.json().data.stopLoss)).toBe(105);
    expect(Number(again.json().data.trailing.peak)).toBe(110);
    const wider = await patch(token, id, { trailing: { kind: 'amount', distance: '3' } });
    expect(Number(wider.json().data.stopLoss)).toBe(103);
    expect(Number(wider.json().data.trailing.peak)).toBe(106);
    const fixed = await patch(token, id, { stopLoss: '90' });
    expect(fixed.json().data).toMatchObject({ trailing: null });
    await tick('120');
    expect(await stopOf(token)).toBe(90);
  });

  it('a save computed before a raise and written after it leaves the raised stop', async () => {
    const { token, id } = await lotAt('100');
    await patch(token, id, { trailing: { kind: 'amount', distance: '5' } });
    const customerId = (await positionById(t.app.deps.db, id))?.customerId ?? 0;
    await tick('110');
    // The save read the lot at 100 (stop 95), the matcher raised it meanwhile: written late.
    const written = await updatePositionStops(t.app.deps.db, customerId, id, {
      stopLoss: '95',
      takeProfit: '130',
      takeProfitKind: 'market',
      trailingKind: 'amount',
      trailingDistance: '5',
      trailingPeak: '100',
    });
    expect(Number(written?.stopLoss)).toBe(105);
    expect(Number(written?.trailingPeak)).toBe(110);
    expect(Number(written?.takeProfit)).toBe(130);
    // A new distance is a new start, from the values it was given.
    const wider = await updatePositionStops(t.app.deps.db, customerId, id, {
      stopLoss: '97',
      takeProfit: null,
      takeProfitKind: 'market',
      trailingKind: 'amount',
      trailingDistance: '3',
      trailingPeak: '100',
    });
    expect(Number(wider?.stopLoss)).toBe(97);
  });

  it.each([
    [
      'a stop loss and a trailing stop together',
      { stopLoss: '90', trailing: { kind: 'amount', distance: '5' } },
      'VALIDATION_FAILED',
    ],
    [
      'a percent above 50',
      { trailing: { kind: 'percent', distance: '50.5' } },
      'TRAILING_DISTANCE_INVALID',
    ],
    [
      'an amount as large as the bid',
      { trailing: { kind: 'amount', distance: '100' } },
      'TRAILING_DISTANCE_INVALID',
    ],
    ['an amount off the tick', { trailing: { kind: 'amount', distance: '2.005' } }, 'PRICE_TICK'],
    ['an unknown kind', { trailing: { kind: 'ticks', distance: '2' } }, 'VALIDATION_FAILED'],
  ])('refuses %s, and the lot stays as it was', async (_label, body, code) => {
    const { token, id } = await lotAt('100');
    await patch(token, id, { stopLoss: '80' });
    const refused = await patch(token, id, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(code);
    const [lot] = await openLots(token);
    expect(lot).toMatchObject({ trailing: null });
    expect(Number(lot?.stopLoss)).toBe(80);
  });
});

describe('take profit as a limit', () => {
  it('sells as a limit order at its level, filled at that price or better', async () => {
    const { token, id } = await lotAt('100');
    const set = await patch(token, id, { takeProfit: '110', takeProfitKind: 'limit' });
    expect(set.json().data).toMatchObject({ takeProfitKind: 'limit' });
    await tick('109.99');
    expect(await openLots(token)).toHaveLength(1);
    await tick('110.02');
    expect(await openLots(token)).toHaveLength(0);
    const [sale] = (await history(token)).filter((order) => order.side === 'sell');
    expect(sale).toMatchObject({ type: 'limit', status: 'filled', reason: 'TAKE_PROFIT' });
    expect(Number(sale?.limitPrice)).toBe(110);
    expect(Number(sale?.filledPrice)).toBeGreaterThanOrEqual(110);
  });

  it('at market by default, as before', async () => {
    const { token, id } = await lotAt('100');
    const set = await patch(token, id, { takeProfit: '110' });
    expect(set.json().data).toMatchObject({ takeProfitKind: 'market' });
    await tick('110');
    const [sale] = (await history(token)).filter((order) => order.side === 'sell');
    expect(sale).toMatchObject({ type: 'market', status: 'filled', reason: 'TAKE_PROFIT' });
  });
});

describe('stops chosen when buying', () => {
  const buy = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: as(token),
      payload: { key: KEY, quantity: '10', payPassword: '123456', ...payload },
    });

  it('a buy at once with a 10 % trailing stop: the lot starts from the bid of its fill', async () => {
    const { token } = await fundedCustomer(t, '10000');
    prices.set(KEY, '100', { bid: '99.95', ask: '100.05' });
    const bought = await buy(token, {
      type: 'market',
      trailing: { kind: 'percent', distance: '10' },
      takeProfit: '130',
      takeProfitKind: 'limit',
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [lot] = await openLots(token);
    // 99.95 x 0.9 = 89.955, down to the tick: 89.95.
    expect(lot?.trailing).toMatchObject({ kind: 'percent' });
    expect(Number(lot?.trailing?.peak)).toBe(99.95);
    expect(Number(lot?.stopLoss)).toBe(89.95);
    expect(lot).toMatchObject({ takeProfitKind: 'limit' });
    expect(Number(lot?.takeProfit)).toBe(130);
    // It trails from there like one set on the lot.
    await tick('110');
    expect(await stopOf(token)).toBe(99);
  });

  it('a resting limit buy with an amount trailing stop starts from the bid when it fills', async () => {
    const { token } = await fundedCustomer(t, '10000');
    prices.set(KEY, '100');
    const placed = await buy(token, {
      type: 'limit',
      price: '95',
      trailing: { kind: 'amount', distance: '5' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await openLots(token)).toHaveLength(0);
    prices.set(KEY, '94.9', { bid: '94.85', ask: '94.9' });
    await matchInstrument(t.app.deps, KEY);
    const [lot] = await openLots(token);
    expect(Number(lot?.trailing?.peak)).toBe(94.85);
    expect(Number(lot?.stopLoss)).toBe(89.85);
  });

  it.each([
    [
      'both a stop loss and a trailing stop',
      { stopLoss: '90', trailing: { kind: 'percent', distance: '10' } },
      400,
    ],
    ['a percent above 50', { trailing: { kind: 'percent', distance: '60' } }, 400],
    ['an amount off the tick', { trailing: { kind: 'amount', distance: '0.005' } }, 400],
    ['an amount as large as the bid', { trailing: { kind: 'amount', distance: '100' } }, 400],
  ])('refuses %s, and places nothing', async (_, stops, status) => {
    const { token } = await fundedCustomer(t, '10000');
    prices.set(KEY, '100');
    const refused = await buy(token, { type: 'market', ...stops });
    expect(refused.statusCode, refused.body).toBe(status);
    expect(await openLots(token)).toHaveLength(0);
    expect(await history(token)).toHaveLength(0);
  });

  it('the database places a trailing stop where the shared rule does', async () => {
    const cases: [string, 'amount' | 'percent', string, string][] = [
      ['99.95', 'percent', '10', '0.01'],
      ['150.01', 'amount', '1.67', '0.01'],
      ['12.345', 'percent', '7.5', '0.005'],
      ['1001', 'amount', '3', '1'],
    ];
    for (const [peak, kind, distance, tick] of cases) {
      const { rows } = await t.database.pool.query<{ level: string }>(
        'SELECT trailing_stop_level($1::numeric, $2, $3::numeric, $4::numeric)::text AS level',
        [peak, kind, distance, tick],
      );
      const expected = trailingStopLevel(
        new Decimal(peak),
        { kind, distance: new Decimal(distance) },
        tick,
      );
      expect(new Decimal(rows[0]?.level ?? 'NaN').toFixed(), `${peak} ${kind} ${distance}`).toBe(
        expected.toFixed(),
      );
    }
  });
});
