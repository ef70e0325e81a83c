import { z } from 'zod/mini';
import { page, pageQuery, safeString, text } from './common.ts';

export const customerSearchQuery = z.extend(pageQuery, {
  /** An email, a phone number, a user ID, a customer number or part of a name. */
  q: z.optional(safeString().check(z.trim(), z.maxLength(100, 'validation.tooLong'))),
});

export const customerSummary = z.object({
  id: z.int(),
  uid: z.string(),
  email: z.nullable(z.string()),
  areaCode: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  nickname: z.string(),
  vip: z.boolean(),
  kycStatus: z.string(),
  loginFrozenReason: z.nullable(z.string()),
  tradingFrozenReason: z.nullable(z.string()),
  createdAt: z.string(),
});

export const customerSearchPage = page(customerSummary);

/** Cash of one currency: available, held for pending withdrawals and orders, and their sum. */
const customerBalance = z.object({
  currency: z.string(),
  available: z.string(),
  held: z.string(),
  total: z.string(),
});

export const customerDetail = z.object({
  profile: customerSummary,
  /** The name on the newest passed identity document; null until one passed. */
  verifiedName: z.nullable(z.string()),
  kyc: z.array(
    z.object({
      id: z.int(),
      kind: z.string(),
      status: z.string(),
      reason: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
  balances: z.array(customerBalance),
  positions: z.array(
    z.object({
      id: z.int(),
      instrumentKey: z.string(),
      currency: z.string(),
      quantity: z.string(),
      /** Pledged to loans: not the customer's to sell until repaid. */
      pledgedQuantity: z.string(),
      openPrice: z.string(),
      /** What the open shares cost (exact; a split keeps it). */
      cost: z.string(),
      /** The customer's stops as they stand, read only: operators run rules, not positions. */
      stopLoss: z.nullable(z.string()),
      takeProfit: z.nullable(z.string()),
      takeProfitKind: z.enum(['market', 'limit']),
      trailing: z.nullable(
        z.object({ kind: z.enum(['amount', 'percent']), distance: z.string(), peak: z.string() }),
      ),
      openedAt: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.int(),
      createdAt: z.string(),
      expiresAt: z.string(),
      ip: z.nullable(z.string()),
      userAgent: z.nullable(z.string()),
    }),
  ),
  /** The customer's second factors as an operator may see them: never a secret. */
  secondFactors: z.array(
    z.object({
      id: z.int(),
      kind: z.enum(['totp', 'passkey']),
      name: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.nullable(z.string()),
    }),
  ),
  recoveryCodesLeft: z.int(),
  /** The customer's open practice account: virtual money in the practice ledger book. */
  practice: z.nullable(
    z.object({
      openedAt: z.string(),
      balances: z.array(customerBalance),
    }),
  ),
});

export const customerOrdersPage = page(
  z.object({
    id: z.int(),
    instrumentKey: z.string(),
    side: z.string(),
    type: z.string(),
    quantity: z.string(),
    limitPrice: z.nullable(z.string()),
    status: z.string(),
    reason: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);

/** What can happen to a customer, as their timeline in the console lists it. */
export const TIMELINE_KINDS = [
  'registered',
  'kyc.submitted',
  'kyc.passed',
  'kyc.rejected',
  'deposit.submitted',
  'deposit.passed',
  'deposit.part',
  'deposit.refused',
  'withdrawal.requested',
  'withdrawal.paid',
  'withdrawal.refused',
  'withdrawal.cancelled',
  'order.filled',
  'loan.applied',
  'loan.rejected',
  'loan.disbursed',
  'loan.repaid',
  'support.customer',
  'support.operator',
  'adjustment',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * One event of a customer's timeline (issue 28 item 7), read from the record it happened to:
 * `refId` is that record's id (the deposit, the KYC submission, the order, the message, the
 * journal entry; the customer's own for the registration). What else it says depends on the
 * kind: `subject` a document kind or an instrument, `amount` and `currency` the money (an
 * order's filled quantity, with its `price`), `text` a reason, a comment or a message's start.
 */
export const timelineEvent = z.object({
  /** `<kind>:<refId>`: one event's own key (a record has an event for each step). */
  id: z.string(),
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  refId: z.int(),
  subject: z.nullable(z.string()),
  amount: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  price: z.nullable(z.string()),
  text: z.nullable(z.string()),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;
export const customerTimelinePage = page(timelineEvent);
/** A page of the timeline, all of it or one topic's events (`support`: the support thread). */
export const customerTimelineQuery = z.extend(pageQuery, {
  topic: z.optional(
    z.enum([
      'registered',
      'kyc',
      'deposit',
      'withdrawal',
      'order',
      'loan',
      'support',
      'adjustment',
    ]),
  ),
});

export const freezeScope = z.enum(['login', 'trading']);

/** A freeze carries the reason the customer is shown (in their inbox and on refusal). */
export const customerFreezeRequest = z.object({ scope: freezeScope, reason: text(300) });
export const customerUnfreezeRequest = z.object({ scope: freezeScope });
export const customerVipRequest = z.object({ vip: z.boolean() });
export const customerMessageRequest = z.object({ title: text(120), body: text(2000) });

export type CustomerSummary = z.infer<typeof customerSummary>;
export type CustomerDetail = z.infer<typeof customerDetail>;
