import { type ClosePositionRequest, Decimal, marketOf } from '@brokerage/shared';
import { priceProblem } from '@brokerage/shared/order-rules';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { idempotencyClaim, idempotent } from '../../lib/idempotency/idempotency.ts';
import { instrumentById } from '../market/instruments.repository.ts';
import { authorizeTrade } from './trade-authorization.ts';
import { currentQuote } from './trading-quotes.ts';
import { matchOrder } from './matcher.ts';
import { orderAnswer } from './order-answer.ts';
import {
  customerPosition,
  insertOrder,
  lockPosition,
  reserveClosing,
  type OrderRow,
} from './trading.repository.ts';
import { storeEvent, transactionWithEvents } from '../../lib/events/event-outbox.ts';

/** A close at a limit: its price on the tick and inside the band around the last price. */
const checkCloseLimit = async (deps: AppDeps, instrumentId: number, key: string, price: string) => {
  const instrument = await instrumentById(deps.db, instrumentId);
  if (!instrument) return;
  const quote = currentQuote(deps, key);
  const problem = priceProblem(new Decimal(price), {
    tickSize: instrument.tickSize,
    last: quote ? new Decimal(quote.close) : undefined,
  });
  if (problem) throw new DomainError(problem.code, problem.values);
};

/**
 * Closes all or part of one of the customer's lots with a sell. The quantity is
 * promised to this order at once, so two closes of the same lot cannot both succeed;
 * a close waiting for its market, or for the bid to reach its limit, shows as 'closing review'.
 * With an Idempotency-Key (claimed in the transaction that promises the quantity), a retry of
 * the same close answers the same sell order, as it stands now; another request is 409.
 */
export const closePosition = async (
  deps: AppDeps,
  actor: CustomerActor,
  positionId: number,
  input: ClosePositionRequest,
  idempotencyKey?: string,
): Promise<OrderRow> => {
  if (input.type === 'limit' && input.price === undefined) throw new DomainError('PRICE_REQUIRED');
  if (input.type === 'limit' && input.price !== undefined) {
    const owned = await customerPosition(deps.db, actor.customerId, positionId);
    if (!owned) throw new DomainError('NOT_FOUND');
    await checkCloseLimit(deps, owned.instrumentId, owned.instrumentKey, input.price);
  }
  await authorizeTrade(deps, actor, input.payPassword);
  const claim = idempotencyClaim(actor.customerId, idempotencyKey, 'position.close', {
    ...input,
    positionId,
  });
  const { order } = await transactionWithEvents(deps, (tx) =>
    idempotent(tx, claim, orderAnswer, async () => {
      const sell = await promiseQuantity(deps, tx, actor, positionId, input);
      // Other devices see the lot closing (and a waiting close in Orders) without polling.
      await storeEvent(tx, actor.customerId, 'order.updated', {
        id: sell.id,
        status: sell.status,
      });
      return { order: sell, fill: null };
    }),
  );
  return matchOrder(deps, order.id);
};

/** The sell order of a close, with its quantity promised on the locked lot. */
const promiseQuantity = async (
  deps: AppDeps,
  tx: Executor,
  actor: CustomerActor,
  positionId: number,
  input: ClosePositionRequest,
): Promise<OrderRow> => {
  const position = await lockPosition(tx, positionId);
  if (!position || position.customerId !== actor.customerId) throw new DomainError('NOT_FOUND');
  // Shares of before a split that has begun are not sold at a price of after it.
  if (deps.splits.pendingAt(position.instrumentKey, deps.now()))
    throw new DomainError('SPLIT_PENDING');
  const unpromised = new Decimal(position.quantity).minus(position.closingQuantity);
  if (new Decimal(input.quantity).gt(unpromised)) throw new DomainError('CLOSE_EXCEEDS_OPEN');
  // Pledged shares are sold only by the loan's liquidation rule, or released by repaying.
  if (new Decimal(input.quantity).gt(unpromised.minus(position.pledgedQuantity)))
    throw new DomainError('POSITION_PLEDGED');
  if (!(await reserveClosing(tx, positionId, actor.customerId, input.quantity)))
    throw new DomainError('CLOSE_EXCEEDS_OPEN');
  return insertOrder(tx, {
    customerId: actor.customerId,
    instrumentId: position.instrumentId,
    instrumentKey: position.instrumentKey,
    market: marketOf(position.instrumentKey),
    currency: position.currency,
    side: 'sell',
    type: input.type,
    quantity: input.quantity,
    limitPrice: input.type === 'limit' ? (input.price ?? null) : null,
    positionId,
  });
};
