import {
  Decimal,
  type IpoStatus,
  type IpoSubscriptionView,
  type IpoView,
  type LanguageKey,
} from '@brokerage/shared';
import { feeRuleOf, type FeeSchedule } from '@brokerage/shared/order-rules';
import type { ipoOfferings, ipoSubscriptions } from '../../db/schema/index.ts';

export type OfferingRow = typeof ipoOfferings.$inferSelect;
export type SubscriptionRow = typeof ipoSubscriptions.$inferSelect;

/**
 * Where an offering stands for a customer: the calendar says it while the offering is
 * scheduled; the jobs' allotment and listing say the rest.
 */
export const ipoStatus = (offering: OfferingRow, now: Date): IpoStatus => {
  if (offering.status === 'listed') return 'listed';
  if (offering.status === 'allotted') return 'allotted';
  if (now < offering.subscriptionStartsAt) return 'upcoming';
  if (now < offering.subscriptionEndsAt) return 'open';
  return 'waiting';
};

export const offeringKey = (offering: Pick<OfferingRow, 'market' | 'symbol'>) =>
  `${offering.market}:${offering.symbol}`;

export const localName = (offering: OfferingRow, language: LanguageKey): string =>
  offering.names[language] ?? offering.name;

export const toIpoView = (
  offering: OfferingRow,
  context: { now: Date; language: LanguageKey; subscribedShares: string; fees: FeeSchedule },
): IpoView => {
  const rule = feeRuleOf(context.fees, offering.market);
  return {
    id: offering.id,
    key: offeringKey(offering),
    market: offering.market,
    symbol: offering.symbol,
    name: localName(offering, context.language),
    currency: offering.currency,
    issuePrice: new Decimal(offering.issuePrice).toFixed(),
    issueAmount: new Decimal(offering.issueAmount ?? '0').toFixed(),
    sharesIssued: offering.sharesIssued,
    lotSize: offering.lotSize,
    maxPerCustomer: offering.maxPerCustomer,
    partialAllowed: offering.partialAllowed ?? offering.allotmentRule === 'pro_rata_lottery',
    allotmentRule: offering.allotmentRule,
    subscriptionStartsAt: offering.subscriptionStartsAt.toISOString(),
    subscriptionEndsAt: offering.subscriptionEndsAt.toISOString(),
    allotmentAt: offering.allotmentAt.toISOString(),
    listingAt: offering.listingAt.toISOString(),
    status: ipoStatus(offering, context.now),
    subscribedShares: context.subscribedShares,
    seedHash: offering.seedHash,
    // The seed stays secret until the draw, so nobody can pick a lucky subscription.
    seed: offering.status === 'scheduled' ? null : offering.lotterySeed,
    feeRate: new Decimal(rule.rate).toFixed(),
    minimumFee: new Decimal(rule.minimum).toFixed(),
  };
};

const decimalOrNull = (value: string | null) =>
  value === null ? null : new Decimal(value).toFixed();

export const toSubscriptionView = (
  subscription: SubscriptionRow,
  offering: OfferingRow,
  language: LanguageKey,
): IpoSubscriptionView => ({
  id: subscription.id,
  offeringId: offering.id,
  key: offeringKey(offering),
  name: localName(offering, language),
  currency: offering.currency,
  price: new Decimal(subscription.price).toFixed(),
  quantity: subscription.quantity,
  amount: new Decimal(subscription.amount).toFixed(),
  fee: new Decimal(subscription.fee).toFixed(),
  total: new Decimal(subscription.amount).plus(subscription.fee).toFixed(),
  status: subscription.status,
  allottedQuantity: subscription.allottedQuantity,
  allottedAmount: decimalOrNull(subscription.allottedAmount),
  allottedFee: decimalOrNull(subscription.allottedFee),
  createdAt: subscription.createdAt.toISOString(),
  allottedAt: subscription.allottedAt?.toISOString() ?? null,
  listingAt: offering.listingAt.toISOString(),
});
