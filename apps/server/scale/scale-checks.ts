import type pg from 'pg';
import type { ScaleCustomer } from './scale-fixtures.ts';
import type { ScaleSocket } from './scale-socket.ts';

type Rows = { rows: Record<string, unknown>[] };
const count = async (pool: pg.Pool, sql: string, params: unknown[] = []) =>
  Number(((await pool.query(sql, params)) as Rows).rows[0]?.n ?? 0);

/**
 * Effects the jobs of three copies could have doubled, read from the database only: an order
 * filled twice (or for more than its quantity), a ledger entry a job wrote twice for one
 * reference, the same customer event stored twice, an IPO subscription allotted twice.
 */
export const duplicateJobEffects = async (pool: pg.Pool): Promise<Record<string, number>> => ({
  fills: await count(
    pool,
    `SELECT count(*) AS n FROM (SELECT order_id FROM fills GROUP BY order_id HAVING count(*) > 1) d`,
  ),
  overfilled: await count(
    pool,
    `SELECT count(*) AS n FROM orders o
       JOIN (SELECT order_id, sum(quantity) AS q FROM fills GROUP BY order_id) f ON f.order_id = o.id
      WHERE f.q > o.quantity`,
  ),
  entries: await count(
    pool,
    // Per customer: one job's entries for several customers may share a reference (an offering).
    `SELECT count(*) AS n FROM (SELECT type, reference, customer_id FROM journal_entries
      WHERE reference IS NOT NULL AND actor LIKE 'system:%'
      GROUP BY type, reference, customer_id HAVING count(*) > 1) d`,
  ),
  events: await count(
    pool,
    `SELECT count(*) AS n FROM (SELECT customer_id, type, payload::text FROM customer_events
      GROUP BY customer_id, type, payload::text HAVING count(*) > 1) d`,
  ),
});

export interface Placed {
  customer: ScaleCustomer;
  /** The order id of a 2xx answer. */
  orderId: number;
}

/**
 * What a 2xx answer promised and the database does not hold (an order missing, or a market
 * order not filled), plus every stored customer event its socket never received (live or by
 * the resume after a reconnect): the run's `lost`.
 */
export const lostEffects = async (
  pool: pg.Pool,
  placed: readonly Placed[],
  sockets: ReadonlyMap<number, ScaleSocket>,
): Promise<{ orders: number; events: number; missing: string[] }> => {
  const ids = placed.map((p) => p.orderId);
  const found = (await pool.query(
    `SELECT o.id FROM orders o JOIN fills f ON f.order_id = o.id WHERE o.id = ANY($1::bigint[])`,
    [ids],
  )) as Rows;
  const held = new Set(found.rows.map((r) => Number(r.id)));
  const missing: string[] = [];
  let orders = 0;
  for (const p of placed)
    if (!held.has(p.orderId)) {
      orders += 1;
      missing.push(`order ${p.orderId} of customer ${p.customer.id}`);
    }
  let events = 0;
  for (const [customerId, socket] of sockets) {
    const stored = (await pool.query(
      'SELECT id, type FROM customer_events WHERE customer_id = $1 ORDER BY id',
      [customerId],
    )) as Rows;
    for (const row of stored.rows)
      if (!socket.seqs.has(Number(row.id))) {
        events += 1;
        missing.push(`event ${String(row.id)} (${String(row.type)}) of customer ${customerId}`);
      }
  }
  return { orders, events, missing };
};
