import { beforeAll, describe, expect, it } from 'vitest';
import { as, fundedCustomer } from '../../../test/support/funding.ts';
import { createPricedApp, PriceBoard } from '../../../test/support/price-board.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { matchInstrument } from './matcher.ts';

let t: TestApp;
let prices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
});

const KEY = 'US:NVDA';

const buy = async (token: string, quantity = '10') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: as(token),
    payload: { key: KEY, type: 'market', quantity, payPassword: '123456' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { positionId: number | null; id: number };
};

const openLots = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/positions', headers: as(token) })).json()
    .data as { id: number; stopLoss: string | null; takeProfit: string | null }[];

const patch = (
  token: string,
  id: number,
  body: { stopLoss: string | null; takeProfit: string | null },
  language = 'en',
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/positions/${id}`,
    headers: { ...as(token), 'accept-language': language },
    payload: body,
  });

const firstLot = async (token: string) => {
  const [lot] = await openLots(token);
  if (!lot) throw new Error('no open lot');
  return lot;
};

/** The stops as numbers, so '95' and '95.00000000' read the same. */
const stopsOf = (lot: { stopLoss: string | null; takeProfit: string | null }) => ({
  stopLoss: lot.stopLoss === null ? null : Number(lot.stopLoss),
  takeProfit: lot.takeProfit === null ? null : Number(lot.takeProfit),
});

const lotOf = async () => {
  const { token } = await fundedCustomer(t, '10000');
  prices.set(KEY, '100');
  await buy(token);
  const [lot] = await openLots(token);
  if (!lot) throw new Error('no lot opened');
  return { token, id: lot.id };
};

describe('stop loss and take profit on an open lot', () => {
  it('sets, changes and clears them; the list shows what was set', async () => {
    const { token, id } = await lotOf();
    const set = await patch(token, id, { stopLoss: '95', takeProfit: '110' });
    expect(set.statusCode).toBe(200);
    expect(stopsOf(set.json().data)).toEqual({ stopLoss: 95, takeProfit: 110 });
    expect(stopsOf(await firstLot(token))).toEqual({ stopLoss: 95, takeProfit: 110 });

    const changed = await patch(token, id, { stopLoss: '96.5', takeProfit: null });
    expect(stopsOf(changed.json().data)).toEqual({ stopLoss: 96.5, takeProfit: null });

    const cleared = await patch(token, id, { stopLoss: null, takeProfit: null });
    expect(cleared.statusCode).toBe(200);
    expect(stopsOf(await firstLot(token))).toEqual({ stopLoss: null, takeProfit: null });
  });

  it.each([
    ['a stop loss at the bid', { stopLoss: '100', takeProfit: null }, 'STOP_LOSS_INVALID'],
    ['a stop loss above the bid', { stopLoss: '101', takeProfit: null }, 'STOP_LOSS_INVALID'],
    ['a take profit at the bid', { stopLoss: null, takeProfit: '100' }, 'TAKE_PROFIT_INVALID'],
    ['a take profit below it', { stopLoss: '90', takeProfit: '99' }, 'TAKE_PROFIT_INVALID'],
    ['a stop loss off the tick', { stopLoss: '90.001', takeProfit: null }, 'PRICE_TICK'],
  ])('refuses %s as order placement does, and changes nothing', async (_label, body, code) => {
    const { token, id } = await lotOf();
    await patch(token, id, { stopLoss: '80', takeProfit: '120' });
    const refused = await patch(token, id, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(code);
    expect(stopsOf(await firstLot(token))).toEqual({ stopLoss: 80, takeProfit: 120 });
  });

  it('says why in the reader language, with the codes and words of an order', async () => {
    const { token, id } = await lotOf();
    const english = await patch(token, id, { stopLoss: '101', takeProfit: null });
    expect(english.json().message).toBe('The stop loss must be below the price.');
    const german = await patch(token, id, { stopLoss: null, takeProfit: '99' }, 'de');
    expect(german.json().code).toBe('TAKE_PROFIT_INVALID');
    expect(german.json().message).not.toBe('The take profit must be above the price.');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...as(token), 'accept-language': 'de' },
      payload: { key: KEY, type: 'market', quantity: '1', takeProfit: '99', payPassword: '123456' },
    });
    expect(order.json().message).toBe(german.json().message);
  });

  it("answers NOT_FOUND for another customer's lot, and it stays as it was", async () => {
    const { token, id } = await lotOf();
    const other = await fundedCustomer(t, '10');
    const refused = await patch(other.token, id, { stopLoss: '90', takeProfit: null });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect(stopsOf(await firstLot(token))).toEqual({ stopLoss: null, takeProfit: null });
  });

  it('refuses a closed lot, and a caller without a session', async () => {
    const { token, id } = await lotOf();
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/v1/positions/${id}/close`,
      headers: as(token),
      payload: { quantity: '10', payPassword: '123456' },
    });
    expect(close.json().data.status).toBe('filled');
    const refused = await patch(token, id, { stopLoss: '90', takeProfit: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('POSITION_NOT_OPEN');
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/positions/${id}`,
      payload: { stopLoss: '90', takeProfit: null },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('100 edits at once: all answered, the lot ends with exactly one of them whole', async () => {
    const { token, id } = await lotOf();
    // Edit i sets the pair (50 + i/4, 150 + i/4): a mixed pair would show in the final state.
    const pairs = Array.from({ length: 100 }, (_, i) => ({
      stopLoss: (50 + i / 4).toFixed(2),
      takeProfit: (150 + i / 4).toFixed(2),
    }));
    const answers = await Promise.all(pairs.map((pair) => patch(token, id, pair)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(pairs.map(() => 200));
    const final = stopsOf(await firstLot(token));
    expect(final.stopLoss).not.toBeNull();
    expect(Number(final.takeProfit) - Number(final.stopLoss)).toBe(100);
    expect(pairs.map(stopsOf)).toContainEqual(final);
  });

  it('a stop loss set on the lot fires at the next tick that crosses it', async () => {
    const { token, id } = await lotOf();
    expect((await patch(token, id, { stopLoss: '95', takeProfit: null })).statusCode).toBe(200);
    prices.set(KEY, '96');
    await matchInstrument(t.app.deps, KEY);
    expect(await openLots(token)).toHaveLength(1);
    prices.set(KEY, '94.5');
    await matchInstrument(t.app.deps, KEY);
    expect(await openLots(token)).toHaveLength(0);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/orders?status=history',
        headers: as(token),
      })
    ).json().data.items;
    expect(history[0]).toMatchObject({
      side: 'sell',
      status: 'filled',
      positionId: id,
      reason: 'STOP_LOSS',
      triggerPrice: '94.50000000',
    });
  });
});
