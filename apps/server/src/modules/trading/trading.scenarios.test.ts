import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { as, fundedCustomer, usd } from '../../../test/support/funding.ts';
import { createPricedApp, PriceBoard } from '../../../test/support/price-board.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { runMatcher } from './matcher.ts';

let t: TestApp;
let prices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
});

/** A customer with a pay password and `cash` US dollars. */
const trader = (cash = '10000') => fundedCustomer(t, cash);

const buy = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { ...as(token), ...headers },
    payload: { key: 'US:AAPL', type: 'market', quantity: '10', payPassword: '123456', ...body },
  });

const close = (token: string, positionId: number, quantity: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/positions/${positionId}/close`,
    headers: as(token),
    payload: { quantity, payPassword: '123456' },
  });

const inbox = async (token: string): Promise<{ title: string; body: string }[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers: as(token) }))
    .json()
    .data.items.map(({ title, body }: { title: string; body: string }) => ({ title, body }));

const positions = async (token: string, status = 'open') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/positions?status=${status}`,
      headers: as(token),
    })
  ).json().data;

describe('trading scenarios', () => {
  it('market buy filled: pays the ask plus the fee, opens a lot, keeps a receipt', async () => {
    const { token } = await trader();
    prices.set('US:AAPL', '100', { bid: '99.99', ask: '100' });
    const order = (await buy(token, {})).json().data;
    expect(order).toMatchObject({
      status: 'filled',
      filledPrice: '100.00000000',
      fee: '1.00000000',
    });
    expect(await usd(t, token)).toMatchObject({ available: '8999.00000000', held: '0.00000000' });
    const [lot] = await positions(token);
    expect(lot).toMatchObject({
      key: 'US:AAPL',
      quantity: '10',
      openPrice: '100.00000000',
      lastPrice: '99.99',
      floatingPnl: '-0.1',
    });
    const receipt = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}/receipt`,
        headers: as(token),
      })
    ).json().data;
    expect(receipt).toMatchObject({
      price: '100.00000000',
      bid: '99.99000000',
      ask: '100.00000000',
      priceSource: 'simulated',
    });
    expect(receipt.filledAt).toMatch(/\.\d{3}Z$/);
    // Filled as it was placed: one ledger entry from cash, no hold in between.
    const entries = await t.database.pool.query(
      `SELECT e.type, (SELECT COUNT(*)::int FROM holds h WHERE h.reference = e.reference) AS holds
         FROM journal_entries e WHERE e.reference = $1`,
      [`O${order.id}`],
    );
    expect(entries.rows).toEqual([{ type: 'order.buy', holds: 0 }]);
  });

  it('a market buy tells the customer at once and keeps the event for a reconnect', async () => {
    const { token, customerId } = await trader();
    prices.set('US:AAPL', '100');
    const heard: unknown[] = [];
    const stop = t.app.deps.events.subscribe(customerId, (event) => heard.push(event));
    const order = (await buy(token, {})).json().data;
    stop();
    const expected = { type: 'order.updated', payload: { id: order.id, status: 'filled' } };
    expect(heard).toEqual([expect.objectContaining(expected)]);
    expect(await t.app.deps.events.since(customerId, 0)).toEqual(heard);
  });

  it('funds show an open lot at the bid and what it made today', async () => {
    const { token } = await trader();
    prices.set('US:META', '100');
    await buy(token, { key: 'US:META' });
    prices.set('US:META', '103', { bid: '102.5', ask: '103' });
    const funds = (
      await t.app.inject({ method: 'GET', url: '/api/v1/funds?currency=USD', headers: as(token) })
    ).json().data;
    const account = funds.accounts.find((a: { currency: string }) => a.currency === 'USD');
    // Bought today at 100: 10 x 102.5 at the bid, 10 x 2.5 made today.
    expect(account).toMatchObject({
      positionsValue: '1025.00000000',
      todayProfit: '25.00000000',
      total: '10024.00000000',
    });
    // The app refreshes these figures when the valued instruments tick.
    expect(funds.valuedInstruments).toEqual(['US:META']);
  });

  it("today's profit of a US lot viewed at 02:00 UTC counts from New York's day, not from UTC midnight", async () => {
    const before = t.clock.now;
    try {
      // Tuesday 24 November, 15:00 and 15:30 in New York: a buy, then a sale of part of it.
      t.clock.now = new Date('2026-11-24T20:00:00Z');
      const { token } = await trader();
      prices.set('US:NVDA', '100');
      expect((await buy(token, { key: 'US:NVDA' })).json().data.status).toBe('filled');
      const [position] = await positions(token);
      t.clock.now = new Date('2026-11-24T20:30:00Z');
      prices.set('US:NVDA', '104');
      const sale = await close(token, position.id, '4');
      expect(sale.statusCode).toBe(200);
      // 02:00 UTC on Wednesday is 21:00 on Tuesday in New York: both still happened today.
      t.clock.now = new Date('2026-11-25T02:00:00Z');
      prices.set('US:NVDA', '103', { bid: '102.5', ask: '103' });
      const funds = (
        await t.app.inject({ method: 'GET', url: '/api/v1/funds?currency=USD', headers: as(token) })
      ).json().data;
      const account = funds.accounts.find((a: { currency: string }) => a.currency === 'USD');
      // Open 6 from their 100 buy: 6 x 2.5 = 15; the sale: 4 x (104 - 100) - its 1.00 fee = 15.
      expect(account).toMatchObject({ positionsValue: '615.00000000', todayProfit: '30.00000000' });
    } finally {
      t.clock.now = before;
    }
  });

  it('limit buy filled on crossing: waits with its cash held, then fills at the better ask', async () => {
    const { token } = await trader();
    prices.set('US:MSFT', '100');
    const order = (await buy(token, { key: 'US:MSFT', type: 'limit', price: '95' })).json().data;
    expect(order.status).toBe('pending');
    expect(await usd(t, token)).toMatchObject({ held: '951.00000000' });
    await runMatcher(t.app.deps);
    expect((await usd(t, token))?.held).toBe('951.00000000');
    prices.set('US:MSFT', '94');
    await runMatcher(t.app.deps);
    expect(await usd(t, token)).toMatchObject({ available: '9059.00000000', held: '0.00000000' });
    expect((await positions(token))[0]).toMatchObject({ key: 'US:MSFT', openPrice: '94.00000000' });
  });

  it('limit cancelled releases the hold', async () => {
    const { token } = await trader();
    prices.set('US:MSFT', '100');
    const order = (await buy(token, { key: 'US:MSFT', type: 'limit', price: '90' })).json().data;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/cancel`,
      headers: as(token),
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await usd(t, token)).toMatchObject({ available: '10000.00000000', held: '0.00000000' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/cancel`,
      headers: as(token),
    });
    expect(again.json().code).toBe('ORDER_NOT_PENDING');
    // The reservation and its release carry the order's reference on the statement.
    const entries = await t.database.pool.query(
      'SELECT type FROM journal_entries WHERE reference = $1 ORDER BY id',
      [`O${order.id}`],
    );
    expect(entries.rows).toEqual([{ type: 'order.reserve' }, { type: 'order.void' }]);
  });

  it('partial close: receives the bid less the fee and books the realised P/L of that part', async () => {
    const { token } = await trader();
    prices.set('US:AAPL', '100');
    await buy(token, {});
    const [lot] = await positions(token);
    prices.set('US:AAPL', '110');
    const sold = (await close(token, lot.id, '4')).json().data;
    expect(sold).toMatchObject({ side: 'sell', status: 'filled', filledPrice: '110.00000000' });
    // 8999 after the buy, + 440 - 1 fee.
    expect((await usd(t, token))?.available).toBe('9438.00000000');
    const [rest] = await positions(token);
    // (110 - 100) x 4 - 1 (closing fee) - 0.4 (4/10 of the opening fee).
    expect(rest).toMatchObject({ quantity: '6', realizedPnl: '38.60000000' });
  });

  it('stop loss fires: the lot closes at the bid once it is crossed', async () => {
    const { token } = await trader();
    prices.set('US:NVDA', '100');
    await buy(token, { key: 'US:NVDA', stopLoss: '90', takeProfit: '130' });
    prices.set('US:NVDA', '91');
    await runMatcher(t.app.deps);
    expect(await positions(token)).toHaveLength(1);
    prices.set('US:NVDA', '89');
    await runMatcher(t.app.deps);
    expect(await positions(token)).toHaveLength(0);
    const [closed] = await positions(token, 'closed');
    expect(closed).toMatchObject({ key: 'US:NVDA', quantity: '0' });
    const history = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/orders?status=history',
        headers: as(token),
      })
    ).json().data;
    expect(history.items[0]).toMatchObject({
      side: 'sell',
      status: 'filled',
      filledPrice: '89.00000000',
      // The tick that fired the stop loss, stored with the fill.
      triggerPrice: '89.00000000',
    });
    const [sale] = (
      await t.app.inject({ method: 'GET', url: '/api/v1/positions/closed', headers: as(token) })
    ).json().data.items;
    expect(sale).toMatchObject({ triggerPrice: '89.00000000', partial: false });
    expect(sale.triggerQuoteTime).toBe(history.items[0].triggerQuoteTime);
    const { rows } = await t.database.pool.query(
      'SELECT trigger_price::text, trigger_quote_time FROM fills WHERE order_id = $1',
      [history.items[0].id],
    );
    expect(rows[0]?.trigger_price).toBe('89.00000000');
    expect((await inbox(token)).map((message) => message.title)).toEqual([
      'Stop loss sold: NVDA US',
    ]);
    expect(new Date(rows[0]?.trigger_quote_time).toISOString()).toBe(sale.triggerQuoteTime);
    // The take profit of the same bracket can no longer fire.
    prices.set('US:NVDA', '140');
    await runMatcher(t.app.deps);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/orders?status=history',
          headers: as(token),
        })
      ).json().data.total,
    ).toBe(2);
  });

  it('take profit fires', async () => {
    const { token } = await trader();
    prices.set('US:AMZN', '100');
    await buy(token, { key: 'US:AMZN', takeProfit: '120' });
    prices.set('US:AMZN', '121');
    await runMatcher(t.app.deps);
    expect((await positions(token, 'closed'))[0]).toMatchObject({ key: 'US:AMZN' });
    // 10000 - 1001 (buy) + 1210 - 1.21 (sale less its fee).
    expect((await usd(t, token))?.available).toBe('10207.79000000');
    // The customer is told (issue 31 item 14), once.
    expect(await inbox(token)).toEqual([
      {
        title: 'Take profit sold: AMZN US',
        body: expect.stringMatching(/^Your take profit sold 10 AMZN US at 121(\.00)? USD\./),
      },
    ]);
    await runMatcher(t.app.deps);
    expect(await inbox(token)).toHaveLength(1);
  });

  it('fee and VIP discount: 0.1 % with a minimum, VIP pays 20 % less', async () => {
    const { token, customerId } = await trader('300000');
    prices.set('US:AAPL', '100');
    const big = (await buy(token, { quantity: '1000' })).json().data;
    expect(big.fee).toBe('100.00000000');
    await t.database.pool.query('UPDATE customers SET vip = true WHERE id = $1', [customerId]);
    const vip = (await buy(token, { quantity: '1000' })).json().data;
    expect(vip.fee).toBe('80.00000000');
  });

  it('an idempotent retry places one order', async () => {
    const { token } = await trader();
    prices.set('US:AAPL', '100');
    const key = { 'idempotency-key': 'buy-aapl-once-1' };
    const [a, b] = await Promise.all([buy(token, {}, key), buy(token, {}, key)]);
    const c = await buy(token, {}, key);
    expect(new Set([a.json().data.id, b.json().data.id, c.json().data.id]).size).toBe(1);
    expect(await positions(token)).toHaveLength(1);
    expect((await buy(token, { quantity: '20' }, key)).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('100 concurrent buys that together exceed the cash never overdraw it', async () => {
    const { token } = await trader('1000');
    prices.set('US:AAPL', '50');
    // The session is unlocked with the PIN once, as the app does, so the race is for the cash
    // alone (100 PIN checks at once would queue on the PIN's throttle instead).
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/trade-unlock',
      headers: as(token),
      payload: { payPassword: '123456' },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => buy(token, { quantity: '1', payPassword: undefined })),
    );
    const filled = results.filter((r) => r.statusCode === 200 && r.json().data.status === 'filled');
    // Each buy fills at once for 50 + 1 fee: exactly 19 fit in 1000, the rest are refused.
    expect(filled).toHaveLength(19);
    expect(results.filter((r) => r.json().code === 'INSUFFICIENT_FUNDS')).toHaveLength(81);
    const balance = await usd(t, token);
    expect(Number(balance?.available)).toBeGreaterThanOrEqual(0);
    expect(balance?.held).toBe('0.00000000');
    expect(balance?.available).toBe(`${1000 - 51 * filled.length}.00000000`);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('closing the same position twice concurrently closes it once', async () => {
    const { token } = await trader();
    prices.set('US:AAPL', '100');
    await buy(token, {});
    const [lot] = await positions(token);
    const results = await Promise.all([close(token, lot.id, '10'), close(token, lot.id, '10')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('CLOSE_EXCEEDS_OPEN');
    expect((await usd(t, token))?.available).toBe('9998.00000000');
  });
});

describe('the pay password', () => {
  it('unlocks trading for 15 minutes, then orders need it again', async () => {
    const { token } = await trader();
    prices.set('US:AAPL', '100');
    const locked = await buy(token, { payPassword: undefined });
    expect(locked.json().code).toBe('PAY_PASSWORD_REQUIRED');
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/trade-unlock',
      headers: as(token),
      payload: { payPassword: '123456' },
    });
    expect(unlocked.statusCode).toBe(200);
    // The app reads the unlock so that it does not ask for the PIN again (issue 19).
    const status = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/member/trade-unlock', headers: as(token) });
    expect((await status()).json().data.until).toBe(unlocked.json().data.until);
    expect((await buy(token, { payPassword: undefined, quantity: '1' })).json().data.status).toBe(
      'filled',
    );
    t.clock.advance(16 * 60_000);
    prices.set('US:AAPL', '100');
    expect((await status()).json().data).toEqual({ until: null });
    expect((await buy(token, { payPassword: undefined, quantity: '1' })).json().code).toBe(
      'PAY_PASSWORD_REQUIRED',
    );
  });
});

describe('a market that is closed', () => {
  it('an order placed on a closed market waits and fills at the open', async () => {
    const board = new PriceBoard(() => closed.clock.now);
    const closed = await createTestApp({ MARKETS_ALWAYS_OPEN: '0' }, { marketData: board });
    const customer = await fundedCustomer(closed, '5000');
    // 10:00 UTC is 05:00 in New York: closed.
    board.set('US:AAPL', '100');
    const order = await closed.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: as(customer.token),
      payload: { key: 'US:AAPL', type: 'market', quantity: '10', payPassword: '123456' },
    });
    expect(order.json().data.status).toBe('pending');
    await runMatcher(closed.app.deps);
    expect((await usd(closed, customer.token))?.held).toBe('1021.02000000');
    closed.clock.advance(4.5 * 3_600_000 + 60_000); // 14:31 UTC = 09:31 New York
    board.set('US:AAPL', '101');
    await runMatcher(closed.app.deps);
    expect(await usd(closed, customer.token)).toMatchObject({
      available: '3988.99000000',
      held: '0.00000000',
    });
  });
});

describe('bad orders change nothing', () => {
  it.each([
    ['insufficient funds', { quantity: '1000' }, 'INSUFFICIENT_FUNDS'],
    ['an unknown instrument', { key: 'US:NOPE' }, 'UNKNOWN_INSTRUMENT'],
    ['an index', { key: 'US:SPX' }, 'UNKNOWN_INSTRUMENT'],
    ['an absurd price', { type: 'limit', price: '1000' }, 'PRICE_OUT_OF_RANGE'],
    ['a price off the tick', { type: 'limit', price: '100.001' }, 'PRICE_TICK'],
    ['a stop loss above the price', { stopLoss: '120' }, 'STOP_LOSS_INVALID'],
    ['a wrong pay password', { payPassword: '000000' }, 'PAY_PASSWORD_WRONG'],
  ])('refuses %s', async (_label, body, code) => {
    const { token } = await trader('500');
    prices.set('US:AAPL', '100');
    prices.set('US:SPX', '5000');
    const response = await buy(token, body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().code).toBe(code);
    expect(await usd(t, token)).toMatchObject({ available: '500.00000000', held: '0.00000000' });
  });

  it.each([
    ['0', 'Minimum unit 1'],
    ['1.5', 'Minimum unit 1'],
    ['-3', 'Minimum unit 1'],
  ])('refuses the quantity %s with "%s"', async (quantity, message) => {
    const { token } = await trader('500');
    const response = await buy(token, { quantity });
    expect(response.json().message).toContain(message);
  });

  it.each([
    ['a known instrument', 'US:AAPL'],
    ['an unknown instrument', 'US:NOPE'],
  ])('answers 401 without a session, for %s alike', async (_label, key) => {
    prices.set('US:AAPL', '100');
    const { token: loggedOut } = await trader();
    await t.app.inject({ method: 'POST', url: '/api/v1/member/logout', headers: as(loggedOut) });
    for (const token of ['', 'x'.repeat(43), loggedOut]) {
      const response = await buy(token, { key });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it("refuses 'wrong amount' for a negative price and asks for the price of a limit order", async () => {
    const { token } = await trader('500');
    expect((await buy(token, { type: 'limit', price: '-5' })).json().message).toContain(
      'wrong amount',
    );
    expect((await buy(token, { type: 'limit' })).json().message).toContain('Price is required.');
  });

  it("cannot close more than is open, nor someone else's lot, nor cancel someone else's order", async () => {
    const owner = await trader();
    const stranger = await trader();
    prices.set('US:AAPL', '100');
    await buy(owner.token, {});
    const [lot] = await positions(owner.token);
    expect((await close(owner.token, lot.id, '11')).json().code).toBe('CLOSE_EXCEEDS_OPEN');
    expect((await close(stranger.token, lot.id, '1')).statusCode).toBe(404);
    const pending = (await buy(owner.token, { type: 'limit', price: '80' })).json().data;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${pending.id}/cancel`,
      headers: as(stranger.token),
    });
    expect(cancel.statusCode).toBe(404);
    expect((await positions(owner.token))[0].quantity).toBe('10');
  });
});
