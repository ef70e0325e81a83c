import type { Executor } from '../../db/client.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import type { FillOutcome } from './fill-order.ts';

/** A trailing stop is a stop loss that moved: its sale reads as one. */
const TEMPLATES = {
  TAKE_PROFIT: 'takeProfitSold',
  STOP_LOSS: 'stopLossSold',
  TRAILING_STOP: 'stopLossSold',
} as const;

const isTriggerReason = (reason: string | null): reason is keyof typeof TEMPLATES =>
  reason !== null && Object.hasOwn(TEMPLATES, reason);

/**
 * A lot sold by its take profit or stop loss is told in the inbox (issue 31 item 14), in the
 * fill's transaction (a `transactionWithEvents`): the message and its event exist exactly when
 * the sale does. Any other fill was placed by the customer and says nothing here.
 */
export const noteTriggeredSale = async (tx: Executor, outcome: FillOutcome): Promise<void> => {
  if (!outcome.filled || outcome.order.side !== 'sell') return;
  const reason = outcome.order.reason;
  if (!isTriggerReason(reason)) return;
  await addInboxMessage(tx, outcome.order.customerId, TEMPLATES[reason], {
    key: outcome.order.instrumentKey,
    quantity: outcome.fill.quantity,
    price: outcome.fill.price,
    currency: outcome.order.currency,
    profit: outcome.fill.realizedPnl ?? '0',
  });
};
