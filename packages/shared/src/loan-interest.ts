import { currencyDecimals } from './format/number-format.ts';
import { Decimal } from './money.ts';

/**
 * A loan's published arithmetic, the one place the server's accrual, the agreement and the
 * app's preview take it from.
 *
 * Rates are ANNUAL (0.1825 is 18.25 % a year). The day-count basis actual/365 counts the
 * calendar days the money is out and divides the annual rate by 365, leap year or not:
 * daily rate = annual rate / 365, never rounded itself.
 *
 * One day's interest is principal x annual / 365 CUT (rounded toward zero) to 8 decimals, in
 * the borrower's favour by less than 0.00000001 a day. Accruals are kept at those 8
 * decimals; only what is charged is rounded: the interest and the penalty a repayment takes
 * are each cut to the currency's unit (cents), so the repayment amount is never more than
 * what accrued. The fraction of a unit below stays owed while the loan is open and is waived
 * when it is repaid in full.
 */
export const LOAN_DAY_COUNTS = { 'actual/365': 365 } as const;
export type LoanDayCount = keyof typeof LOAN_DAY_COUNTS;
/** The basis every loan is offered on (issue 23). */
export const LOAN_DAY_COUNT: LoanDayCount = 'actual/365';

/** Decimals an accrual is kept in. */
export const ACCRUAL_DECIMALS = 8;

/** The daily rate derived from an annual one: annual / 365 for actual/365, exact. */
export const dailyRate = (annual: string | Decimal, basis: LoanDayCount): Decimal =>
  new Decimal(annual).div(LOAN_DAY_COUNTS[basis]);

/** Decimals of a percentage a derived daily rate is shown with (0.04931507 % for 18 % a year). */
export const DAILY_RATE_SHOWN_DECIMALS = 8;

/**
 * A rate as a percentage for reading: exact when it has at most 8 decimals as a percentage,
 * otherwise rounded half-even to 8 (`exact` false, so the reader can say "about").
 */
export const percentShown = (rate: Decimal): { percent: string; exact: boolean } => {
  const percent = rate.times(100);
  const shown = percent.toDecimalPlaces(DAILY_RATE_SHOWN_DECIMALS, Decimal.ROUND_HALF_EVEN);
  return { percent: shown.toFixed(), exact: shown.eq(percent) };
};

/** One calendar day's interest (or penalty) on `principal`: principal x annual / 365, cut to 8 decimals. */
export const dayAccrual = (
  principal: string | Decimal,
  annual: string | Decimal,
  basis: LoanDayCount,
): Decimal =>
  new Decimal(principal)
    .times(annual)
    .div(LOAN_DAY_COUNTS[basis])
    .toDecimalPlaces(ACCRUAL_DECIMALS, Decimal.ROUND_DOWN);

/** What of an accrued amount can be charged: cut to the currency's unit (2 decimals for USD). */
export const chargeable = (accrued: string | Decimal, currency: string): Decimal =>
  new Decimal(accrued).toDecimalPlaces(currencyDecimals(currency), Decimal.ROUND_DOWN);

/** The repayment amount: principal + interest and penalty to date, each cut to the currency's unit. */
export const repaymentAmount = (
  dues: { principalDue: string; interestDue: string; penaltyDue: string },
  currency: string,
): Decimal =>
  new Decimal(dues.principalDue)
    .plus(chargeable(dues.interestDue, currency))
    .plus(chargeable(dues.penaltyDue, currency));

/**
 * The interest a loan of `amount` makes over `days` if repaid on its due date: the days'
 * accruals summed, then cut to the currency's unit, as the repayment would charge it.
 */
export const periodInterest = (
  amount: string,
  annual: string,
  basis: LoanDayCount,
  days: number,
  currency: string,
): Decimal => chargeable(dayAccrual(amount, annual, basis).times(days), currency);
