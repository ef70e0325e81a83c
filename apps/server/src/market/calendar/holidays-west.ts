/**
 * Full-day closures and early closes, 2025 and 2026, for the western calendars. Dates are the
 * exchange's local dates. Only dates we are confident of are listed; gaps are named below.
 */

/** NYSE / Nasdaq. Includes the 2025-01-09 closure (national day of mourning for President Carter). */
export const US_HOLIDAYS = [
  '2025-01-01',
  '2025-01-09',
  '2025-01-20',
  '2025-02-17',
  '2025-04-18',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-11-27',
  '2025-12-25',
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-04-03',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
  '2026-09-07',
  '2026-11-26',
  '2026-12-25',
];
/** NYSE closes at 13:00 on these days. */
export const US_EARLY_CLOSES: Record<string, string> = {
  '2025-07-03': '13:00',
  '2025-11-28': '13:00',
  '2025-12-24': '13:00',
  '2026-11-27': '13:00',
  '2026-12-24': '13:00',
};

/** Xetra: New Year, Good Friday, Easter Monday, 1 May, 24-26 and 31 December. Whit Monday and 3 October trade. */
export const DE_HOLIDAYS = [
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-01',
  '2025-12-24',
  '2025-12-25',
  '2025-12-26',
  '2025-12-31',
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-01',
  '2026-12-24',
  '2026-12-25',
  '2026-12-31',
];

/** Euronext Paris: the TARGET days; 24 and 31 December are half days closing 14:05. */
export const FR_HOLIDAYS = [
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-01',
  '2025-12-25',
  '2025-12-26',
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-01',
  '2026-12-25',
];
export const FR_EARLY_CLOSES: Record<string, string> = {
  '2025-12-24': '14:05',
  '2025-12-31': '14:05',
  '2026-12-24': '14:05',
  '2026-12-31': '14:05',
};

/**
 * Bolsa de Madrid: the TARGET days. BME also shortens 24 and 31 December; we are not sure of
 * the exact closing time, so those days are left as full days here.
 */
export const ES_HOLIDAYS = [
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-01',
  '2025-12-25',
  '2025-12-26',
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-01',
  '2026-12-25',
];

/** Borsa Italiana (for FTSE MIB): TARGET days plus 15 August, 24 and 31 December. */
export const IT_HOLIDAYS = [
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-01',
  '2025-08-15',
  '2025-12-24',
  '2025-12-25',
  '2025-12-26',
  '2025-12-31',
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-01',
  '2026-12-24',
  '2026-12-25',
  '2026-12-31',
];
