import { z } from 'zod';
import { Decimal, DECIMAL_PATTERN } from '../money.ts';
import { decimalString, instrumentKey, isoDay, page, pageQuery, text } from './common.ts';
import { positiveAmount } from './funding.ts';

/** At most 8 decimals, as the ledger keeps amounts. */
const perShare = positiveAmount.refine(
  (value) => (value.split('.')[1] ?? '').length <= 8,
  'validation.perShareDecimals',
);
/** A share of the gross, 0 to 0.5 (50 %), at most 5 decimals (0.15315 is 15.315 %). */
const withholdingRate = decimalString.refine(
  (value) =>
    DECIMAL_PATTERN.test(value) &&
    !value.startsWith('-') &&
    new Decimal(value).lte('0.5') &&
    (value.split('.')[1] ?? '').length <= 5,
  'validation.withholdingRate',
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
    note: text(500).optional(),
  })
  .refine((value) => value.payDate >= value.exDate, {
    path: ['payDate'],
    message: 'validation.payBeforeEx',
  });

export const corporateActionStatus = z.enum(['announced', 'entitled', 'paid', 'cancelled']);

export const corporateActionView = z.object({
  id: z.number().int(),
  kind: z.literal('cash_dividend'),
  key: z.string(),
  currency: z.string(),
  amountPerShare: decimalString,
  withholdingRate: decimalString,
  exDate: z.string(),
  payDate: z.string(),
  status: corporateActionStatus,
  /** Lots entitled and what they are paid, once the ex-date has begun. */
  lots: z.number().int(),
  gross: decimalString,
  withholding: decimalString,
  net: decimalString,
  enteredBy: z.string(),
  approvedBy: z.string().nullable(),
  createdAt: z.string(),
});

export const corporateActionsQuery = pageQuery.extend({
  status: corporateActionStatus.optional(),
});
export const corporateActionsPage = page(corporateActionView);

export type DividendRequest = z.infer<typeof dividendRequest>;
export type CorporateActionView = z.infer<typeof corporateActionView>;
