import { z } from 'zod/mini';
import { Decimal, DECIMAL_PATTERN } from '../money.ts';
import { decimalString, instrumentKey, isoDay, page, pageQuery, text } from './common.ts';
import { feedOrigin, proposalStatus } from './four-eyes.ts';
import { positiveAmount } from './common.ts';

/** At most 8 decimals, as the ledger keeps amounts. */
const perShare = positiveAmount.check(
  z.refine((value) => (value.split('.')[1] ?? '').length <= 8, 'validation.perShareDecimals'),
);
/** A share of the gross, 0 to 0.5 (50 %), at most 5 decimals (0.15315 is 15.315 %). */
const withholdingRate = decimalString.check(
  z.refine(
    (value) =>
      DECIMAL_PATTERN.test(value) &&
      !value.startsWith('-') &&
      new Decimal(value).lte('0.5') &&
      (value.split('.')[1] ?? '').length <= 5,
    'validation.withholdingRate',
  ),
);

/**
 * A cash dividend as the issuer announced it (issue 30 item 3): the amount per share, the
 * market's withholding rate on it, the ex-date (lots held when it begins are entitled) and the
 * pay date. An operator enters it; a second admin approves it before it stands.
 */
export const dividendRequest = z
  .object({
    key: instrumentKey(),
    amountPerShare: perShare,
    withholdingRate,
    exDate: isoDay(),
    payDate: isoDay(),
    note: z.optional(text(500)),
  })
  .check(
    z.refine((value) => value.payDate >= value.exDate, {
      path: ['payDate'],
      message: 'validation.payBeforeEx',
    }),
  );

/** Whole numbers of shares, 1 to 1000, on each side of a split's ratio. */
const ratioSide = z.coerce
  .number({ message: 'validation.splitRatio' })
  .check(
    z.int('validation.splitRatio'),
    z.gte(1, 'validation.splitRatio'),
    z.lte(1000, 'validation.splitRatio'),
  );

/**
 * A split or reverse split as the issuer announced it (issue 30 item 3): `to` new shares for
 * every `from` held (3 for 1: to 3, from 1; a 1-for-10 reverse split: to 1, from 10), from the
 * ex-date on. An operator enters it; a second admin approves it before it stands.
 */
export const splitRequest = z
  .object({
    key: instrumentKey(),
    to: ratioSide,
    from: ratioSide,
    exDate: isoDay(),
    note: z.optional(text(500)),
  })
  .check(
    z.refine((value) => value.to !== value.from, {
      path: ['to'],
      message: 'validation.splitRatio',
    }),
  );

export const corporateActionKind = z.enum(['cash_dividend', 'split']);
export const corporateActionStatus = z.enum([
  'announced',
  'entitled',
  'paid',
  'applied',
  'cancelled',
]);

export const corporateActionView = z.object({
  id: z.int(),
  kind: corporateActionKind,
  key: z.string(),
  currency: z.string(),
  /** A dividend's terms. */
  amountPerShare: z.nullable(decimalString),
  withholdingRate: z.nullable(decimalString),
  /** A split's: `splitTo` new shares for every `splitFrom`. */
  splitTo: z.nullable(z.int()),
  splitFrom: z.nullable(z.int()),
  /** The close a split's fractions of a share were paid at (before adjusting), once applied. */
  closeBeforeEx: z.nullable(decimalString),
  exDate: z.string(),
  /** A split's is its ex-date. */
  payDate: z.string(),
  status: corporateActionStatus,
  /** Lots entitled (a dividend) or adjusted (a split) once the ex-date has begun. */
  lots: z.int(),
  gross: decimalString,
  withholding: decimalString,
  net: decimalString,
  /** What a split paid for fractions of a share. */
  cashInLieu: decimalString,
  enteredBy: z.string(),
  approvedBy: z.nullable(z.string()),
  /** The feed's record it was proposed by; null: an operator entered it. */
  feed: z.nullable(feedOrigin),
  createdAt: z.string(),
});

export const corporateActionsQuery = z.extend(pageQuery, {
  status: z.optional(corporateActionStatus),
});
export const corporateActionsPage = page(corporateActionView);

/**
 * A record a corporate actions feed published, as the server entered it: `proposed` (waiting
 * for an admin's approval like an operator's entry, or decided: `proposalStatus`) or `rejected`
 * by the check it failed (`errorCode`, with a validation failure's message key and field in
 * `errorDetail`/`errorField`). `amendedTerms`: what the vendor published under the same id
 * after it was proposed, which nothing applies (an admin decides what to do).
 */
export const corporateFeedRecordView = z.object({
  id: z.int(),
  source: z.string(),
  ref: z.string(),
  terms: z.record(z.string(), z.unknown()),
  status: z.enum(['proposed', 'rejected']),
  errorCode: z.nullable(z.string()),
  errorDetail: z.nullable(z.string()),
  errorField: z.nullable(z.string()),
  proposalId: z.nullable(z.int()),
  proposalStatus: z.nullable(proposalStatus),
  actionId: z.nullable(z.int()),
  amendedTerms: z.nullable(z.record(z.string(), z.unknown())),
  receivedAt: z.string(),
  checkedAt: z.string(),
  amendedAt: z.nullable(z.string()),
});

/** `attention`: the records rejected or amended after they were proposed; `all`: every one. */
export const corporateFeedRecordsQuery = z.extend(pageQuery, {
  show: z._default(z.enum(['attention', 'all']), 'attention'),
});
export const corporateFeedRecordsPage = page(corporateFeedRecordView);

/**
 * Whether a corporate actions feed is configured (CORPORATE_ACTIONS_FEED) and how its last read
 * went: when, when a read last succeeded and with how many records, and the last read's failure
 * (null when it succeeded). `lastRead` is null until a pass has read it.
 */
export const corporateFeedStatus = z.object({
  configured: z.boolean(),
  source: z.nullable(z.string()),
  lastRead: z.nullable(
    z.object({
      at: z.string(),
      succeededAt: z.nullable(z.string()),
      records: z.nullable(z.int()),
      error: z.nullable(z.string()),
    }),
  ),
});
export type CorporateFeedStatus = z.infer<typeof corporateFeedStatus>;

export type DividendRequest = z.infer<typeof dividendRequest>;
export type SplitRequest = z.infer<typeof splitRequest>;
export type CorporateActionView = z.infer<typeof corporateActionView>;
export type CorporateFeedRecordView = z.infer<typeof corporateFeedRecordView>;
