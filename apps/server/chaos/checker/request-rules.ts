import type pg from 'pg';
import type { LoggedRequest } from '../request-log.ts';
import type { Violation } from './violation.ts';

/** The idempotency scopes a customer's keyed requests claim, by the worker's op. */
const SCOPE_OF_OP: Record<string, string> = {
  'order.market': 'order.place',
  'order.limit': 'order.place',
  'order.stop': 'order.place',
  'position.close': 'position.close',
  'blocktrade.buy': 'blocktrade.buy',
  transfer: 'transfer',
  withdraw: 'withdrawal',
  'loan.repay': 'loan.repay',
  'ipo.subscribe': 'ipo.subscribe',
  'quant.buy': 'quant.buy',
};

/**
 * Per customer, the money-moving records against the keys that made them: each keyed request
 * makes exactly one (a retry under its key makes none), so the counts are equal.
 */
const ONCE_PER_KEY: { what: string; scopes: string[]; count: string }[] = [
  {
    what: 'orders',
    scopes: ['order.place', 'position.close', 'blocktrade.buy'],
    // Orders the IPO listing opens for allotted shares are the job's, not a request's.
    count: `SELECT customer_id, count(*) AS n FROM orders o
             WHERE NOT EXISTS (SELECT 1 FROM ipo_subscriptions s WHERE s.order_id = o.id)
             GROUP BY customer_id`,
  },
  {
    what: 'withdrawals',
    scopes: ['withdrawal'],
    count: 'SELECT customer_id, count(*) AS n FROM withdrawals GROUP BY customer_id',
  },
  {
    what: 'transfer entries',
    scopes: ['transfer'],
    count: `SELECT customer_id, count(*) AS n FROM journal_entries WHERE type = 'transfer' GROUP BY customer_id`,
  },
  {
    what: 'loan repayments',
    scopes: ['loan.repay'],
    count: `SELECT l.customer_id, count(*) AS n FROM loan_repayments r JOIN loans l ON l.id = r.loan_id
             GROUP BY l.customer_id`,
  },
  {
    what: 'quant holdings',
    scopes: ['quant.buy'],
    count: 'SELECT customer_id, count(*) AS n FROM quant_holdings GROUP BY customer_id',
  },
];

const ok = (status: number | null) => status !== null && status >= 200 && status < 300;
/** A definite refusal: the request was understood and refused (not a lost or failed attempt). */
const refused = (status: number | null) => status !== null && status >= 400 && status < 500;

const dataOf = (record: LoggedRequest): Record<string, unknown> =>
  ((record.answer as { data?: unknown } | null)?.data ?? {}) as Record<string, unknown>;

const countsBy = async (pool: pg.Pool, query: string) => {
  const result = await pool.query<{ customer_id: string; n: string }>(query);
  return new Map(result.rows.map((row) => [Number(row.customer_id), Number(row.n)]));
};

const statusesOf = async (pool: pg.Pool, table: string) => {
  const result = await pool.query<{ id: string; customer_id: string | null; status: unknown }>(
    `SELECT id, customer_id, status FROM ${table}`,
  );
  return new Map(result.rows.map((row) => [Number(row.id), row]));
};

/** Keyed money requests against the stored keys and what they made. */
const checkKeyedRequests = async (
  pool: pg.Pool,
  records: LoggedRequest[],
): Promise<Violation[]> => {
  const violations: Violation[] = [];
  const stored = await pool.query<{ customer_id: string; key: string; scope: string }>(
    'SELECT customer_id, key, scope FROM idempotency_keys',
  );
  const keys = new Map(stored.rows.map((row) => [`${row.customer_id}/${row.key}`, row.scope]));
  const orders = await statusesOf(pool, 'orders');
  const withdrawals = await statusesOf(pool, 'withdrawals');
  const entries = new Set(
    (
      await pool.query<{ id: string }>(`SELECT id FROM journal_entries WHERE type = 'transfer'`)
    ).rows.map((row) => Number(row.id)),
  );
  for (const record of records) {
    if (record.key === null || record.customerId === null) continue;
    const where = `worker ${record.worker} #${record.seq} ${record.op} key ${record.key}`;
    const scope = keys.get(`${record.customerId}/${record.key}`);
    if (ok(record.status)) {
      if (scope !== SCOPE_OF_OP[record.op])
        violations.push({
          rule: 'a 2xx keyed request is stored under its key',
          detail: `${where}: answered ${record.status}, key stored as ${scope ?? 'nothing'}`,
        });
      const id = Number(dataOf(record).id);
      const made =
        record.op.startsWith('order.') || record.op === 'position.close'
          ? orders.get(id)
          : record.op === 'withdraw'
            ? withdrawals.get(id)
            : record.op === 'transfer'
              ? entries.has(Number(dataOf(record).entryId))
              : true;
      if (!made)
        violations.push({
          rule: 'every 2xx answer is fully present',
          detail: `${where}: answered ${JSON.stringify(dataOf(record)).slice(0, 160)} but it is not in the database`,
        });
    } else if (refused(record.status) && scope !== undefined)
      violations.push({
        rule: 'a refused request moved nothing',
        detail: `${where}: answered ${record.status} ${JSON.stringify(record.answer).slice(0, 120)} but its key is stored (${scope})`,
      });
  }
  const customers = new Set(records.flatMap((record) => (record.key ? [record.customerId] : [])));
  for (const { what, scopes, count } of ONCE_PER_KEY) {
    const made = await countsBy(pool, count);
    const claimed = new Map<number, number>();
    for (const row of stored.rows)
      if (scopes.includes(row.scope))
        claimed.set(Number(row.customer_id), (claimed.get(Number(row.customer_id)) ?? 0) + 1);
    for (const customer of customers) {
      if (customer === null) continue;
      const [n, k] = [made.get(customer) ?? 0, claimed.get(customer) ?? 0];
      if (n !== k)
        violations.push({
          rule: 'a key moved money once',
          detail: `customer ${customer}: ${n} ${what} for ${k} keys (${scopes.join(', ')})`,
        });
    }
  }
  return violations;
};

/** What an operator's or customer's 2xx decision says, against the record's status now. */
const DECISIONS: { op: string; table: string; expected: (record: LoggedRequest) => unknown }[] = [
  { op: 'deposit', table: 'deposits', expected: () => undefined },
  { op: 'deposit.audit', table: 'deposits', expected: (r) => dataOf(r).status },
  { op: 'withdrawal.review', table: 'withdrawals', expected: (r) => dataOf(r).status },
  { op: 'withdraw.cancel', table: 'withdrawals', expected: () => 3 },
  { op: 'order.cancel', table: 'orders', expected: () => 'cancelled' },
  { op: 'kyc.review', table: 'kyc_submissions', expected: (r) => dataOf(r).status },
  { op: 'loan.review', table: 'loans', expected: (r) => dataOf(r).status },
];

/** Unkeyed 2xx requests (deposits, decisions, cancels): the record is there, as answered. */
const checkDecisions = async (pool: pg.Pool, records: LoggedRequest[]): Promise<Violation[]> => {
  const violations: Violation[] = [];
  const tables = new Map<string, Awaited<ReturnType<typeof statusesOf>>>();
  for (const { table } of DECISIONS)
    if (!tables.has(table)) tables.set(table, await statusesOf(pool, table));
  for (const record of records) {
    const decision = DECISIONS.find((candidate) => candidate.op === record.op);
    if (!decision || !ok(record.status)) continue;
    const id = Number(dataOf(record).id ?? /\/(\d+)\//.exec(record.path)?.[1]);
    const row = tables.get(decision.table)?.get(id);
    const expected = decision.expected(record);
    const where = `worker ${record.worker} #${record.seq} ${record.op} ${decision.table} ${id}`;
    if (!row)
      violations.push({ rule: 'every 2xx answer is fully present', detail: `${where}: missing` });
    else if (expected !== undefined && String(row.status) !== String(expected))
      violations.push({
        rule: 'every 2xx answer is fully present',
        detail: `${where}: answered status ${String(expected)}, stored ${String(row.status)}`,
      });
  }
  return violations;
};

/**
 * One IPO application per customer and offering: a further subscription adds its shares to it.
 * Its shares are those of the 2xx subscriptions, plus at most those of requests whose answer
 * was lost (every attempt failed).
 */
const checkIpoApplications = async (
  pool: pg.Pool,
  records: LoggedRequest[],
): Promise<Violation[]> => {
  const asked = new Map<string, { sure: bigint; maybe: bigint }>();
  for (const record of records) {
    if (record.op !== 'ipo.subscribe' || record.customerId === null) continue;
    const offering = /^ipo\/(\d+)\//.exec(record.path)?.[1];
    const shares = BigInt(String((record.body as { quantity?: string } | null)?.quantity ?? '0'));
    const id = `${record.customerId}/${offering}`;
    const sum = asked.get(id) ?? { sure: 0n, maybe: 0n };
    if (ok(record.status)) sum.sure += shares;
    else if (!refused(record.status)) sum.maybe += shares;
    asked.set(id, sum);
  }
  const stored = await pool.query<{ customer_id: string; offering_id: string; quantity: string }>(
    'SELECT customer_id, offering_id, quantity FROM ipo_subscriptions',
  );
  const held = new Map(
    stored.rows.map((row) => [`${row.customer_id}/${row.offering_id}`, BigInt(row.quantity)]),
  );
  const violations: Violation[] = [];
  for (const [id, { sure, maybe }] of asked) {
    const quantity = held.get(id) ?? 0n;
    if (quantity < sure || quantity > sure + maybe)
      violations.push({
        rule: 'a key moved money once',
        detail: `IPO application ${id} (customer/offering) holds ${quantity} shares; 2xx subscriptions asked ${sure}, lost answers ${maybe}`,
      });
  }
  return violations;
};

export const checkRequests = async (
  pool: pg.Pool,
  records: LoggedRequest[],
): Promise<Violation[]> => [
  ...(await checkKeyedRequests(pool, records)),
  ...(await checkIpoApplications(pool, records)),
  ...(await checkDecisions(pool, records)),
];
