import type { CustomerEventPayloads, CustomerEventType } from '@brokerage/shared';
import { storeEvent, transactionWithEvents } from '../../src/lib/events/event-outbox.ts';
import type { TestApp } from '../test-app.ts';

/** A customer event stored and announced as a business change does, without the change. */
export const emitEvent = <T extends CustomerEventType>(
  t: TestApp,
  customerId: number,
  type: T,
  payload: CustomerEventPayloads[T],
) => transactionWithEvents(t.app.deps, (tx) => storeEvent(tx, customerId, type, payload));
