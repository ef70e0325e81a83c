import { z } from 'zod/mini';
import { LOAN_DAY_COUNTS, type LoanDayCount } from '../loan-interest.ts';
import { Decimal, DECIMAL_PATTERN } from '../money.ts';
import { decimalString, payPasswordSchema, positiveAmount, safeString, text } from './common.ts';
import {
  customerIdFilter,
  decider,
  decisionNote,
  reviewComment,
  reviewedCustomer,
} from './review.ts';

/**
 * Seed section 5, stock financing: must agree to the agreement; upload an image; amount must
 * be a whole number; signature required. Each missing piece answers its own message, on the
 * server and in the form (the same schema), and a fraction is refused, never rounded.
 */
const requiredFile = (missing: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined ? missing : 'validation.invalid') });

/** A whole number of currency units: '1.5' is refused with the seed's message, not truncated. */
export const loanAmount = safeString().check(
  z.minLength(1, 'validation.required'),
  z.regex(DECIMAL_PATTERN, 'validation.amountInvalid'),
  z.refine((value) => !value.includes('.'), 'validation.loanAmountWhole'),
  z.refine(
    (value) => !value.startsWith('-') && !/^0+(\.0*)?$/.test(value),
    'validation.amountInvalid',
  ),
);

export const loanApplication = z.object({
  currency: safeString().check(z.trim(), z.minLength(3), z.maxLength(8)),
  amount: loanAmount,
  periodDays: z.int().check(z.positive(), z.lte(3650)),
  imageFileId: requiredFile('validation.loanImageRequired'),
  signatureFileId: requiredFile('validation.loanSignatureRequired'),
  agreed: z.literal(true, { error: 'validation.loanAgreementRequired' }),
});

const dayCount = z.enum(Object.keys(LOAN_DAY_COUNTS) as [LoanDayCount, ...LoanDayCount[]]);

/**
 * The terms shown before applying, from the settings (`loans.terms`). Rates are annual; the
 * day-count basis says how a day's rate is derived from them (actual/365: annual / 365).
 */
/** A decimal between `min` and `max` (a level, an LTV): a rate, never an amount of money. */
const between = (min: string, max: string) =>
  decimalString.check(
    z.refine(
      (v) => DECIMAL_PATTERN.test(v) && new Decimal(v).gte(min) && new Decimal(v).lte(max),
      'validation.amountInvalid',
    ),
  );
const ratio = between('1', '10');
const ltv = between('0', '1');

/**
 * The `loans.margin` setting: the equity ratio (pledged collateral at market / debt) a loan
 * must keep (maintenance: below it a margin call), the one below which it is liquidated at
 * once, and the hours a call gives. Liquidation below maintenance, both above 1.
 */
export const marginSetting = z
  .object({
    maintenanceLevel: ratio,
    liquidationLevel: ratio,
    callDeadlineHours: z.int().check(z.gte(1), z.lte(720)),
  })
  .check(
    z.refine(
      (value) =>
        // Each level's own rule refuses malformed text (zod runs this check anyway); the two
        // are compared only when both are decimals, as reading other text would throw.
        !DECIMAL_PATTERN.test(value.liquidationLevel) ||
        !DECIMAL_PATTERN.test(value.maintenanceLevel) ||
        (new Decimal(value.liquidationLevel).gt(1) &&
          new Decimal(value.liquidationLevel).lt(value.maintenanceLevel)),
      { message: 'validation.invalid', path: ['liquidationLevel'] },
    ),
  );

/**
 * The `loans.ltv` setting: the loan-to-value ratio (the haircut's complement) per market and
 * per instrument id; an instrument's overrides its market's, 0 cannot be pledged, a market
 * not listed lends nothing.
 */
export const ltvSetting = z.object({
  markets: z.record(z.string().check(z.regex(/^[A-Z]{2,8}$/, 'validation.invalid')), ltv),
  instruments: z.record(z.string().check(z.regex(/^\d{1,10}$/, 'validation.invalid')), ltv),
});

/** Per loan currency: haircut-adjusted holdings, debt, and what can still be borrowed. */
export const borrowingPowerView = z.object({
  currency: z.string(),
  /** Σ open lots × last price × LTV, converted at the FX rate less its spread. */
  collateralValue: decimalString,
  /** Every open or applied loan's debt, converted into this currency. */
  debt: decimalString,
  /** collateralValue − debt, never below 0. */
  borrowingPower: decimalString,
});

export const COLLATERAL_STATUSES = ['ok', 'call', 'liquidating', 'closed'] as const;
export const MARGIN_CALL_STATUSES = ['open', 'met', 'liquidated'] as const;

/** A lent loan's pledged lots valued now, its equity ratio and its margin call. */
export const loanCollateral = z.object({
  /** The pledged lots at the last price, in the loan's currency. */
  value: decimalString,
  debt: decimalString,
  /** value / debt; null while nothing is owed. */
  equityRatio: z.nullable(decimalString),
  status: z.enum(COLLATERAL_STATUSES),
  pledges: z.array(
    z.object({
      lotId: z.int(),
      symbol: z.string(),
      market: z.string(),
      quantity: z.string(),
      price: decimalString,
      ltv: decimalString,
      value: decimalString,
    }),
  ),
  marginCall: z.nullable(
    z.object({
      id: z.int(),
      amountToRepay: decimalString,
      deadline: z.string(),
      status: z.enum(MARGIN_CALL_STATUSES),
    }),
  ),
});

/** The margin levels of an equity ratio (collateral value / debt) and the hours a call gives. */
export const marginLevels = z.object({
  maintenanceLevel: decimalString,
  liquidationLevel: decimalString,
  callDeadlineHours: z.int(),
});

export const loanTerms = z.object({
  interestRate: decimalString,
  penaltyRate: decimalString,
  dayCount,
  periods: z.array(z.int()),
  currencies: z.array(
    z.object({ currency: z.string(), minimum: decimalString, maximum: decimalString }),
  ),
  /** Days before the due date the reminder is sent. */
  reminderDays: z.int(),
  /** The margin levels shown before the signature (and stated by the agreement). */
  margin: z.extend(marginLevels, { dayCount }),
  borrowingPower: z.array(borrowingPowerView),
});

const WHOLE = /^\d{1,20}$/;
const ANNUAL_RATE = /^0(\.\d{1,8})?$/;

/**
 * The `loans.terms` setting as operators edit it and the server reads it: ANNUAL rates below
 * 1 (0.1825 is 18.25 % a year; until migration 0033 these were daily rates), the periods
 * offered, whole-amount limits per currency, the reminder's lead in days.
 */
export const loanTermsSetting = z.object({
  interestRate: z.string().check(z.regex(ANNUAL_RATE, 'validation.amountInvalid')),
  penaltyRate: z.string().check(z.regex(ANNUAL_RATE, 'validation.amountInvalid')),
  periods: z.array(z.int().check(z.positive(), z.lte(3650))).check(z.minLength(1)),
  currencies: z
    .array(
      z.object({
        currency: z.string().check(z.regex(/^[A-Z]{3,8}$/, 'validation.invalid')),
        minimum: z.string().check(z.regex(WHOLE, 'validation.loanAmountWhole')),
        maximum: z.string().check(z.regex(WHOLE, 'validation.loanAmountWhole')),
      }),
    )
    .check(z.minLength(1)),
  reminderDays: z.int().check(z.gte(0), z.lte(60)),
});

export const LOAN_STATUSES = ['applied', 'rejected', 'disbursed', 'overdue', 'repaid'] as const;

export const loanView = z.object({
  id: z.int(),
  currency: z.string(),
  amount: decimalString,
  periodDays: z.int(),
  /** Annual rates, copied from the terms when the customer applied. */
  interestRate: decimalString,
  penaltyRate: decimalString,
  dayCount,
  /** The time zone the loan's days are counted in (its currency's home market). */
  timeZone: z.string(),
  status: z.enum(LOAN_STATUSES),
  /** Seed section 4: the approval status, and disbursed or not. */
  approvalStatus: z.enum(['review', 'approved', 'rejected']),
  disbursed: z.boolean(),
  reason: z.nullable(z.string()),
  principalDue: decimalString,
  /** Interest and penalty accrued (8 decimals) and not yet paid. */
  interestDue: decimalString,
  penaltyDue: decimalString,
  /** Principal + interest to date + penalty, each cut to the currency's unit: what repaying in full takes now. */
  repaymentAmount: decimalString,
  accruedThrough: z.nullable(z.string()),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
  disbursedAt: z.nullable(z.string()),
  /** Repay by the end of this day in `timeZone`; the penalty runs from the day after it. */
  dueDate: z.nullable(z.string()),
  repaidAt: z.nullable(z.string()),
  /** The operator's review sends the version it read: a decision on a changed loan is refused. */
  version: z.int(),
  /** The levels the borrower signed: the setting's later changes apply to new loans only. */
  margin: marginLevels,
  collateral: loanCollateral,
});

export const adminLoanView = z.extend(loanView, {
  customerId: z.int(),
  imageFileId: z.string(),
  signatureFileId: z.string(),
});
/**
 * A loan in the review list: with the payout proposal waiting for a second operator, if any,
 * and the decision's internal note (its audit row), operators only.
 */
export const adminLoanListItem = z.extend(adminLoanView, {
  openProposalId: z.nullable(z.int()),
  note: z.nullable(z.string()),
  decidedBy: decider,
  customer: reviewedCustomer,
});

/** A margin call as operators review it: every call of the loan, newest first. */
export const marginCallView = z.object({
  id: z.int(),
  amountToRepay: decimalString,
  equityRatio: decimalString,
  deadline: z.string(),
  status: z.enum(MARGIN_CALL_STATUSES),
  createdAt: z.string(),
  closedAt: z.nullable(z.string()),
});
/** One loan in the console: its collateral, equity ratio and every margin call. */
export const adminLoanDetail = z.extend(adminLoanListItem, {
  marginCalls: z.array(marginCallView),
});

export const loanListQuery = z.object({
  /** open: under review, disbursed or overdue; closed: rejected or repaid. */
  state: z._default(z.enum(['open', 'closed', 'all']), 'all'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

export const adminLoanListQuery = z.object({
  status: z.optional(z.enum(LOAN_STATUSES)),
  customerId: customerIdFilter,
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

export const loanHistory = z.object({
  accruals: z.array(
    z.object({
      day: z.string(),
      principal: decimalString,
      interest: decimalString,
      penalty: decimalString,
    }),
  ),
  repayments: z.array(
    z.object({
      id: z.int(),
      amount: decimalString,
      principal: decimalString,
      interest: decimalString,
      penalty: decimalString,
      createdAt: z.string(),
    }),
  ),
});

export const loanRepayRequest = z.object({
  amount: positiveAmount,
  payPassword: payPasswordSchema,
});

/** `reason` reaches the customer (inbox, loan); `note` stays with the operators. */
export const loanReviewRequest = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    reason: reviewComment,
    note: decisionNote,
    version: z.int().check(z.positive()),
  }),
  z.object({
    decision: z.literal('reject'),
    reason: text(500),
    note: decisionNote,
    version: z.int().check(z.positive()),
  }),
]);

export type LoanApplication = z.infer<typeof loanApplication>;
export type LoanTerms = z.infer<typeof loanTerms>;
export type MarginSetting = z.infer<typeof marginSetting>;
export type LtvSetting = z.infer<typeof ltvSetting>;
export type BorrowingPowerView = z.infer<typeof borrowingPowerView>;
export type LoanCollateral = z.infer<typeof loanCollateral>;
export type AdminLoanDetail = z.infer<typeof adminLoanDetail>;
export type LoanTermsSetting = z.infer<typeof loanTermsSetting>;
export type LoanView = z.infer<typeof loanView>;
export type AdminLoanView = z.infer<typeof adminLoanView>;
export type LoanHistory = z.infer<typeof loanHistory>;
export type LoanRepayRequest = z.infer<typeof loanRepayRequest>;
export type LoanReviewRequest = z.infer<typeof loanReviewRequest>;
