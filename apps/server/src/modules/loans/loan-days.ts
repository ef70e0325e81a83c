import { calendarDayIn } from '@brokerage/shared/market-time/dates';

/**
 * A loan's days are calendar days `YYYY-MM-DD` in the loan's time zone (its currency's home
 * market, stored on the loan), never UTC days; the arithmetic is the market-time kernel's.
 */
export { addDays, calendarDayIn } from '@brokerage/shared/market-time/dates';

/** The loan's date now: today in the loan's time zone. */
export const loanToday = (loan: { timeZone: string }, now: Date): string =>
  calendarDayIn(now, loan.timeZone);
