import {
  addDuration,
  endOfDayIn,
  HOLIDAY_TABLES,
  localDate,
  nextTradingDate,
  PLATFORM_CALENDAR,
  PLATFORM_TIME_ZONE,
  tradingDay,
} from '@brokerage/shared/market-time';

/** The platform's holidays (see PLATFORM_CALENDAR): the US market calendar's. */
export const PLATFORM_HOLIDAYS: ReadonlySet<string> = HOLIDAY_TABLES[PLATFORM_CALENDAR].holidays;

/**
 * Seed section 9: requested on a business day, processed within 24 hours; on a weekend or
 * holiday, by the end (23:59:59) of the next business day. Business days are the platform
 * calendar's trading days (a half day counts), and a request's day is its date in the
 * platform's zone (New York), so Friday evening there is still Friday. Always the real
 * calendar: holidays hold for payouts even when the demo keeps the markets open.
 */
export const withdrawalPromisedBy = (requestedAt: Date): Date => {
  const requestDate = localDate(PLATFORM_CALENDAR, requestedAt);
  if (tradingDay(PLATFORM_CALENDAR, requestDate)) return addDuration(requestedAt, { hours: 24 });
  const businessDay = nextTradingDate(PLATFORM_CALENDAR, requestDate);
  return addDuration(endOfDayIn(businessDay, PLATFORM_TIME_ZONE), { seconds: -1 });
};

/** Seed section 9: a bank withdrawal arrives T+2 business days after processing. */
export const BANK_ARRIVAL_BUSINESS_DAYS = 2;
