import { BOOKS, Decimal, type Book } from '@brokerage/shared';
import { localDate, type CalendarCode } from '@brokerage/shared/market-time';
import { tradeFee } from '@brokerage/shared/order-rules';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { keepPartOfHold, voidHold } from '../../ledger/holds.ts';
import { entryText } from '../../ledger/memo.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import { feeTerms } from '../trading/trading-settings.ts';
import { DRAW_ALGORITHM, drawAllotment } from './ipo-draw.ts';
import { offeringKey, type OfferingRow, type SubscriptionRow } from './ipo-views.ts';
import { findOffering } from './ipo-offerings.ts';
import {
  applicationsOf,
  claimDueOffering,
  insertDraw,
  updateApplication,
  updateOffering,
} from './ipo.repository.ts';

/**
 * Settles one application by its allotted lots: the part not allotted returns to cash in one
 * entry and the allotted amount with the fee table's fee on it stays held, to be paid by
 * the listing's fill when the shares are delivered (delivery versus payment); nothing allotted
 * voids the whole hold. Writes the inbox message.
 */
const settleSubscription = async (
  tx: Executor,
  offering: OfferingRow,
  subscription: SubscriptionRow,
  allottedLots: number,
  at: Date,
): Promise<number> => {
  const key = offeringKey(offering);
  const quantity = new Decimal(allottedLots).times(offering.lotSize);
  const amount = quantity.times(offering.issuePrice);
  // The fee is the published fee table on the allotted amount, its minimum included (rounded
  // as tradeFee rounds), never more than the fee held on the whole application; nothing
  // allotted pays nothing.
  const fee =
    allottedLots === 0
      ? new Decimal(0)
      : Decimal.min(
          tradeFee(await feeTerms(tx, subscription.customerId), offering.market, amount),
          subscription.fee,
        );
  const held = new Decimal(subscription.amount).plus(subscription.fee);
  const meta = { actor: 'system:ipo-allotment', reference: `IPO${offering.id}` };
  const kept =
    allottedLots === 0
      ? await voidHold(tx, subscription.holdId, { ...meta, ...entryText('ipoRefund', { key }) })
      : await keepPartOfHold(tx, subscription.holdId, amount.plus(fee).toFixed(), {
          ...meta,
          ...entryText('ipoAllotment', { quantity: quantity.toFixed(), key }),
        });
  const released =
    allottedLots === 0
      ? kept.settleEntryId
      : kept.id === subscription.holdId
        ? null
        : kept.reserveEntryId;
  const status =
    allottedLots === 0
      ? 'not_allotted'
      : allottedLots === subscription.lots
        ? 'allotted'
        : 'partly_allotted';
  await updateApplication(tx, subscription.id, {
    status,
    allottedLots,
    allottedQuantity: quantity.toFixed(),
    allottedAmount: amount.toFixed(),
    allottedFee: fee.toFixed(),
    allotmentEntryId: released,
    holdId: kept.id,
    allottedAt: at,
  });
  const template =
    status === 'allotted'
      ? 'ipoAllotted'
      : status === 'partly_allotted'
        ? 'ipoPartlyAllotted'
        : 'ipoNotAllotted';
  return addInboxMessage(tx, subscription.customerId, template, {
    key,
    name: offering.name,
    quantity: subscription.quantity,
    allotted: quantity.toFixed(),
    price: new Decimal(offering.issuePrice).toFixed(),
    currency: offering.currency,
    amount: amount.toFixed(),
    fee: fee.toFixed(),
    released: held.minus(amount).minus(fee).toFixed(),
    // The listing day as its exchange names it (its local date), not the UTC date.
    listing: localDate(offering.market as CalendarCode, offering.listingAt),
  });
};

/**
 * Allots a locked, scheduled offering by its rule: the draw (seed, rule, every line) is
 * stored, each subscription settled, and the offering marked allotted, all in the caller's
 * transaction (a `transactionWithEvents`), so a second run finds nothing to do. Answers how
 * many applications it settled. Practice accounts' applications are drawn apart, by the same
 * rule and seed over the same lots, so they take nothing from real applicants.
 */
const allot = async (
  tx: Executor,
  offering: OfferingRow,
  triggeredBy: string,
  at: Date,
): Promise<number> => {
  let settled = 0;
  for (const book of BOOKS) settled += await allotBook(tx, offering, book, triggeredBy, at);
  await updateOffering(tx, offering.id, { status: 'allotted', allottedAt: at });
  return settled;
};

/** One book's draw and settlements; the practice book draws only when someone applied in it. */
const allotBook = async (
  tx: Executor,
  offering: OfferingRow,
  book: Book,
  triggeredBy: string,
  at: Date,
): Promise<number> => {
  const subscriptions = await applicationsOf(tx, offering.id, { book });
  if (book === 'practice' && subscriptions.length === 0) return 0;
  const lotsAvailable = new Decimal(offering.sharesIssued).div(offering.lotSize).toNumber();
  const lines = drawAllotment(
    offering.allotmentRule,
    offering.lotterySeed,
    lotsAvailable,
    subscriptions.map((s) => ({ subscriptionId: s.id, requestedLots: s.lots })),
  );
  await insertDraw(tx, {
    offeringId: offering.id,
    book,
    algorithm: DRAW_ALGORITHM[offering.allotmentRule],
    seed: offering.lotterySeed,
    lotsAvailable,
    lotsRequested: subscriptions.reduce((sum, s) => sum + s.lots, 0),
    result: lines,
    triggeredBy,
  });
  for (const [i, subscription] of subscriptions.entries())
    await settleSubscription(tx, offering, subscription, lines[i]?.allottedLots ?? 0, at);
  return subscriptions.length;
};

/**
 * One pass of the allotment job: every scheduled offering whose allotment date has come,
 * each claimed with SKIP LOCKED in its own transaction (another server copy takes the next
 * one; an offering a subscription still share-locks is left to the next pass). Answers the
 * ids of the offerings it allotted.
 */
export const runDueAllotments = async (deps: AppDeps): Promise<number[]> => {
  const allotted: number[] = [];
  for (;;) {
    const now = deps.now();
    const done = await transactionWithEvents(deps, async (tx) => {
      const offering = await claimDueOffering(tx, 'scheduled', now);
      if (!offering) return null;
      await allot(tx, offering, 'system:ipo-allotment', now);
      return offering.id;
    });
    if (done === null) return allotted;
    allotted.push(done);
  }
};

/**
 * Operators may run the allotment before its date, once subscriptions have closed; they
 * choose when, never the result (the draw is the same rule and seed). An audit row names them.
 */
export const triggerAllotment = async (
  deps: AppDeps,
  operatorRef: string,
  offeringId: number,
): Promise<void> => {
  const now = deps.now();
  await transactionWithEvents(deps, async (tx) => {
    const offering = await findOffering(tx, offeringId, 'update');
    if (offering.status !== 'scheduled') throw new DomainError('IPO_ALREADY_ALLOTTED');
    if (now < offering.subscriptionEndsAt)
      throw new DomainError('IPO_SUBSCRIPTION_OPEN', {
        end: offering.subscriptionEndsAt.toISOString(),
      });
    const written = await allot(tx, offering, operatorRef, now);
    await writeAudit(tx, {
      actor: operatorRef,
      action: 'ipo.allot',
      subjectType: 'ipo_offering',
      subjectId: offering.id,
      before: { status: offering.status },
      after: { status: 'allotted', subscriptions: written },
    });
  });
};
