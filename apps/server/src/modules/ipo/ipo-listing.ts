import { Decimal } from '@brokerage/shared';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instruments, ipoOfferings, ipoSubscriptions, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { CustomerEvent } from '../../lib/events/customer-events.ts';
import { announceAfterCommit, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { executeFill } from '../trading/execute-fill.ts';
import { offeringKey, type OfferingRow, type SubscriptionRow } from './ipo-views.ts';

export type ListedInstrument = typeof instruments.$inferSelect;

/**
 * The new instrument's catalogue row, anchored on the issue price: the feed starts its path
 * there. Until now no row existed, so nothing quoted or traded it.
 */
const insertInstrument = async (tx: Executor, offering: OfferingRow) => {
  const [instrument] = await tx
    .insert(instruments)
    .values({
      market: offering.market,
      symbol: offering.symbol,
      name: offering.name,
      currency: offering.currency,
      kind: 'stock',
      referencePrice: offering.issuePrice,
      tickSize: offering.tickSize,
      lotSize: offering.lotSize,
      sort: sql`(SELECT COALESCE(MAX(${instruments.sort}), 0) + 1 FROM ${instruments})`,
    })
    .returning();
  if (!instrument) throw new Error(`instrument of offering ${offering.id} not inserted`);
  return instrument;
};

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
  const [order] = await tx
    .insert(orders)
    .values({
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
    })
    .returning();
  if (!order) throw new Error(`order of subscription ${subscription.id} not inserted`);
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
  await tx
    .update(ipoSubscriptions)
    .set({ orderId: order.id })
    .where(eq(ipoSubscriptions.id, subscription.id));
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
      const [offering] = await tx
        .select()
        .from(ipoOfferings)
        .where(and(eq(ipoOfferings.status, 'allotted'), lte(ipoOfferings.listingAt, now)))
        .orderBy(asc(ipoOfferings.listingAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!offering) return null;
      const created = await insertInstrument(tx, offering);
      const allotted = await tx
        .select()
        .from(ipoSubscriptions)
        .where(
          and(eq(ipoSubscriptions.offeringId, offering.id), gt(ipoSubscriptions.allottedLots, 0)),
        )
        .orderBy(asc(ipoSubscriptions.id));
      for (const subscription of allotted)
        announceAfterCommit(
          tx,
          subscription.customerId,
          await fillAllotment(tx, offering, created, subscription, now),
        );
      await tx
        .update(ipoOfferings)
        .set({ status: 'listed', instrumentId: created.id, listedAt: now })
        .where(eq(ipoOfferings.id, offering.id));
      return created;
    });
    if (!instrument) return listed;
    listed.push(instrument);
  }
};
