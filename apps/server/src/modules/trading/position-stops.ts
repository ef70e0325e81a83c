import { Decimal, type PositionStopsRequest } from '@brokerage/shared';
import {
  firstProblem,
  positionStopsProblems,
  trailingProblem,
  trailingStopLevel,
  type Trailing,
} from '@brokerage/shared/order-rules';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Executor } from '../../db/client.ts';
import { instrumentById } from '../market/instruments.repository.ts';
import { PAGE, raiseTrailingStop, trailingLotsBelow } from './crossing.repository.ts';
import { currentQuote } from './trading-quotes.ts';
import { customerPosition, updatePositionStops, type PositionRow } from './trading.repository.ts';

const decimal = (value: string | null): Decimal | undefined =>
  value === null ? undefined : new Decimal(value);

/**
 * Sets, changes or clears the stop loss and take profit of one of the customer's open lots
 * (issue 31 item 10), by the rules of order placement: on the tick, the stop loss below and the
 * take profit above the bid (the price the lot would sell at now), refused with the same codes.
 * A trailing stop (issue 30 item 5) starts from the bid now: its peak is the bid and its stop
 * the published level below it (order-rules/trailing-stop.ts); `raiseTrailingStops` moves it.
 * Saved again with the same kind and distance, it keeps the peak and stop it reached
 * (updatePositionStops decides that at write time, so a raise in between stands).
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
  // Stops set now at the new price would be adjusted by the split a second time.
  if (deps.splits.pendingAt(owned.instrumentKey, deps.now()))
    throw new DomainError('SPLIT_PENDING');
  const stops = { stopLoss: decimal(input.stopLoss), takeProfit: decimal(input.takeProfit) };
  const trailing: Trailing | null = input.trailing && {
    kind: input.trailing.kind,
    distance: new Decimal(input.trailing.distance),
  };
  let trailingStart: { peak: string; stop: string } | null = null;
  if (stops.stopLoss || stops.takeProfit || trailing) {
    const quote = currentQuote(deps, owned.instrumentKey);
    if (!quote) throw new DomainError('QUOTE_UNAVAILABLE');
    const instrument = await instrumentById(deps.db, owned.instrumentId);
    if (!instrument)
      throw new Error(`instrument ${owned.instrumentId} of lot ${owned.id} vanished`);
    const bid = new Decimal(quote.bid);
    const problem =
      (trailing && trailingProblem(trailing, instrument.tickSize, bid)) ??
      firstProblem(positionStopsProblems(stops, instrument, { bid }));
    if (problem) throw new DomainError(problem.code, problem.values);
    if (trailing)
      trailingStart = {
        peak: quote.bid,
        stop: trailingStopLevel(bid, trailing, instrument.tickSize).toFixed(),
      };
  }
  const row = await updatePositionStops(deps.db, actor.customerId, positionId, {
    stopLoss: trailingStart?.stop ?? input.stopLoss,
    takeProfit: input.takeProfit,
    takeProfitKind: input.takeProfitKind,
    trailingKind: input.trailing?.kind ?? null,
    trailingDistance: input.trailing?.distance ?? null,
    trailingPeak: trailingStart?.peak ?? null,
  });
  // Closed between the check and the write (its last shares sold meanwhile).
  if (!row) throw new DomainError('POSITION_NOT_OPEN');
  return row;
};

/**
 * A bid above a trailing lot's peak raises its stop to the published level under the new
 * peak (never lowers it). Run by the matcher before it looks for crossed stops, for the
 * instrument whose quote moved; each raise is one conditional UPDATE (crossing.repository.ts).
 */
export const raiseTrailingStops = async (db: Executor, key: string, bid: string): Promise<void> => {
  const peak = new Decimal(bid);
  for (let after = 0; ; ) {
    const page = await trailingLotsBelow(db, key, bid, after);
    for (const lot of page) {
      const level = trailingStopLevel(
        peak,
        { kind: lot.kind, distance: new Decimal(lot.distance) },
        lot.tickSize,
      );
      await raiseTrailingStop(db, lot.id, bid, level.toFixed());
    }
    const last = page.at(-1);
    if (last === undefined || page.length < PAGE) break;
    after = last.id;
  }
};
