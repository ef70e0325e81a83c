import type { CustomerEventPayloads, CustomerEventType } from '@brokerage/shared';
import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { customerEvents } from '../../db/schema/index.ts';
import { toEvent, type CustomerEvent, type CustomerEventBus } from './customer-events.ts';

/**
 * The customer events table is an outbox (issues 18 and 25). Every customer event is stored
 * in the transaction of the change that causes it, unannounced (`announced_at` NULL); once
 * committed the event is announced (`bus.announce`, by `transactionWithEvents`) and marked.
 * A crash between the commit and the announcement leaves the row unmarked, and the relay
 * below announces it. Listeners may hear an event twice (a crash
 * after announcing and before marking); they tell events apart by `seq`.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface Stored {
  customerId: number;
  event: CustomerEvent;
}

/** The events each open `transactionWithEvents` stored, by its transaction handle. */
const storedBy = new WeakMap<Executor, Stored[]>();

/**
 * Runs `work` in one transaction and announces the customer events it stored once it has
 * committed (a rolled-back transaction stored none, and announces none). A crash between the
 * commit and the announcement leaves them to the relay below.
 */
export const transactionWithEvents = async <T>(
  deps: { db: Database; events: Pick<CustomerEventBus, 'announce'> },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> => {
  let stored: Stored[] = [];
  const result = await deps.db.transaction((tx) => {
    // A fresh list per attempt: only the attempt that commits is announced.
    stored = [];
    storedBy.set(tx, stored);
    return work(tx);
  });
  for (const { customerId, event } of stored) deps.events.announce(customerId, event);
  return result;
};

/**
 * Announces, after `tx` commits, an event a SQL function stored in it (execute_fill and its
 * kin). Only a `transactionWithEvents` knows when it commits: any other handle is refused,
 * so that no event waits for the relay because its caller forgot to announce it.
 */
export const announceAfterCommit = (tx: Executor, customerId: number, event: CustomerEvent) => {
  const stored = storedBy.get(tx);
  if (!stored) throw new Error(`customer event ${event.type} outside transactionWithEvents`);
  stored.push({ customerId, event });
};

/**
 * Stores a customer event in the caller's transaction (a `transactionWithEvents`),
 * unannounced: the transaction announces it once committed, the relay if it never gets there.
 */
export const storeEvent = async <T extends CustomerEventType>(
  tx: Executor,
  customerId: number,
  type: T,
  payload: CustomerEventPayloads[T],
): Promise<CustomerEvent> => {
  if (!storedBy.has(tx)) throw new Error(`customer event ${type} outside transactionWithEvents`);
  const [row] = await tx.insert(customerEvents).values({ customerId, type, payload }).returning();
  if (!row) throw new Error('event insert returned nothing');
  const event = toEvent(row);
  announceAfterCommit(tx, customerId, event);
  return event;
};

/** Marks are written in one statement per batch, after at most this long. */
const MARK_DELAY_MS = 50;
const MARK_BATCH = 500;

/**
 * Marks announced events, batched off the request's path: an at-once buy stays one session
 * read and one function call. A batch that fails (the database away) is reported and left
 * to the relay, which announces those events again.
 */
export const markAnnounced = (db: Database, onError: (error: unknown) => void) => {
  let pending: number[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const ids = pending;
    pending = [];
    // One array parameter (a list of ids is a PostgreSQL array literal of digits only).
    db.execute(
      sql`
      UPDATE customer_events SET announced_at = now()
       WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[]) AND announced_at IS NULL`,
    ).catch(onError);
  };
  return {
    add: (id: number) => {
      pending.push(id);
      if (pending.length >= MARK_BATCH) flush();
      else if (timer === undefined) {
        timer = setTimeout(flush, MARK_DELAY_MS);
        // A pending mark never keeps the process alive: the relay covers it.
        timer.unref();
      }
    },
  };
};

export interface RelayOptions {
  /**
   * Rows younger than this are left to the copy that wrote them, whose own announcement and
   * batched mark are still on their way.
   */
  graceMs?: number;
  limit?: number;
}

/**
 * Announces the events a crash left unannounced, oldest first, and marks them, in batches.
 * Each batch is claimed with SKIP LOCKED and marked in the transaction that announces it, so
 * two relays (two server copies) announce every row once. Answers how many it announced.
 */
export const relayUnannounced = async (
  db: Database,
  bus: Pick<CustomerEventBus, 'announce'>,
  { graceMs = 30_000, limit = 500 }: RelayOptions = {},
): Promise<number> => {
  let total = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(customerEvents)
        .where(
          and(
            isNull(customerEvents.announcedAt),
            lt(customerEvents.createdAt, sql`now() - ${graceMs} * interval '1 millisecond'`),
          ),
        )
        .orderBy(asc(customerEvents.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      for (const row of rows) bus.announce(row.customerId, toEvent(row));
      await tx
        .update(customerEvents)
        .set({ announcedAt: sql`now()` })
        .where(
          inArray(
            customerEvents.id,
            rows.map((row) => row.id),
          ),
        );
      return rows.length;
    });
    total += count;
    if (count < limit) return total;
  }
};
