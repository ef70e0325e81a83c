const DAY_MS = 86_400_000;

const isWeekend = (date: Date): boolean => date.getUTCDay() === 0 || date.getUTCDay() === 6;

const endOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 23, 59, 59));

/**
 * Seed section 9: requested on a business day, processed within 24 hours; on a
 * weekend or holiday, by the end of the next business day. Days are counted in UTC
 * (the platform's operations day); `holidays` holds ISO dates (YYYY-MM-DD).
 */
export const withdrawalPromisedBy = (
  requestedAt: Date,
  holidays: ReadonlySet<string> = new Set(),
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
