import type { AnswerCodec } from '../../lib/idempotency/idempotency.ts';
import { fillFromJson, fillToJson, orderFromJson, orderToJson } from './fill-path.repository.ts';
import type { FillRow, OrderRow } from './trading.repository.ts';

/** What placing or buying an order answers: the order, and its receipt when it filled at once. */
export interface PlacedOrder {
  order: OrderRow;
  fill: FillRow | null;
}

const record = (value: unknown, what: string): Record<string, unknown> => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return value as Record<string, unknown>;
  throw new Error(`a kept order answer has no ${what}`);
};

/**
 * An order's answer as its Idempotency-Key keeps it: the rows by column name, numbers as
 * text, as `trade_buy_at_once` also writes it, so a retry is answered from the same rows.
 */
export const orderAnswer: AnswerCodec<PlacedOrder> = {
  encode: ({ order, fill }) => ({
    order: orderToJson(order),
    fill: fill ? fillToJson(fill) : null,
  }),
  decode: (stored) => {
    const answer = record(stored, 'answer');
    return {
      order: orderFromJson(record(answer.order, 'order')),
      fill: answer.fill ? fillFromJson(record(answer.fill, 'fill')) : null,
    };
  },
};
