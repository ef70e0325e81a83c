import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE, connectDatabase, type DatabaseHandle } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { startOrderMatcher } from '../../jobs/order-matcher.job.ts';
import type { TickDriven } from '../../jobs/tick-driven.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { as, fundedCustomer, usd } from '../../../test/support/funding.ts';
import { createPricedApp, type PriceBoard } from '../../../test/support/price-board.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { matchInstrument } from './matcher.ts';

let t: TestApp;
let prices: PriceBoard;
let matcher: TickDriven;
/** A second pool on the same database: another server copy's connections. */
let copy: DatabaseHandle;
let copyDeps: AppDeps;
const warnings: unknown[] = [];

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
  // The sweep is pushed far out: only ticks (and the test's explicit sweeps) drive matching.
  matcher = startOrderMatcher(t.app.deps, 3_600_000, {
    warn: (fields) => void warnings.push(fields),
  });
  copy = connectDatabase(t.database.url, 10, undefined, APP_ROLE);
  copyDeps = { ...t.app.deps, db: copy.db };
});

afterAll(async () => {
  await matcher.stop();
  await copy.close();
});

const limitBuy = async (token: string, key: string, price: string, quantity = '1') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: as(token),
    payload: { key, type: 'limit', price, quantity, payPassword: '123456' },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { id: number; status: string } }).data;
};

const statusOf = async (id: number) => {
  const result = await t.database.db.execute(sql`SELECT status FROM orders WHERE id = ${id}`);
  return String(result.rows[0]?.status);
};

/** Fills, lots and ledger entries per order: each filled order must have one of each. */
const tally = async (ids: number[]) => {
  const result = await t.database.db.execute(sql`
    SELECT o.id, o.status,
           (SELECT count(*) FROM fills f WHERE f.order_id = o.id)::int AS fills,
           (SELECT count(*) FROM journal_entries e
             WHERE e.reference = 'O' || o.id AND e.type <> 'order.reserve')::int AS entries
      FROM orders o WHERE o.id = ANY(${`{${ids.join(',')}}`}::bigint[]) ORDER BY o.id`);
  return result.rows;
};

/** Sets a price and waits for the matcher's run of that instrument that this tick starts. */
const tick = async (key: string, price: string) => {
  const ran = matcher.nextRun(key);
  prices.set(key, price);
  await ran;
};

describe('matching driven by ticks', () => {
  it('one crossing order fills within one tick, behind 10,000 resting orders on other instruments', async () => {
    const { token, customerId } = await fundedCustomer(t, '100000');
    prices.set('US:MSFT', '100');
    const resting = await limitBuy(token, 'US:MSFT', '99');
    expect(resting.status).toBe('pending');
    // Fast path: 10,000 older resting orders cloned in SQL from that real one over 20 other
    // instruments. They share its hold (so held cash still equals the pending holds) and are
    // far out of the market: none of them may fill, and none may be in the way.
    await t.database.db.execute(sql`
      INSERT INTO orders (customer_id, instrument_id, instrument_key, market, currency, side,
                          type, quantity, limit_price, hold_id)
      SELECT o.customer_id, i.id, i.market || ':' || i.symbol, i.market, o.currency, 'buy',
             'limit', o.quantity, '1', o.hold_id
        FROM orders o
       CROSS JOIN (SELECT id, market, symbol FROM instruments
                    WHERE NOT (market = 'US' AND symbol = 'AAPL') ORDER BY id LIMIT 20) i
       CROSS JOIN generate_series(1, 500)
       WHERE o.id = ${resting.id}`);
    const [{ n = 0 } = {}] = (
      await t.database.db.execute(sql`
        SELECT count(*)::int AS n FROM orders
         WHERE status = 'pending' AND customer_id = ${customerId} AND instrument_key <> 'US:AAPL'`)
    ).rows as { n?: number }[];
    expect(n).toBe(10_001);

    prices.set('US:AAPL', '100');
    const crossing = await limitBuy(token, 'US:AAPL', '99');
    expect(crossing.status).toBe('pending');
    // The sweep makes the matcher hear every instrument something waits on (AAPL now too).
    await matcher.sweep();
    expect(await statusOf(crossing.id)).toBe('pending');

    await tick('US:AAPL', '98.5');
    expect(await statusOf(crossing.id)).toBe('filled');
    expect(await tally([crossing.id])).toEqual([
      { id: crossing.id, status: 'filled', fills: 1, entries: 1 },
    ]);
    expect(await statusOf(resting.id)).toBe('pending');
    expect(await checkLedger(t.database.db)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('two matchers at once (two runs here, two on another copy, and the tick) fill each order once', async () => {
    const { token } = await fundedCustomer(t, '100000');
    prices.set('US:AAPL', '100');
    const placed = [];
    for (let i = 0; i < 30; i += 1) placed.push(await limitBuy(token, 'US:AAPL', '99'));
    const ids = placed.map((order) => order.id);
    await matcher.sweep();
    // The tick starts this copy's tick-driven run; four more runs race it on two pools.
    const ran = matcher.nextRun('US:AAPL');
    prices.set('US:AAPL', '98');
    await Promise.all([
      matchInstrument(t.app.deps, 'US:AAPL'),
      matchInstrument(t.app.deps, 'US:AAPL'),
      matchInstrument(copyDeps, 'US:AAPL'),
      matchInstrument(copyDeps, 'US:AAPL'),
      ran,
    ]);
    expect(await tally(ids)).toEqual(
      ids.map((id) => ({ id, status: 'filled', fills: 1, entries: 1 })),
    );
    const lots = (
      await t.app.inject({ method: 'GET', url: '/api/v1/positions', headers: as(token) })
    ).json().data as unknown[];
    expect(lots).toHaveLength(30);
    // 30 buys at 98 with a 1.00 fee each: nothing held, nothing paid twice.
    expect(await usd(t, token)).toMatchObject({
      available: String(100_000 - 30 * 99) + '.00000000',
      held: '0.00000000',
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a crash between claiming and filling leaves the order pending; the next run fills it once', async () => {
    const { token } = await fundedCustomer(t, '10000');
    prices.set('US:AAPL', '100');
    const order = await limitBuy(token, 'US:AAPL', '99');
    await matcher.sweep();

    // Another copy claims the order (FOR UPDATE SKIP LOCKED, as matchOrder does) and dies
    // before filling it: its transaction rolls back.
    let claimed: () => void = () => undefined;
    let crash: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (claimed = resolve));
    const dying = new Promise<void>((resolve) => (crash = resolve));
    const crashed = copy.db
      .transaction(async (tx) => {
        const rows = await tx.execute(
          sql`SELECT id FROM orders WHERE id = ${order.id} AND status = 'pending' FOR UPDATE SKIP LOCKED`,
        );
        expect(rows.rows).toHaveLength(1);
        claimed();
        await dying;
        throw new Error('the copy crashed');
      })
      .catch((error: unknown) => String(error));
    await holding;

    // While it is claimed, a run skips it rather than wait or fill it twice.
    await tick('US:AAPL', '98');
    expect(await statusOf(order.id)).toBe('pending');

    crash();
    expect(await crashed).toContain('the copy crashed');
    expect(await statusOf(order.id)).toBe('pending');

    await tick('US:AAPL', '98');
    await matchInstrument(t.app.deps, 'US:AAPL');
    expect(await tally([order.id])).toEqual([
      { id: order.id, status: 'filled', fills: 1, entries: 1 },
    ]);
    expect(await usd(t, token)).toMatchObject({ available: '9901.00000000', held: '0.00000000' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
