import { HOLIDAY_TABLES } from '@brokerage/shared/market-time';

const DAY_MS = 86_400_000;

const isWeekend = (date: Date): boolean => date.getUTCDay() === 0 || date.getUTCDay() === 6;

const endOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 23, 59, 59));

/**
 * The platform's holidays, decided here: the US market calendar (NYSE), taken from the same
 * generated tables as the trading calendars, so it does not run out either. USD is the
 * platform's main currency (accounts are funded and withdrawn in USD and EUR) and a USD
 * payment clears through US banks, which do not pay out on US holidays; the NYSE calendar is
 * the US calendar we maintain. It is close to, not the same as, the Federal Reserve's (Good
 * Friday is a holiday here; Columbus and Veterans Day are not). A union with TARGET2 for EUR
 * was not taken: one calendar keeps the promise the same for every customer.
 */
export const PLATFORM_HOLIDAYS: ReadonlySet<string> = HOLIDAY_TABLES.US.holidays;

/**
 * Seed section 9: requested on a business day, processed within 24 hours; on a
 * weekend or holiday, by the end of the next business day. Days are counted in UTC
 * (the platform's operations day); `holidays` holds ISO dates (YYYY-MM-DD).
 */
export const withdrawalPromisedBy = (
  requestedAt: Date,
  holidays: ReadonlySet<string> = PLATFORM_HOLIDAYS,
): Date => {
  const isBusinessDay = (date: Date) =>
    !isWeekend(date) && !holidays.has(date.toISOString().slice(0, 10));
  if (isBusinessDay(requestedAt)) return new Date(requestedAt.getTime() + DAY_MS);
  let next = new Date(requestedAt.getTime() + DAY_MS);
  while (!isBusinessDay(next)) next = new Date(next.getTime() + DAY_MS);
  return endOfUtcDay(next);
};

/** Seed section 9: a bank withdrawal arrives T+2 business days after processing. */
export const BANK_ARRIVAL_BUSINESS_DAYS = 2;
