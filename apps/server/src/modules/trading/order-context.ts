import { splitInstrumentKey } from '@brokerage/shared';
import type { CustomerActor } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { InstrumentRow } from '../market/instruments.repository.ts';
import type { Book } from '@brokerage/shared';
import { activeSessionFrom, actorOf, sessionLookupKey } from '../security/sessions.ts';
import { orderContextRow } from './order-context.repository.ts';
import type { FeeSchedule } from '@brokerage/shared/order-rules';
import { DEFAULT_AMOUNT_LIMITS } from '../reference/amount-limits.ts';
import { feeTable } from './trading-settings.ts';

/** What placing an order reads before it writes: the instrument and the fee table. */
export interface OrderContext {
  instrument: InstrumentRow;
  /** Fee terms without the customer's VIP discount: the session says whether it applies. */
  fees: FeeSchedule;
  /** The most one order may be worth in the instrument's currency (setting `limits.maximums`). */
  maximum: string | undefined;
}

const rowOf = (db: Database, tokenHash: string | null, now: Date, key: string) => {
  const { market, symbol } = splitInstrumentKey(key);
  return orderContextRow(db, { tokenHash, now, market, symbol: symbol.toUpperCase() });
};

/** The instrument, tradable (not an index, not halted), with the fees and the order maximum. */
const contextOf = ({
  instrument,
  tradingFees,
  orderMaximum,
}: Awaited<ReturnType<typeof rowOf>>): OrderContext => {
  if (!instrument || instrument.kind === 'index') throw new DomainError('UNKNOWN_INSTRUMENT');
  // The customer is told why, in the operator's words (a halt always has a reason since 0031).
  if (instrument.halted)
    throw new DomainError('INSTRUMENT_HALTED', { reason: instrument.haltReason ?? '—' });
  return {
    instrument,
    fees: feeTable(tradingFees),
    maximum: orderMaximum ?? DEFAULT_AMOUNT_LIMITS[instrument.currency]?.order,
  };
};

/**
 * The customer whose session `token` is, the instrument an order is for (`MARKET:SYMBOL`),
 * the fee table and the order maximum of its currency, in one prepared statement: the order's only round trip before the
 * one that writes it, which halves the reads on the busiest path of the app. Without a
 * session it answers 401 whatever the instrument, so a caller without one learns nothing.
 */
export const orderContext = async (
  db: Database,
  session: { token: string | null; book: Book },
  now: Date,
  key: string,
): Promise<{ actor: CustomerActor; context: OrderContext }> => {
  const row = await rowOf(db, sessionLookupKey(session.token), now, key);
  const actor = actorOf(row.session === null ? null : activeSessionFrom(row.session), session.book);
  return { actor, context: contextOf(row) };
};

/** The same context for an order no session places (a recurring plan's run). */
export const standingOrderContext = async (
  db: Database,
  now: Date,
  key: string,
): Promise<OrderContext> => contextOf(await rowOf(db, null, now, key));
