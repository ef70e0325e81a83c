import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../../../test/support/sql-state.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { customerBalances } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/entries.ts';
import { reserve } from '../../ledger/holds.ts';
import { insertCustomer } from '../../modules/member/member.repository.ts';
import { insertOrder, reserveClosing } from '../../modules/trading/trading.repository.ts';
import type { Database } from '../client.ts';

/**
 * execute_fill (execute-fill.sql), called straight through SQL as the app's role: what it
 * writes for a buy and a sell, and what it refuses. The TypeScript callers are tested through
 * the server (one-fill-path.scenarios.test.ts).
 */
let db: Database;
let instrumentId: number;

type Answer = {
  order: Record<string, string | number | null>;
  fill?: Record<string, string | number | null>;
  event: { id: number; type: string; payload: unknown; announced_at: string | null };
};

const executeFill = async (p: Record<string, unknown>, on: Pick<Database, 'execute'> = db) => {
  const result = await on.execute<{ answer: Answer }>(
    sql`SELECT execute_fill(${JSON.stringify(p)}::jsonb) AS answer`,
  );
  const answer = result.rows[0]?.answer;
  if (!answer) throw new Error('execute_fill answered nothing');
  return answer;
};

let customerCount = 0;
/** A customer with `cash` US dollars. */
const customerWith = async (cash: string) => {
  customerCount += 1;
  const { id } = await insertCustomer(db, {
    uid: `7300${String(customerCount).padStart(4, '0')}`,
    email: `fill${customerCount}@example.com`,
    nickname: `fill${customerCount}`,
    inviteCode: `FILL${String(customerCount).padStart(4, '0')}`,
    passwordHash: 'x',
  });
  await db.transaction((tx) =>
    postEntry(tx, {
      type: 'deposit',
      customerId: id,
      description: 'deposit',
      actor: 'system:test',
      legs: [
        { account: { platform: 'bank', currency: 'USD' }, amount: `-${cash}` },
        { account: { customerId: id, kind: 'cash', currency: 'USD' }, amount: cash },
      ],
    }),
  );
  return id;
};

const usd = async (customerId: number) => {
  const balance = (await customerBalances(db, customerId)).find((b) => b.currency === 'USD');
  return { cash: balance?.available, held: balance?.held };
};

const newOrder = (customerId: number, values: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  instrument_id: instrumentId,
  instrument_key: 'US:AAPL',
  market: 'US',
  currency: 'USD',
  side: 'buy',
  type: 'market',
  quantity: '10',
  ...values,
});

const receipt = (price: string, fee: string) => ({
  price,
  fee,
  bid: price,
  ask: price,
  last: price,
  quote_time: '2026-03-02T10:00:00.000Z',
  price_source: 'simulated',
  filled_at: '2026-03-02T10:00:00.000Z',
});
const entry = (customerId: number) => ({
  description: 'Buy 10 US:AAPL',
  memo: { key: 'buy', values: { quantity: '10', key: 'US:AAPL' } },
  actor: `customer:${customerId}`,
  shard: customerId % 16,
});

/** The columns of an order of US:AAPL at the market. */
const orderValues = (customerId: number, side: 'buy' | 'sell', quantity: string) => ({
  customerId,
  instrumentId,
  instrumentKey: 'US:AAPL',
  market: 'US',
  currency: 'USD',
  side,
  type: 'market',
  quantity,
});

/** A buy waiting with a hold of `held` dollars, as placeOrder leaves one. */
const waitingBuy = (customerId: number, held: string) =>
  db.transaction(async (tx) => {
    const hold = await reserve(tx, {
      customerId,
      currency: 'USD',
      amount: held,
      purpose: 'order',
      description: 'Buy 10 US:AAPL',
      actor: `customer:${customerId}`,
    });
    return insertOrder(tx, { ...orderValues(customerId, 'buy', '10'), holdId: hold.id });
  });

/** The postings of one entry as (account kind, amount) pairs, sorted. */
const legsOf = async (entryId: number | string) =>
  (
    await db.execute<{ kind: string; amount: string }>(sql`
      SELECT a.kind, p.amount::text AS amount FROM postings p
        JOIN ledger_accounts a ON a.id = p.account_id
       WHERE p.entry_id = ${entryId} ORDER BY a.kind`)
  ).rows.map((row) => [row.kind, Number(row.amount)]);

const rowCounts = async () =>
  (
    await db.execute<Record<string, number>>(sql`
      SELECT (SELECT count(*)::int FROM orders) AS orders,
             (SELECT count(*)::int FROM fills) AS fills,
             (SELECT count(*)::int FROM positions) AS positions,
             (SELECT count(*)::int FROM journal_entries) AS entries,
             (SELECT count(*)::int FROM customer_events) AS events`)
  ).rows[0];

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const [row] = (
    await db.execute<{ id: number }>(
      sql`SELECT id FROM instruments WHERE market = 'US' AND symbol = 'AAPL'`,
    )
  ).rows;
  if (!row) throw new Error('no US:AAPL in the reference data');
  instrumentId = row.id;
});

describe('execute_fill', () => {
  it('a buy placed at once: order filled, a lot, a receipt, one balanced entry from cash, an unannounced event', async () => {
    const customer = await customerWith('10000');
    const answer = await executeFill({
      order: newOrder(customer, { stop_loss: '90' }),
      fill: receipt('100', '1'),
      entry: entry(customer),
    });
    expect(answer.order).toMatchObject({
      status: 'filled',
      quantity: '10',
      stop_loss: '90.00000000',
    });
    expect(answer.fill).toMatchObject({
      price: '100.00000000',
      fee: '1.00000000',
      quantity: '10',
    });
    expect(answer.event).toMatchObject({
      type: 'order.updated',
      payload: { id: Number(answer.order.id), status: 'filled' },
      announced_at: null,
    });
    const [lot] = (
      await db.execute(sql`SELECT quantity::text, open_price::text, open_fee::text, stop_loss::text
        FROM positions WHERE customer_id = ${customer}`)
    ).rows;
    expect(lot).toEqual({
      quantity: '10',
      open_price: '100.00000000',
      open_fee: '1.00000000',
      stop_loss: '90.00000000',
    });
    const [journal] = (
      await db.execute<{ type: string; reference: string }>(sql`
        SELECT type, reference FROM journal_entries WHERE id = ${answer.fill?.entry_id}`)
    ).rows;
    expect(journal).toEqual({ type: 'order.buy', reference: `O${answer.order.id}` });
    expect(await legsOf(answer.fill?.entry_id ?? 0)).toEqual([
      ['cash', -1001],
      ['counterparty', 1000],
      ['fees', 1],
    ]);
    expect(await usd(customer)).toMatchObject({ cash: '8999.00000000' });
  });

  it('a buy cash cannot pay raises LD001 and writes nothing', async () => {
    const customer = await customerWith('500');
    const before = await rowCounts();
    expect(
      await sqlStateOf(
        executeFill({
          order: newOrder(customer),
          fill: receipt('100', '1'),
          entry: entry(customer),
        }),
      ),
    ).toBe('LD001');
    expect(await rowCounts()).toEqual(before);
    expect(await usd(customer)).toMatchObject({ cash: '500.00000000' });
  });

  it('a waiting buy pays from its hold; what the hold reserved beyond price and fee returns to cash', async () => {
    const customer = await customerWith('10000');
    const order = await waitingBuy(customer, '1100');
    const answer = await executeFill({
      order_id: order.id,
      fill: receipt('100', '1'),
      entry: { ...entry(customer), actor: 'system:matcher' },
    });
    expect(answer.order).toMatchObject({ status: 'filled' });
    expect(await legsOf(answer.fill?.entry_id ?? 0)).toEqual([
      ['cash', 99],
      ['counterparty', 1000],
      ['fees', 1],
      ['held', -1100],
    ]);
    const [hold] = (
      await db.execute(
        sql`SELECT status, settle_entry_id FROM holds WHERE id = ${order.holdId ?? 0}`,
      )
    ).rows;
    expect(hold).toEqual({ status: 'posted', settle_entry_id: Number(answer.fill?.entry_id) });
    expect(await usd(customer)).toEqual({ cash: '8999.00000000', held: '0.00000000' });
  });

  it('a waiting buy whose cost moved past its hold is refused: the hold returns to cash, no lot, no receipt', async () => {
    const customer = await customerWith('10000');
    const order = await waitingBuy(customer, '1001');
    const answer = await executeFill({
      order_id: order.id,
      fill: receipt('100.01', '1'),
      entry: entry(customer),
    });
    expect(answer.fill).toBeUndefined();
    expect(answer.order).toMatchObject({ status: 'refused', reason: 'PRICE_MOVED' });
    expect(answer.event).toMatchObject({ payload: { id: order.id, status: 'refused' } });
    const lots = await db.execute(sql`SELECT id FROM positions WHERE customer_id = ${customer}`);
    expect(lots.rows).toEqual([]);
    expect(await usd(customer)).toEqual({ cash: '10000.00000000', held: '0.00000000' });
  });

  it('a sell closes the part of its lot promised to it: proceeds less the fee to cash, P/L with both fees', async () => {
    const customer = await customerWith('10000');
    const bought = await executeFill({
      order: newOrder(customer),
      fill: receipt('100', '1'),
      entry: entry(customer),
    });
    const [lot] = (
      await db.execute<{ id: number }>(
        sql`SELECT id FROM positions WHERE customer_id = ${customer}`,
      )
    ).rows;
    if (!lot) throw new Error('no lot');
    const sell = await db.transaction(async (tx) => {
      expect(await reserveClosing(tx, lot.id, customer, '4')).toBe(true);
      return insertOrder(tx, { ...orderValues(customer, 'sell', '4'), positionId: lot.id });
    });
    const answer = await executeFill({
      order_id: sell.id,
      fill: receipt('110', '0.44'),
      entry: entry(customer),
    });
    expect(answer.order).toMatchObject({ status: 'filled' });
    expect(await legsOf(answer.fill?.entry_id ?? 0)).toEqual([
      ['cash', 439.56],
      ['counterparty', -440],
      ['fees', 0.44],
    ]);
    // (110 - 100) x 4 - 0.44 - 4/10 of the opening fee of 1.
    const [after] = (
      await db.execute(sql`SELECT quantity::text, closing_quantity::text, realized_pnl::text, status
        FROM positions WHERE id = ${lot.id}`)
    ).rows;
    expect(after).toEqual({
      quantity: '6',
      closing_quantity: '0',
      realized_pnl: '39.16000000',
      status: 'open',
    });
    expect(bought.order.id).not.toBe(answer.order.id);
    expect(await usd(customer)).toMatchObject({ cash: '9438.56000000' });
  });

  it('refuses an order that is not pending, a sell without a promised lot, a price of zero and a sell placed at once', async () => {
    const customer = await customerWith('10000');
    const bought = await executeFill({
      order: newOrder(customer),
      fill: receipt('100', '1'),
      entry: entry(customer),
    });
    const [lot] = (
      await db.execute<{ id: number }>(
        sql`SELECT id FROM positions WHERE customer_id = ${customer}`,
      )
    ).rows;
    const unpromised = await insertOrder(db, {
      ...orderValues(customer, 'sell', '4'),
      positionId: lot?.id ?? null,
    });
    const before = await rowCounts();
    const again = { order_id: bought.order.id, fill: receipt('100', '1'), entry: entry(customer) };
    expect(await sqlStateOf(executeFill(again))).toBe('EF002');
    expect(
      await sqlStateOf(
        executeFill({ order_id: unpromised.id, fill: receipt('100', '1'), entry: entry(customer) }),
      ),
    ).toBe('EF003');
    expect(
      await sqlStateOf(
        executeFill({ order: newOrder(customer), fill: receipt('0', '0'), entry: entry(customer) }),
      ),
    ).toBe('EF001');
    expect(
      await sqlStateOf(
        executeFill({
          order: newOrder(customer, { side: 'sell' }),
          fill: receipt('100', '1'),
          entry: entry(customer),
        }),
      ),
    ).toBe('EF003');
    expect(await rowCounts()).toEqual(before);
  });
});
