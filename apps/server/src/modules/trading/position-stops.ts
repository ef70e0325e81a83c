import { Decimal, type PositionStopsRequest } from '@brokerage/shared';
import { firstProblem, positionStopsProblems } from '@brokerage/shared/order-rules';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { instrumentById } from '../market/instruments.repository.ts';
import { currentQuote } from './trading-quotes.ts';
import { customerPosition, updatePositionStops, type PositionRow } from './trading.repository.ts';

const decimal = (value: string | null): Decimal | undefined =>
  value === null ? undefined : new Decimal(value);

/**
 * Sets, changes or clears the stop loss and take profit of one of the customer's open lots
 * (issue 31 item 10), by the rules of order placement: on the tick, the stop loss below and the
 * take profit above the bid (the price the lot would sell at now), refused with the same codes.
 * The write is one conditional UPDATE and every read is scoped to the customer, so another
 * customer's lot is NOT_FOUND and of concurrent edits one is last, whole. The matcher reads
 * the lot on its next run (crossing.ts), so the next tick that crosses the new stop fires it.
 * Moves no money: no pay password, as cancelling an order asks none.
 */
export const setPositionStops = async (
  deps: AppDeps,
  actor: CustomerActor,
  positionId: number,
  input: PositionStopsRequest,
): Promise<PositionRow> => {
  const owned = await customerPosition(deps.db, actor.customerId, positionId);
  if (!owned) throw new DomainError('NOT_FOUND');
  if (owned.status !== 'open') throw new DomainError('POSITION_NOT_OPEN');
  const stops = { stopLoss: decimal(input.stopLoss), takeProfit: decimal(input.takeProfit) };
  if (stops.stopLoss || stops.takeProfit) {
    const quote = currentQuote(deps, owned.instrumentKey);
    if (!quote) throw new DomainError('QUOTE_UNAVAILABLE');
    const instrument = await instrumentById(deps.db, owned.instrumentId);
    if (!instrument)
      throw new Error(`instrument ${owned.instrumentId} of lot ${owned.id} vanished`);
    const problem = firstProblem(
      positionStopsProblems(stops, instrument, { bid: new Decimal(quote.bid) }),
    );
    if (problem) throw new DomainError(problem.code, problem.values);
  }
  const row = await updatePositionStops(deps.db, actor.customerId, positionId, {
    stopLoss: input.stopLoss,
    takeProfit: input.takeProfit,
  });
  // Closed between the check and the write (its last shares sold meanwhile).
  if (!row) throw new DomainError('POSITION_NOT_OPEN');
  return row;
};
