import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, fundedCustomer } from '../../../test/support/funding.ts';
import { createPricedApp, PriceBoard } from '../../../test/support/price-board.ts';
import { signInOperator, type TestApp } from '../../../test/test-app.ts';
import { runMatcher } from './matcher.ts';

/**
 * Issue 18, the one-fill-path property: every kind of fill (a buy at once, a limit order
 * from the book, a stop buy, a close, a stop loss, a take profit, a block-deal buy) goes
 * through execute_fill and leaves the same set of rows, checked by one helper.
 */
let t: TestApp;
let prices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
});

/** What a filled order left behind, as one comparable shape. */
interface FillShape {
  status: string;
  /** Execution receipts of the order. */
  receipts: number;
  /** Ledger entries that settle the order (its hold's reservation is not one). */
  settlingEntries: number;
  /** The receipt points at the settling entry. */
  receiptNamesEntry: boolean;
  /** Every currency of that entry sums to zero. */
  balanced: boolean;
  /** The counterparty got (buy) or paid (sell) exactly price x quantity. */
  counterpartyIsNotional: boolean;
  /** A buy opened one lot at the fill's price and time; a sell took its quantity off its lot. */
  lotChanged: boolean;
  /** The customer's 'order.updated' events announcing the fill (a waiting order was announced once before). */
  events: number;
}

const shapeOf = async (pool: pg.Pool, orderId: number): Promise<FillShape> => {
  const one = async <T extends pg.QueryResultRow>(text: string): Promise<T> => {
    const { rows } = await pool.query<T>(text, [orderId]);
    if (!rows[0]) throw new Error(`no row for order ${orderId}: ${text}`);
    return rows[0];
  };
  const order = await one<{
    status: string;
    side: string;
    quantity: string;
    position_id: number | null;
  }>('SELECT status, side, quantity, position_id FROM orders WHERE id = $1');
  const counts = await one<{ receipts: number; entries: number; events: number }>(`
    SELECT (SELECT count(*)::int FROM fills WHERE order_id = $1) AS receipts,
           (SELECT count(*)::int FROM journal_entries
             WHERE reference = 'O' || $1 AND type NOT LIKE '%.reserve') AS entries,
           (SELECT count(*)::int FROM customer_events
             WHERE type = 'order.updated' AND (payload->>'id')::bigint = $1
               AND payload->>'status' = 'filled') AS events`);
  const fill = await one<{
    entry_id: number;
    price: string;
    filled_at: Date;
    entry_reference: string;
    unbalanced: number;
    counterparty: string;
    notional: string;
  }>(`
    SELECT f.entry_id, f.price, f.filled_at, e.reference AS entry_reference,
           (SELECT count(*)::int FROM (SELECT currency FROM postings WHERE entry_id = f.entry_id
              GROUP BY currency HAVING sum(amount) <> 0) AS u) AS unbalanced,
           (SELECT abs(sum(p.amount))::text FROM postings p
              JOIN ledger_accounts a ON a.id = p.account_id
             WHERE p.entry_id = f.entry_id AND a.kind = 'counterparty') AS counterparty,
           (f.price * f.quantity)::text AS notional
      FROM fills f JOIN journal_entries e ON e.id = f.entry_id WHERE f.order_id = $1`);
  const lot =
    order.side === 'buy'
      ? await one<{ changed: boolean }>(`
          SELECT count(*) = 1 AS changed FROM positions p, orders o, fills f
           WHERE o.id = $1 AND f.order_id = o.id AND p.customer_id = o.customer_id
             AND p.instrument_id = o.instrument_id AND p.opened_at = f.filled_at
             AND p.open_price = f.price AND p.opened_quantity = o.quantity`)
      : await one<{ changed: boolean }>(`
          SELECT p.opened_quantity - p.quantity = (SELECT sum(s.quantity) FROM orders s
                   WHERE s.position_id = p.id AND s.status = 'filled') AS changed
            FROM orders o JOIN positions p ON p.id = o.position_id WHERE o.id = $1`);
  return {
    status: order.status,
    receipts: counts.receipts,
    settlingEntries: counts.entries,
    receiptNamesEntry: fill.entry_reference === `O${orderId}`,
    balanced: fill.unbalanced === 0,
    counterpartyIsNotional: Number(fill.counterparty) === Number(fill.notional),
    lotChanged: lot.changed,
    events: counts.events,
  };
};

const ONE_FILL: FillShape = {
  status: 'filled',
  receipts: 1,
  settlingEntries: 1,
  receiptNamesEntry: true,
  balanced: true,
  counterpartyIsNotional: true,
  lotChanged: true,
  events: 1,
};

const buy = async (token: string, body: Record<string, unknown>) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: as(token),
      payload: { type: 'market', quantity: '10', payPassword: '123456', ...body },
    })
  ).json().data as { id: number; status: string };

const lotOf = async (orderId: number): Promise<number> => {
  const { rows } = await t.database.pool.query<{ id: number }>(
    `SELECT p.id FROM positions p JOIN orders o ON o.id = $1 JOIN fills f ON f.order_id = o.id
      WHERE p.opened_at = f.filled_at AND p.customer_id = o.customer_id
        AND p.instrument_id = o.instrument_id`,
    [orderId],
  );
  if (!rows[0]) throw new Error(`order ${orderId} opened no lot`);
  return rows[0].id;
};

const sellOf = async (positionId: number, reason: string): Promise<number> => {
  const { rows } = await t.database.pool.query<{ id: number }>(
    'SELECT id FROM orders WHERE position_id = $1 AND reason = $2',
    [positionId, reason],
  );
  if (!rows[0]) throw new Error(`no ${reason} sell of lot ${positionId}`);
  return rows[0].id;
};

describe('one fill path', () => {
  it('every kind of fill writes the same rows: a receipt, one balanced entry, a lot change, the status, one event', async () => {
    const { token } = await fundedCustomer(t, '3000000');
    const filled: Record<string, number> = {};

    prices.set('US:AAPL', '100', { bid: '99.9', ask: '100' });
    filled.atOnce = (await buy(token, { key: 'US:AAPL' })).id;

    prices.set('US:MSFT', '100');
    const limit = await buy(token, { key: 'US:MSFT', type: 'limit', price: '95' });
    expect(limit.status).toBe('pending');
    prices.set('US:MSFT', '94');
    await runMatcher(t.app.deps);
    filled.limitFromBook = limit.id;

    prices.set('US:AMZN', '100');
    const stop = await buy(token, { key: 'US:AMZN', type: 'stop', stopPrice: '105' });
    expect(stop.status).toBe('pending');
    prices.set('US:AMZN', '106');
    await runMatcher(t.app.deps);
    filled.stopBuy = stop.id;

    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/positions/${await lotOf(filled.atOnce)}/close`,
      headers: as(token),
      payload: { quantity: '4', payPassword: '123456' },
    });
    filled.close = closed.json().data.id;

    prices.set('US:NVDA', '100');
    const guarded = await buy(token, { key: 'US:NVDA', stopLoss: '90' });
    prices.set('US:NVDA', '89');
    await runMatcher(t.app.deps);
    filled.stopLoss = await sellOf(await lotOf(guarded.id), 'STOP_LOSS');

    prices.set('US:TSLA', '100');
    const hopeful = await buy(token, { key: 'US:TSLA', takeProfit: '105' });
    prices.set('US:TSLA', '106');
    await runMatcher(t.app.deps);
    filled.takeProfit = await sellOf(await lotOf(hopeful.id), 'TAKE_PROFIT');

    prices.set('US:KO', '70', { bid: '69.99', ask: '70.01' });
    const deal = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/block-deals',
        headers: as(await signInOperator(t, 'superadmin')),
        payload: {
          key: 'US:KO',
          premiumPercent: '-2',
          minQuantity: '10000',
          availableQuantity: '10000',
          opensAt: '2026-03-01T00:00:00Z',
          closesAt: '2026-03-10T00:00:00Z',
        },
      })
    ).json().data;
    filled.blockDeal = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/blocktrade/${deal.id}/buy`,
        headers: as(token),
        payload: { quantity: '10000', payPassword: '123456' },
      })
    ).json().data.id;

    const shapes: Record<string, FillShape> = {};
    for (const [kind, orderId] of Object.entries(filled))
      shapes[kind] = await shapeOf(t.database.pool, orderId);
    expect(shapes).toEqual(Object.fromEntries(Object.keys(filled).map((k) => [k, ONE_FILL])));
    expect(Object.keys(shapes)).toHaveLength(7);
  });

  it('the helper sees a fill that is missing its event or its lot', async () => {
    const { token } = await fundedCustomer(t, '10000');
    prices.set('US:AAPL', '100');
    const order = await buy(token, { key: 'US:AAPL' });
    expect(await shapeOf(t.database.pool, order.id)).toEqual(ONE_FILL);
    await t.database.pool.query(`DELETE FROM customer_events WHERE (payload->>'id')::bigint = $1`, [
      order.id,
    ]);
    await t.database.pool.query('UPDATE positions SET opened_quantity = 999 WHERE id = $1', [
      await lotOf(order.id),
    ]);
    expect(await shapeOf(t.database.pool, order.id)).toEqual({
      ...ONE_FILL,
      events: 0,
      lotChanged: false,
    });
  });
});
