/** Loans count in UTC calendar days, written `YYYY-MM-DD` (a PostgreSQL `date`). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDay(date);
};
