import { Decimal } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { CustomerEvent } from '../../lib/events/customer-events.ts';
import { announceAfterCommit, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { insertInstrument, type InstrumentRow } from '../market/instruments.repository.ts';
import { executeFill } from '../trading/execute-fill.ts';
import { insertOrder } from '../trading/trading.repository.ts';
import { offeringKey, type OfferingRow, type SubscriptionRow } from './ipo-views.ts';
import {
  applicationsOf,
  claimDueOffering,
  updateApplication,
  updateOffering,
} from './ipo.repository.ts';

export type ListedInstrument = InstrumentRow;

/**
 * The new instrument's catalogue row, anchored on the issue price: the feed starts its path
 * there. Until now no row existed, so nothing quoted or traded it.
 */
const addToCatalogue = (tx: Executor, offering: OfferingRow) =>
  insertInstrument(tx, {
    market: offering.market,
    symbol: offering.symbol,
    name: offering.name,
    currency: offering.currency,
    kind: 'stock',
    referencePrice: offering.issuePrice,
    tickSize: offering.tickSize,
    lotSize: offering.lotSize,
  });

/**
 * The allotted shares delivered and paid through the one fill path: a buy at the issue price
 * is placed and filled by `execute_fill` in this transaction, paying the price and the fee
 * from the hold the allotment kept, and opening the lot. Answers the customer's event.
 */
const fillAllotment = async (
  tx: Executor,
  offering: OfferingRow,
  instrument: ListedInstrument,
  subscription: SubscriptionRow,
  at: Date,
): Promise<CustomerEvent> => {
  const { allottedQuantity: quantity, allottedFee: fee } = subscription;
  if (quantity === null || fee === null)
    throw new Error(`subscription ${subscription.id} was not allotted`);
  const order = await insertOrder(tx, {
    customerId: subscription.customerId,
    instrumentId: instrument.id,
    instrumentKey: offeringKey(offering),
    market: offering.market,
    currency: offering.currency,
    side: 'buy',
    type: 'limit',
    quantity,
    limitPrice: offering.issuePrice,
    holdId: subscription.holdId,
    createdAt: subscription.createdAt,
  });
  const price = new Decimal(offering.issuePrice);
  const executed = await executeFill(
    tx,
    { pending: order },
    {
      price,
      fee: new Decimal(fee),
      // No market yet: the receipt's quote is the issue price itself.
      quote: {
        bid: price.toFixed(),
        ask: price.toFixed(),
        close: price.toFixed(),
        time: at.toISOString(),
      },
      source: 'ipo',
      at,
      actor: 'system:ipo-listing',
    },
  );
  if (!executed.filled) throw new Error(`allotment of subscription ${subscription.id} refused`);
  await updateApplication(tx, subscription.id, { orderId: order.id });
  return executed.event;
};

/**
 * One pass of the listing job: every allotted offering whose listing date has come, claimed
 * with SKIP LOCKED, gets its instrument row and each allotted subscription its lot at the
 * issue price through the one fill path, in one transaction per offering. Answers the instruments it listed, for the
 * caller to open in the feed.
 */
export const runDueListings = async (deps: AppDeps): Promise<ListedInstrument[]> => {
  const listed: ListedInstrument[] = [];
  for (;;) {
    const now = deps.now();
    // Each fill's event is announced once its transaction has committed (the outbox relays
    // what a crash leaves unannounced).
    const instrument = await transactionWithEvents(deps, async (tx) => {
      const offering = await claimDueOffering(tx, 'allotted', now);
      if (!offering) return null;
      const created = await addToCatalogue(tx, offering);
      const allotted = await applicationsOf(tx, offering.id, { allottedOnly: true });
      for (const subscription of allotted)
        announceAfterCommit(
          tx,
          subscription.customerId,
          await fillAllotment(tx, offering, created, subscription, now),
        );
      await updateOffering(tx, offering.id, {
        status: 'listed',
        instrumentId: created.id,
        listedAt: now,
      });
      return created;
    });
    if (!instrument) return listed;
    listed.push(instrument);
  }
};
