import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, fundedCustomer } from '../../../test/support/funding.ts';
import { createPricedApp, PriceBoard } from '../../../test/support/price-board.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { orders } from '../../db/schema/index.ts';
import { startOutboxRelay } from '../../jobs/event-outbox.job.ts';
import { tryFill } from '../../modules/trading/fill-order.ts';
import { currentQuote } from '../../modules/trading/trading-quotes.ts';
import type { CustomerEvent } from './customer-events.ts';
import { relayUnannounced, storeEvent, transactionWithEvents } from './event-outbox.ts';

/**
 * The customer events are an outbox (issue 18): a fill's event is written in the fill's
 * transaction and announced after commit; a crash between the two leaves it unannounced, and
 * the relay announces it, once, however many server copies run the relay.
 */
let t: TestApp;
let prices: PriceBoard;

beforeAll(async () => {
  ({ t, prices } = await createPricedApp());
});

const silent = { warn: () => undefined };

const placeLimitBuy = async (token: string, key: string, price: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: as(token),
      payload: { key, type: 'limit', price, quantity: '10', payPassword: '123456' },
    })
  ).json().data as { id: number; status: string };

const announcedAt = async (seq: number) =>
  (
    await t.database.pool.query<{ announced_at: Date | null }>(
      'SELECT announced_at FROM customer_events WHERE id = $1',
      [seq],
    )
  ).rows[0]?.announced_at;

/** Until every stored event is marked announced (the marks are batched, off the request). */
const allMarked = async () => {
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await t.database.pool.query<{ left: number }>(
      'SELECT count(*)::int AS left FROM customer_events WHERE announced_at IS NULL',
    );
    if (rows[0]?.left === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('events stay unannounced');
};

describe('the customer events outbox', () => {
  it('a fill committed but never announced (a crash between commit and publish) is announced exactly once by the relay', async () => {
    const { token, customerId } = await fundedCustomer(t);
    prices.set('US:MSFT', '100');
    const placed = await placeLimitBuy(token, 'US:MSFT', '95');
    expect(placed.status).toBe('pending');
    // Its 'pending' event is announced and marked off the request's path: settle it first.
    await allMarked();
    prices.set('US:MSFT', '94');
    const heard: CustomerEvent[] = [];
    const stop = t.app.deps.events.subscribe(customerId, (event) => heard.push(event));

    // The matcher's transaction, committed; the process dies before it announces.
    const quote = currentQuote(t.app.deps, 'US:MSFT');
    if (!quote) throw new Error('no quote');
    const outcome = await t.app.deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, placed.id)).for('update');
      if (!order) throw new Error('no order');
      return tryFill(tx, order, quote, t.clock.now);
    });
    const event = outcome.event;
    if (!event) throw new Error('the fill wrote no event');
    expect(outcome.order.status).toBe('filled');
    expect(heard).toEqual([]);
    expect(await announcedAt(event.seq)).toBeNull();

    // Young rows are left to the copy that wrote them.
    expect(await relayUnannounced(t.app.deps.db, t.app.deps.events)).toBe(0);
    // The crash was a minute ago; two server copies start, each with its relay.
    await t.database.pool.query(
      `UPDATE customer_events SET created_at = now() - interval '1 minute' WHERE id = $1`,
      [event.seq],
    );
    const relays = [0, 1].map(() => startOutboxRelay(t.app.deps, 60_000, silent));
    await Promise.all(relays.map((relay) => relay.stop()));
    expect(await relayUnannounced(t.app.deps.db, t.app.deps.events, { graceMs: 0 })).toBe(0);
    stop();

    expect(heard).toEqual([
      expect.objectContaining({
        seq: event.seq,
        type: 'order.updated',
        payload: { id: placed.id, status: 'filled' },
      }),
    ]);
    expect(await announcedAt(event.seq)).toBeInstanceOf(Date);
  });

  it('an event announced after its commit is marked, and the relay does not announce it again', async () => {
    const { token, customerId } = await fundedCustomer(t);
    prices.set('US:AAPL', '100');
    const heard: CustomerEvent[] = [];
    const stop = t.app.deps.events.subscribe(customerId, (event) => heard.push(event));
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: as(token),
        payload: { key: 'US:AAPL', type: 'market', quantity: '1', payPassword: '123456' },
      })
    ).json().data;
    expect(order.status).toBe('filled');
    await allMarked();
    expect(await relayUnannounced(t.app.deps.db, t.app.deps.events, { graceMs: 0 })).toBe(0);
    stop();
    expect(heard).toHaveLength(1);
  });

  it('transactionWithEvents announces its events after the commit, none after a rollback; storeEvent outside one is refused', async () => {
    const { customerId } = await fundedCustomer(t);
    const heard: CustomerEvent[] = [];
    const stop = t.app.deps.events.subscribe(customerId, (event) => heard.push(event));
    const seen: number[] = [];
    const stored = await transactionWithEvents(t.app.deps, async (tx) => {
      const event = await storeEvent(tx, customerId, 'inbox.message', { id: 1 });
      // Not yet: a listener reading on must find what it heard of.
      seen.push(heard.length);
      return event;
    });
    expect(seen).toEqual([0]);
    expect(heard).toEqual([stored]);
    const rolledBack = transactionWithEvents(t.app.deps, async (tx) => {
      await storeEvent(tx, customerId, 'inbox.message', { id: 2 });
      throw new Error('the change fails');
    });
    await expect(rolledBack).rejects.toThrow('the change fails');
    const outside = t.app.deps.db.transaction((tx) =>
      storeEvent(tx, customerId, 'inbox.message', { id: 3 }),
    );
    await expect(outside).rejects.toThrow('outside transactionWithEvents');
    stop();
    expect(heard).toEqual([stored]);
    expect((await t.app.deps.events.since(customerId, 0)).map((e) => e.seq)).toEqual([stored.seq]);
  });

  it('100 parallel relays announce 100 crashed events once each', async () => {
    const { customerId } = await fundedCustomer(t);
    await allMarked();
    const { rows } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO customer_events (customer_id, type, payload, created_at)
       SELECT $1, 'order.updated', jsonb_build_object('id', n, 'status', 'filled'),
              now() - interval '1 minute'
         FROM generate_series(1, 100) AS n RETURNING id`,
      [customerId],
    );
    const heard: number[] = [];
    const stop = t.app.deps.events.subscribe(customerId, (event) => heard.push(event.seq));
    const counts = await Promise.all(
      Array.from({ length: 100 }, () =>
        relayUnannounced(t.app.deps.db, t.app.deps.events, { limit: 7 }),
      ),
    );
    stop();
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(100);
    expect(heard.sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));
  });

  it('a waiting buy, a waiting close and a cancel are announced to every device of the customer, each once', async () => {
    const { customerId, token } = await fundedCustomer(t, '50000');
    prices.set('US:MSFT', '100');
    const heard: CustomerEvent[] = [];
    const stop = t.app.deps.events.subscribe(customerId, (event) => heard.push(event));
    const waiting = await placeLimitBuy(token, 'US:MSFT', '90');
    expect(waiting.status).toBe('pending');
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: as(token),
      payload: { key: 'US:MSFT', type: 'market', quantity: '2', payPassword: '123456' },
    });
    expect(bought.statusCode).toBe(200);
    const [lot] = (
      await t.database.pool.query<{ id: number }>(
        'SELECT id FROM positions WHERE customer_id = $1',
        [customerId],
      )
    ).rows;
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/v1/positions/${lot?.id}/close`,
      headers: as(token),
      payload: { type: 'limit', price: '110', quantity: '1', payPassword: '123456' },
    });
    expect(close.statusCode, close.body).toBe(200);
    const closing = close.json().data as { id: number; status: string };
    expect(closing.status).toBe('pending');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${waiting.id}/cancel`,
      headers: as(token),
    });
    expect(cancel.statusCode).toBe(200);
    stop();

    const updates = heard.map((event) => event.payload);
    expect(updates).toContainEqual({ id: waiting.id, status: 'pending' });
    expect(updates).toContainEqual({ id: closing.id, status: 'pending' });
    expect(updates).toContainEqual({ id: waiting.id, status: 'cancelled' });
    expect(new Set(heard.map((event) => event.seq)).size).toBe(heard.length);
    await allMarked();
  });
});
