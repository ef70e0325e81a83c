import {
  Decimal,
  ipoSubscriptionView,
  type IpoSubscribeRequest,
  type IpoSubscriptionView,
  type LanguageKey,
} from '@brokerage/shared';
import { tradeFee } from '@brokerage/shared/order-rules';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { growHold, reserve } from '../../ledger/holds.ts';
import { entryText } from '../../ledger/memo.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { idempotencyClaim, idempotent, jsonAnswer } from '../../lib/idempotency/idempotency.ts';
import { refuseFrozenPurchase } from '../member/purchase-freeze.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { feeTerms } from '../trading/trading-settings.ts';
import { findOffering } from './ipo-offerings.ts';
import {
  countIntoCustomerTotal,
  customerApplications,
  customerTotal,
  insertApplication,
  lockWaitingApplication,
  updateApplication,
} from './ipo.repository.ts';
import {
  offeringKey,
  toSubscriptionView,
  type OfferingRow,
  type SubscriptionRow,
} from './ipo-views.ts';

const notOpen = (offering: OfferingRow) =>
  new DomainError('IPO_NOT_OPEN', {
    start: offering.subscriptionStartsAt.toISOString(),
    end: offering.subscriptionEndsAt.toISOString(),
  });

/** Whole lots, at most the per-customer maximum on its own: refused before any secret is asked. */
const checkQuantity = (offering: OfferingRow, quantity: Decimal) => {
  if (!quantity.mod(offering.lotSize).isZero())
    throw new DomainError('LOT_SIZE', { lot: String(offering.lotSize) });
  if (quantity.gt(offering.maxPerCustomer))
    throw new DomainError('IPO_ABOVE_MAXIMUM', { max: offering.maxPerCustomer, subscribed: '0' });
};

/**
 * Counts the shares into the customer's total in the statement that checks the maximum, so
 * parallel subscriptions never pass it together.
 */
const countShares = async (
  tx: Executor,
  offering: OfferingRow,
  customerId: number,
  quantity: string,
): Promise<void> => {
  const max = offering.maxPerCustomer;
  if (await countIntoCustomerTotal(tx, offering.id, customerId, quantity, max)) return;
  const subscribed = await customerTotal(tx, offering.id, customerId);
  throw new DomainError('IPO_ABOVE_MAXIMUM', { max, subscribed });
};

/**
 * The customer's one application to the offering, with `quantity` more shares: created by the
 * first subscription, added to by the next ones (countShares holds the per-customer row lock
 * that serialises them, and a unique index keeps one waiting application per customer), so
 * splitting a subscription changes nothing in the draw. Held: issue price x the application's
 * quantity plus the fee table's fee on that whole amount (its minimum counted once); each
 * subscription reserves the difference through the application's one ledger hold. The held
 * fee never shrinks (a fee table changed in between only makes the rest return at allotment).
 */
const addToApplication = async (
  tx: Executor,
  offering: OfferingRow,
  customerId: number,
  quantity: Decimal,
  now: Date,
): Promise<SubscriptionRow> => {
  const application = await lockWaitingApplication(tx, offering.id, customerId);
  const terms = await feeTerms(tx, customerId);
  const amount = new Decimal(offering.issuePrice).times(quantity).plus(application?.amount ?? 0);
  const fee = Decimal.max(tradeFee(terms, offering.market, amount), application?.fee ?? 0);
  const entry = {
    ...entryText('ipoSubscribe', { quantity: quantity.toFixed(), key: offeringKey(offering) }),
    actor: `customer:${customerId}`,
    reference: `IPO${offering.id}`,
  };
  if (!application) {
    const hold = await reserve(tx, {
      customerId,
      currency: offering.currency,
      amount: amount.plus(fee).toFixed(),
      purpose: 'ipo',
      ...entry,
    });
    return insertApplication(tx, {
      offeringId: offering.id,
      customerId,
      quantity: quantity.toFixed(),
      lots: quantity.div(offering.lotSize).toNumber(),
      price: offering.issuePrice,
      amount: amount.toFixed(),
      fee: fee.toFixed(),
      holdId: hold.id,
      createdAt: now,
    });
  }
  const more = amount.plus(fee).minus(application.amount).minus(application.fee);
  await growHold(tx, application.holdId, more.toFixed(), entry);
  const total = quantity.plus(application.quantity);
  return updateApplication(tx, application.id, {
    quantity: total.toFixed(),
    lots: total.div(offering.lotSize).toNumber(),
    amount: amount.toFixed(),
    fee: fee.toFixed(),
  });
};

/**
 * Subscribes to an open IPO with the pay password: whole lots, within the per-customer
 * maximum, inside the subscription window, into the customer's one application
 * (addToApplication), whose ledger hold grows by what this subscription adds until the
 * allotment. Answers the application as it now stands. The offering row is
 * share-locked, so the allotment (which takes it for update) never misses a subscription
 * committed after it read them. With an Idempotency-Key a retry answers the first answer.
 */
export const subscribeIpo = async (
  deps: AppDeps,
  actor: CustomerActor,
  offeringId: number,
  input: IpoSubscribeRequest,
  idempotencyKey: string | undefined,
  language: LanguageKey,
): Promise<IpoSubscriptionView> => {
  const { customerId } = actor;
  const quantity = new Decimal(input.quantity);
  const known = await findOffering(deps.db, offeringId);
  checkQuantity(known, quantity);
  await verifyPayPassword(deps, actor.personId, input.payPassword);
  const claim = idempotencyClaim(customerId, idempotencyKey, 'ipo.subscribe', {
    offeringId,
    quantity: quantity.toFixed(),
  });
  return deps.db.transaction((tx) =>
    idempotent(tx, claim, jsonAnswer(ipoSubscriptionView.parse), async () => {
      const offering = await findOffering(tx, offeringId, 'share');
      const now = deps.now();
      if (
        offering.status !== 'scheduled' ||
        now < offering.subscriptionStartsAt ||
        now >= offering.subscriptionEndsAt
      )
        throw notOpen(offering);
      await refuseFrozenPurchase(tx, customerId, 'customer');
      await countShares(tx, offering, customerId, quantity.toFixed());
      const subscription = await addToApplication(tx, offering, customerId, quantity, now);
      return toSubscriptionView(subscription, offering, language);
    }),
  );
};

/** The customer's applications, newest first, with what each was allotted. */
export const mySubscriptions = async (
  deps: AppDeps,
  actor: CustomerActor,
  language: LanguageKey,
): Promise<IpoSubscriptionView[]> => {
  const rows = await customerApplications(deps.db, actor.customerId, 200);
  return rows.map((row) => toSubscriptionView(row.subscription, row.offering, language));
};
