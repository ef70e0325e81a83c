import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { CustomerEvent, CustomerEventBus } from '../../lib/events/customer-events.ts';

interface EventMessage {
  origin: string;
  customerId: number;
  event: CustomerEvent;
}

/** Sessions that ended on one copy: every copy closes their sockets. */
interface SessionsEndedMessage {
  origin: string;
  customerId: number;
  endedSessions: number[];
}

/** What every message on the events channel carries: the copy it left and the customer. */
const isCustomerMessage = (value: unknown): value is { origin: string; customerId: number } =>
  typeof value === 'object' &&
  value !== null &&
  'origin' in value &&
  typeof value.origin === 'string' &&
  'customerId' in value &&
  typeof value.customerId === 'number';

const isEventMessage = (value: unknown): value is EventMessage =>
  isCustomerMessage(value) &&
  'event' in value &&
  typeof value.event === 'object' &&
  value.event !== null;

const isSessionsEndedMessage = (value: unknown): value is SessionsEndedMessage =>
  isCustomerMessage(value) &&
  'endedSessions' in value &&
  Array.isArray(value.endedSessions) &&
  value.endedSessions.every((id) => typeof id === 'number');

const endedKey = (customerId: number) => `ended:${customerId}`;

export interface CustomerEventRelay {
  readonly bus: CustomerEventBus;
  /** Called with each message of the events channel. */
  receive(raw: string): void;
}

/**
 * Wraps the bus so that every copy's listeners hear events announced on any copy: announce
 * hands the stored event to the inner bus and also PUBLISHes it; messages from other copies
 * go to local listeners. Replays (`since`) read the stored rows, which every copy shares already.
 */
export const relayCustomerEvents = (
  inner: CustomerEventBus,
  publisher: Redis,
  channel: string,
  origin: string,
  onError: (error: unknown) => void,
): CustomerEventRelay => {
  const remote = new EventEmitter();
  remote.setMaxListeners(0);
  const relay = (customerId: number, event: CustomerEvent) => {
    const message: EventMessage = { origin, customerId, event };
    // The event is stored whatever happens here: a client on another copy that missed the
    // live message gets it by `resume`.
    publisher.publish(channel, JSON.stringify(message)).catch(onError);
  };
  const bus: CustomerEventBus = {
    announce: (customerId, event) => {
      inner.announce(customerId, event);
      relay(customerId, event);
    },
    subscribe: (customerId, listener) => {
      const offLocal = inner.subscribe(customerId, listener);
      remote.on(String(customerId), listener);
      return () => {
        offLocal();
        remote.off(String(customerId), listener);
      };
    },
    since: (customerId, afterSeq, limit) => inner.since(customerId, afterSeq, limit),
    endSessions: (customerId, sessionIds) => {
      if (sessionIds.length === 0) return;
      inner.endSessions(customerId, sessionIds);
      const message: SessionsEndedMessage = {
        origin,
        customerId,
        endedSessions: [...sessionIds],
      };
      // Lost in a Redis outage, the end still holds: the session is revoked in the database,
      // every request and every `auth` or `resume` on any copy checks that first.
      publisher.publish(channel, JSON.stringify(message)).catch(onError);
    },
    onSessionsEnded: (customerId, listener) => {
      const offLocal = inner.onSessionsEnded(customerId, listener);
      remote.on(endedKey(customerId), listener);
      return () => {
        offLocal();
        remote.off(endedKey(customerId), listener);
      };
    },
  };
  return {
    bus,
    receive: (raw) => {
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch (error) {
        onError(error);
        return;
      }
      try {
        if (isSessionsEndedMessage(message)) {
          if (message.origin !== origin)
            remote.emit(endedKey(message.customerId), message.endedSessions);
          return;
        }
        if (!isEventMessage(message) || message.origin === origin) return;
        remote.emit(String(message.customerId), message.event);
      } catch (error) {
        onError(error);
      }
    },
  };
};
