import type { Executor } from '../../db/client.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import type { FillOutcome } from './fill-order.ts';

const TEMPLATES = { TAKE_PROFIT: 'takeProfitSold', STOP_LOSS: 'stopLossSold' } as const;

/**
 * A lot sold by its take profit or stop loss is told in the inbox (issue 31 item 14), in the
 * fill's transaction: the message exists exactly when the sale does. Answers its id, or null
 * for any other fill (the customer placed those themselves).
 */
export const noteTriggeredSale = async (
  tx: Executor,
  outcome: FillOutcome,
): Promise<number | null> => {
  if (!outcome.filled || outcome.order.side !== 'sell') return null;
  const reason = outcome.order.reason;
  if (reason !== 'TAKE_PROFIT' && reason !== 'STOP_LOSS') return null;
  return addInboxMessage(tx, outcome.order.customerId, TEMPLATES[reason], {
    key: outcome.order.instrumentKey,
    quantity: outcome.fill.quantity,
    price: outcome.fill.price,
    currency: outcome.order.currency,
    profit: outcome.fill.realizedPnl ?? '0',
  });
};
