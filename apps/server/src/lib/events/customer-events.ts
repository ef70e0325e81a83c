import { EventEmitter } from 'node:events';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerEvents } from '../../db/schema/index.ts';
import { markAnnounced } from './event-outbox.ts';

export interface CustomerEvent {
  seq: number;
  type: string;
  payload: unknown;
  at: string;
}

export type CustomerEventListener = (event: CustomerEvent) => void;
/** Hears the ids of a customer's sessions that just ended. */
export type SessionsEndedListener = (sessionIds: readonly number[]) => void;

/** Where the end of sessions is announced (sessions.ts revokes, the bus tells the sockets). */
export interface SessionEndAnnouncer {
  endSessions: (customerId: number, sessionIds: readonly number[]) => void;
}

/**
 * Hands each stored event (its id is the sequence number; `storeEvent` in event-outbox.ts
 * writes it) to live listeners and replays them (`since`); also carries the end of sessions
 * (logout, password change or reset), so that every socket of such a session closes, on
 * whichever server copy it is.
 */
export interface CustomerEventBus extends SessionEndAnnouncer {
  /**
   * Hands an event stored by the caller's own transaction to live listeners; call it
   * after that transaction committed, so that a listener reading on finds what it heard of.
   * The stored row is then marked announced (in batches, see event-outbox.ts); a row a crash
   * left unmarked is announced again by the outbox relay.
   */
  announce: (customerId: number, event: CustomerEvent) => void;
  subscribe: (customerId: number, listener: CustomerEventListener) => () => void;
  since: (customerId: number, afterSeq: number, limit?: number) => Promise<CustomerEvent[]>;
  onSessionsEnded: (customerId: number, listener: SessionsEndedListener) => () => void;
}

export const toEvent = (row: typeof customerEvents.$inferSelect): CustomerEvent => ({
  seq: row.id,
  type: row.type,
  payload: row.payload,
  at: row.createdAt.toISOString(),
});

/**
 * In-process fan-out; with several server copies a Redis adapter relays the same
 * events (the stored rows let any copy replay what a client missed). Every stored event is
 * an outbox row: announced, it is marked so by `markAnnounced` (batched, off the request's
 * path); the relay (event-outbox.ts) announces rows that stay unmarked.
 */
export const createCustomerEventBus = (
  db: Database,
  onError: (error: unknown) => void = () => undefined,
): CustomerEventBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const marks = markAnnounced(db, onError);
  const announce = (customerId: number, event: CustomerEvent) => {
    emitter.emit(String(customerId), event);
    marks.add(event.seq);
  };
  const endedKey = (customerId: number) => `ended:${customerId}`;
  return {
    announce,
    subscribe: (customerId, listener) => {
      emitter.on(String(customerId), listener);
      return () => emitter.off(String(customerId), listener);
    },
    since: async (customerId, afterSeq, limit = 500) =>
      (
        await db
          .select()
          .from(customerEvents)
          .where(and(eq(customerEvents.customerId, customerId), gt(customerEvents.id, afterSeq)))
          .orderBy(asc(customerEvents.id))
          .limit(limit)
      ).map(toEvent),
    endSessions: (customerId, sessionIds) => {
      if (sessionIds.length > 0) emitter.emit(endedKey(customerId), sessionIds);
    },
    onSessionsEnded: (customerId, listener) => {
      emitter.on(endedKey(customerId), listener);
      return () => emitter.off(endedKey(customerId), listener);
    },
  };
};
