import { Decimal } from '@brokerage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/invariants.ts';
import { as, fundedCustomer, usd } from '../../../test/support/funding.ts';
import { createPricedApp, type PriceBoard } from '../../../test/support/price-board.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { runMatcher } from './matcher.ts';

let t: TestApp;
let prices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
});

/** A customer with a pay password and `cash` US dollars. */
const trader = (cash = '10000') => fundedCustomer(t, cash);

const buy = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: as(token),
    payload: { type: 'market', quantity: '10', payPassword: '123456', ...body },
  });

const close = (token: string, positionId: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/positions/${positionId}/close`,
    headers: as(token),
    payload: { payPassword: '123456', ...body },
  });

const get = async (token: string, url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: as(token) })).json().data;

const order = async (token: string, id: number) => {
  const [open, history] = await Promise.all([
    get(token, 'orders?status=open'),
    get(token, 'orders?status=history'),
  ]);
  return [...open.items, ...history.items].find((item: { id: number }) => item.id === id);
};

/** Opens a 10-share lot at 100 of `key`; answers its id. */
const openLot = async (token: string, key: string) => {
  prices.set(key, '100');
  expect((await buy(token, { key })).json().data.status).toBe('filled');
  const lots = await get(token, 'positions?status=open');
  return lots.find((lot: { key: string }) => lot.key === key).id as number;
};

describe('stop and stop-limit buys', () => {
  it('stop buy triggers when the ask reaches the stop', async () => {
    const { token } = await trader();
    prices.set('US:AAPL', '100');
    const placed = (await buy(token, { key: 'US:AAPL', type: 'stop', stopPrice: '105' })).json()
      .data;
    expect(placed).toMatchObject({
      type: 'stop',
      status: 'pending',
      stopPrice: '105.00000000',
      triggered: false,
      closingReview: false,
    });
    // 105 x 1.02 x 10 = 1071, fee 1.08 (0.1 %, up to the cent).
    expect(await usd(t, token)).toMatchObject({ held: '1072.08000000' });
    prices.set('US:AAPL', '104.99');
    await runMatcher(t.app.deps);
    expect((await order(token, placed.id)).status).toBe('pending');
    prices.set('US:AAPL', '105');
    await runMatcher(t.app.deps);
    expect(await order(token, placed.id)).toMatchObject({
      status: 'filled',
      triggered: true,
      filledPrice: '105.00000000',
      fee: '1.05000000',
    });
    // 10000 - 1050 - 1.05; the rest of the hold is released in the same entry.
    expect(await usd(t, token)).toMatchObject({ available: '8948.95000000', held: '0.00000000' });
    // Running the job again changes nothing.
    await runMatcher(t.app.deps);
    expect((await get(token, 'positions?status=open')).length).toBe(1);
  });

  it('stop buy gapped through fills at the next price', async () => {
    const { token } = await trader();
    prices.set('US:MSFT', '100');
    const placed = (await buy(token, { key: 'US:MSFT', type: 'stop', stopPrice: '105' })).json()
      .data;
    // The price jumps over the stop: no quote at 105 ever existed.
    prices.set('US:MSFT', '107', { bid: '106.9', ask: '107' });
    await runMatcher(t.app.deps);
    expect(await order(token, placed.id)).toMatchObject({
      status: 'filled',
      filledPrice: '107.00000000',
    });
    const receipt = await get(token, `orders/${placed.id}/receipt`);
    expect(receipt).toMatchObject({ price: '107.00000000', ask: '107.00000000' });
    expect(await usd(t, token)).toMatchObject({ available: '8928.93000000', held: '0.00000000' });
  });

  it('stop buy gapped beyond its reservation is refused and releases the hold', async () => {
    const { token } = await trader();
    prices.set('US:NVDA', '100');
    const placed = (await buy(token, { key: 'US:NVDA', type: 'stop', stopPrice: '105' })).json()
      .data;
    prices.set('US:NVDA', '120');
    await runMatcher(t.app.deps);
    expect(await order(token, placed.id)).toMatchObject({
      status: 'refused',
      reason: 'PRICE_MOVED',
    });
    expect(await usd(t, token)).toMatchObject({ available: '10000.00000000', held: '0.00000000' });
  });

  it('stop-limit waits when the price gaps past its limit', async () => {
    const { token } = await trader();
    prices.set('US:AMZN', '100');
    const placed = (
      await buy(token, { key: 'US:AMZN', type: 'stop_limit', stopPrice: '105', price: '106' })
    ).json().data;
    expect(placed).toMatchObject({ type: 'stop_limit', limitPrice: '106.00000000' });
    // 106 x 10 = 1060, fee 1.06.
    expect(await usd(t, token)).toMatchObject({ held: '1061.06000000' });
    prices.set('US:AMZN', '110');
    await runMatcher(t.app.deps);
    expect(await order(token, placed.id)).toMatchObject({ status: 'pending', triggered: true });
    expect((await usd(t, token))?.held).toBe('1061.06000000');
    // Triggered, it now works as a limit buy at 106, even below its stop.
    prices.set('US:AMZN', '104');
    await runMatcher(t.app.deps);
    expect(await order(token, placed.id)).toMatchObject({
      status: 'filled',
      filledPrice: '104.00000000',
    });
    expect(await usd(t, token)).toMatchObject({ available: '8958.96000000', held: '0.00000000' });
  });

  it('a pending stop can be cancelled and releases the hold', async () => {
    const { token } = await trader();
    prices.set('US:GOOGL', '100');
    const placed = (await buy(token, { key: 'US:GOOGL', type: 'stop', stopPrice: '101' })).json()
      .data;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/cancel`,
      headers: as(token),
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    prices.set('US:GOOGL', '102');
    await runMatcher(t.app.deps);
    expect(await usd(t, token)).toMatchObject({ available: '10000.00000000', held: '0.00000000' });
  });
});

describe('bad stop orders change nothing', () => {
  it.each([
    ['a stop at the ask', { type: 'stop', stopPrice: '100' }, 'STOP_NOT_ABOVE_ASK'],
    ['a stop below the ask', { type: 'stop', stopPrice: '95' }, 'STOP_NOT_ABOVE_ASK'],
    ['a stop off the tick', { type: 'stop', stopPrice: '105.001' }, 'PRICE_TICK'],
    ['a stop outside the band', { type: 'stop', stopPrice: '140' }, 'PRICE_OUT_OF_RANGE'],
    [
      'a stop-limit whose limit is below its stop',
      { type: 'stop_limit', stopPrice: '105', price: '104' },
      'STOP_LIMIT_BELOW_STOP',
    ],
    ['a stop without its price', { type: 'stop' }, 'VALIDATION_FAILED'],
    [
      'a stop loss above the stop price',
      { type: 'stop', stopPrice: '105', stopLoss: '106' },
      'STOP_LOSS_INVALID',
    ],
  ])('refuses %s', async (_label, body, code) => {
    const { token } = await trader('5000');
    prices.set('US:TSLA', '100');
    const response = await buy(token, { key: 'US:TSLA', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(await usd(t, token)).toMatchObject({ available: '5000.00000000', held: '0.00000000' });
  });

  it('says why, translated', async () => {
    const { token } = await trader('5000');
    prices.set('US:TSLA', '100');
    const missing = await buy(token, { key: 'US:TSLA', type: 'stop' });
    expect(missing.json().message).toContain('Stop price is required.');
    const below = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...as(token), 'accept-language': 'de' },
      payload: {
        key: 'US:TSLA',
        type: 'stop',
        stopPrice: '99',
        quantity: '1',
        payPassword: '123456',
      },
    });
    expect(below.json().message).toContain('Briefkurs (100)');
  });
});

describe('closing at a limit', () => {
  it('close at a limit waits then fills', async () => {
    const { token } = await trader();
    const lot = await openLot(token, 'US:META');
    const placed = (await close(token, lot, { quantity: '10', type: 'limit', price: '110' })).json()
      .data;
    expect(placed).toMatchObject({
      side: 'sell',
      type: 'limit',
      status: 'pending',
      closingReview: true,
    });
    const [waiting] = await get(token, 'positions?status=open');
    expect(waiting).toMatchObject({ quantity: '10', closingQuantity: '10' });
    prices.set('US:META', '109.99');
    await runMatcher(t.app.deps);
    expect((await order(token, placed.id)).status).toBe('pending');
    prices.set('US:META', '111', { bid: '110.5', ask: '111' });
    await runMatcher(t.app.deps);
    expect(await order(token, placed.id)).toMatchObject({
      status: 'filled',
      filledPrice: '110.50000000',
    });
    expect(await get(token, 'positions?status=open')).toHaveLength(0);
    // 10000 - 1001 + 1105 - 1.11.
    expect((await usd(t, token))?.available).toBe('10102.89000000');
  });

  it('cancel a limit close releases the quantity', async () => {
    const { token } = await trader();
    const lot = await openLot(token, 'US:JPM');
    const placed = (await close(token, lot, { quantity: '4', type: 'limit', price: '120' })).json()
      .data;
    expect((await get(token, 'positions?status=open'))[0].closingQuantity).toBe('4');
    expect((await close(token, lot, { quantity: '7' })).json().code).toBe('CLOSE_EXCEEDS_OPEN');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/cancel`,
      headers: as(token),
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await get(token, 'positions?status=open'))[0]).toMatchObject({
      quantity: '10',
      closingQuantity: '0',
    });
    prices.set('US:JPM', '125');
    await runMatcher(t.app.deps);
    expect((await get(token, 'positions?status=open'))[0].quantity).toBe('10');
    expect((await close(token, lot, { quantity: '10' })).json().data.status).toBe('filled');
  });

  it('refuses a limit close off the tick or far from the price', async () => {
    const { token } = await trader();
    const lot = await openLot(token, 'US:V');
    const offTick = await close(token, lot, { quantity: '1', type: 'limit', price: '101.005' });
    expect(offTick.json().code).toBe('PRICE_TICK');
    const far = await close(token, lot, { quantity: '1', type: 'limit', price: '200' });
    expect(far.json().code).toBe('PRICE_OUT_OF_RANGE');
    expect((await get(token, 'positions?status=open'))[0].closingQuantity).toBe('0');
  });
});

describe('closed positions', () => {
  it('a partial close shows at once with its own P/L; the rest carries only its share of the opening fee', async () => {
    const owner = await trader();
    const lot = await openLot(owner.token, 'US:KO');
    prices.set('US:KO', '110');
    await close(owner.token, lot, { quantity: '5' });
    const [sale] = (await get(owner.token, 'positions/closed')).items;
    // (110 - 100) x 5 - 1 (closing fee, the minimum) - 0.5 (half the opening fee of 1).
    expect(sale).toMatchObject({
      positionId: lot,
      quantity: '5',
      realizedPnl: '48.50000000',
      partial: true,
    });
    const [open] = await get(owner.token, 'positions?status=open');
    expect(open).toMatchObject({ id: lot, quantity: '5', openFee: '0.50000000' });
  });

  it('three sales of a 3-share lot realise exactly cash in minus cash out, the last taking the rest of the opening fee', async () => {
    const owner = await trader();
    prices.set('US:PEP', '100');
    // 3 x 100 = 300: the fee is the minimum 1.00, which does not divide by 3.
    const bought = await buy(owner.token, { key: 'US:PEP', quantity: '3' });
    expect(bought.json().data.status).toBe('filled');
    const lots = await get(owner.token, 'positions?status=open');
    const lot = lots.find((l: { key: string }) => l.key === 'US:PEP').id as number;
    const sales: number[] = [];
    for (const price of ['110', '105', '95']) {
      prices.set('US:PEP', price);
      const sold = await close(owner.token, lot, { quantity: '1' });
      expect(sold.json().data.status).toBe('filled');
      sales.push(sold.json().data.id as number);
    }
    // Cash in - cash out, from the ledger: every posting to the customer's cash by the
    // buy's and the three sales' entries.
    const { rows } = await t.database.pool.query<{ net: string }>(
      `SELECT sum(p.amount)::text AS net FROM postings p
         JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'cash'
         JOIN journal_entries e ON e.id = p.entry_id
        WHERE a.customer_id = $1 AND e.reference = ANY($2::text[])`,
      [owner.customerId, [bought.json().data.id, ...sales].map((id) => `O${id}`)],
    );
    const net = new Decimal(rows[0]?.net ?? 'NaN');
    // (110 - 1) + (105 - 1) + (95 - 1) - (300 + 1) = 6.
    expect(net.toFixed(8)).toBe('6.00000000');
    const closed = (await get(owner.token, 'positions/closed')).items.filter(
      (item: { positionId: number }) => item.positionId === lot,
    ) as { realizedPnl: string; partial: boolean }[];
    const realised = closed.reduce((sum, item) => sum.plus(item.realizedPnl), new Decimal(0));
    expect(realised.toFixed(8)).toBe(net.toFixed(8));
    // Newest first: the last sale closed the lot, the two before it left shares open.
    expect(closed.map((item) => item.partial)).toEqual([false, true, true]);
    const [lotRow] = await get(owner.token, 'positions?status=closed');
    expect(lotRow).toMatchObject({ id: lot, realizedPnl: net.toFixed(8) });
  });

  it("closed positions lists only the customer's own", async () => {
    const owner = await trader();
    const stranger = await trader();
    const first = await openLot(owner.token, 'US:WMT');
    prices.set('US:WMT', '110');
    await close(owner.token, first, { quantity: '10' });
    const second = await openLot(owner.token, 'US:WMT');
    prices.set('US:WMT', '90');
    await close(owner.token, second, { quantity: '4' });
    await close(owner.token, second, { quantity: '6' });
    const theirs = await openLot(stranger.token, 'US:WMT');
    await close(stranger.token, theirs, { quantity: '10' });
    await openLot(owner.token, 'US:WMT'); // still open: not listed

    const page = await get(owner.token, 'positions/closed?pageSize=1');
    // One line per closing fill: the second lot closed in two sales.
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    const all = (await get(owner.token, 'positions/closed')).items;
    expect(all.map((item: { positionId: number }) => item.positionId)).toEqual([
      second,
      second,
      first,
    ]);
    // Each sale: (90 - 100) x shares - 1 (its closing fee, the minimum) - its share of the
    // opening fee of 1: 4 shares -41.4, 6 shares -61.6; the lot's -103 in all.
    expect(all[0]).toMatchObject({
      key: 'US:WMT',
      quantity: '6',
      openPrice: '100.00000000',
      closePrice: '90.00000000',
      realizedPnl: '-61.60000000',
      partial: false,
    });
    // The 4-share sale left 6 open when it filled: partial then, whatever the lot is now.
    expect(all[1]).toMatchObject({ quantity: '4', realizedPnl: '-41.40000000', partial: true });
    // (110 - 100) x 10 - 1 - 1.1.
    expect(all[2]).toMatchObject({ closePrice: '110.00000000', realizedPnl: '97.90000000' });
    expect(all[2].closedAt).toMatch(/Z$/);
    const strangers = (await get(stranger.token, 'positions/closed')).items;
    expect(strangers.map((item: { positionId: number }) => item.positionId)).toEqual([theirs]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/positions/closed?page=0',
      headers: as(owner.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
