/**
 * A loan's days: calendar days `YYYY-MM-DD` in the loan's time zone (its currency's home
 * market), never UTC days. Stand-ins with the market-time kernel's names and meaning until
 * the kernel is merged.
 */
export const calendarDayIn = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The loan's date now: today in the loan's time zone. */
export const loanToday = (loan: { timeZone: string }, now: Date): string =>
  calendarDayIn(now, loan.timeZone);
