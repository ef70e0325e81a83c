/**
 * Full-day closures and half days, 2025 and 2026, for the Asian calendars (weekday dates only;
 * holidays that fall on a weekend need no entry). Dates are the exchange's local dates. Only
 * dates we are confident of are listed; what is left out is named beside each market.
 */

/**
 * HKEX. Not modelled: closures for typhoon signal 8 / black rainstorm, which are announced on
 * the day.
 */
export const HK_HOLIDAYS = [
  '2025-01-01',
  '2025-01-29',
  '2025-01-30',
  '2025-01-31',
  '2025-04-04',
  '2025-04-18',
  '2025-04-21',
  '2025-05-01',
  '2025-05-05',
  '2025-07-01',
  '2025-10-01',
  '2025-10-07',
  '2025-10-29',
  '2025-12-25',
  '2025-12-26',
  '2026-01-01',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-04-03',
  '2026-04-06',
  '2026-04-07',
  '2026-05-01',
  '2026-05-25',
  '2026-06-19',
  '2026-07-01',
  '2026-10-01',
  '2026-10-19',
  '2026-12-25',
];
/** Lunar New Year's Eve, Christmas Eve and New Year's Eve: morning session only. */
export const HK_EARLY_CLOSES: Record<string, string> = {
  '2025-01-28': '12:00',
  '2025-12-24': '12:00',
  '2025-12-31': '12:00',
  '2026-02-16': '12:00',
  '2026-12-24': '12:00',
  '2026-12-31': '12:00',
};

/**
 * Shanghai and Shenzhen share the CSRC closure schedule. The weekend "make-up" working days
 * are not trading days, so only weekday closures appear.
 */
export const CN_HOLIDAYS = [
  '2025-01-01',
  '2025-01-28',
  '2025-01-29',
  '2025-01-30',
  '2025-01-31',
  '2025-02-03',
  '2025-02-04',
  '2025-04-04',
  '2025-05-01',
  '2025-05-02',
  '2025-05-05',
  '2025-06-02',
  '2025-10-01',
  '2025-10-02',
  '2025-10-03',
  '2025-10-06',
  '2025-10-07',
  '2025-10-08',
  '2026-01-01',
  '2026-01-02',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-02-20',
  '2026-02-23',
  '2026-04-06',
  '2026-05-01',
  '2026-05-04',
  '2026-05-05',
  '2026-06-19',
  '2026-09-25',
  '2026-10-01',
  '2026-10-02',
  '2026-10-05',
  '2026-10-06',
  '2026-10-07',
];

/**
 * TWSE, including the two no-trading (settlement only) days before Lunar New Year and the
 * holidays added by the 2025 amendment (Teacher's Day, Retrocession Day, Constitution Day).
 */
export const TW_HOLIDAYS = [
  '2025-01-01',
  '2025-01-23',
  '2025-01-24',
  '2025-01-27',
  '2025-01-28',
  '2025-01-29',
  '2025-01-30',
  '2025-01-31',
  '2025-02-28',
  '2025-04-03',
  '2025-04-04',
  '2025-05-01',
  '2025-05-30',
  '2025-09-29',
  '2025-10-06',
  '2025-10-10',
  '2025-10-24',
  '2025-12-25',
  '2026-01-01',
  '2026-02-12',
  '2026-02-13',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-02-20',
  '2026-02-27',
  '2026-04-03',
  '2026-04-06',
  '2026-05-01',
  '2026-06-19',
  '2026-09-25',
  '2026-09-28',
  '2026-10-09',
  '2026-10-26',
  '2026-12-25',
];

/**
 * SGX. Holidays on a Sunday move to Monday; on a Saturday they are not replaced. Not listed:
 * one-off holidays declared during the year (polling days and the like) that we cannot confirm.
 */
export const SG_HOLIDAYS = [
  '2025-01-01',
  '2025-01-29',
  '2025-01-30',
  '2025-03-31',
  '2025-04-18',
  '2025-05-01',
  '2025-05-12',
  '2025-10-20',
  '2025-12-25',
  '2026-01-01',
  '2026-02-17',
  '2026-02-18',
  '2026-04-03',
  '2026-05-01',
  '2026-05-27',
  '2026-06-01',
  '2026-08-10',
  '2026-11-09',
  '2026-12-25',
];
/** Eves of Lunar New Year, Christmas and New Year: trading ends at noon. */
export const SG_EARLY_CLOSES: Record<string, string> = {
  '2025-01-28': '12:00',
  '2025-12-24': '12:00',
  '2025-12-31': '12:00',
  '2026-02-16': '12:00',
  '2026-12-24': '12:00',
  '2026-12-31': '12:00',
};

/**
 * Bursa Malaysia follows the Kuala Lumpur public holidays. 2025 is complete as far as we know.
 * 2026 lists only the fixed-date holidays and Chinese New Year: the Islamic holidays (Hari Raya
 * Aidilfitri around 20-23 March, Hari Raya Haji, Awal Muharram, Maulidur Rasul, Nuzul
 * Al-Quran), Thaipusam, Wesak and Deepavali depend on moon sightings or on Sunday substitution
 * rules we could not confirm, so they are left out rather than guessed. Half-day closures on
 * the eves of Hari Raya and Chinese New Year are not modelled either.
 */
export const MY_HOLIDAYS = [
  '2025-01-01',
  '2025-01-29',
  '2025-01-30',
  '2025-02-11',
  '2025-03-18',
  '2025-03-31',
  '2025-04-01',
  '2025-05-01',
  '2025-05-12',
  '2025-06-02',
  '2025-06-27',
  '2025-09-01',
  '2025-09-05',
  '2025-09-16',
  '2025-10-20',
  '2025-12-25',
  '2026-01-01',
  '2026-02-17',
  '2026-02-18',
  '2026-05-01',
  '2026-06-01',
  '2026-08-31',
  '2026-09-16',
  '2026-12-25',
];

/** Tokyo Stock Exchange (for the Nikkei 225): national holidays and 31 Dec - 3 Jan. */
export const JP_HOLIDAYS = [
  '2025-01-01',
  '2025-01-02',
  '2025-01-03',
  '2025-01-13',
  '2025-02-11',
  '2025-02-24',
  '2025-03-20',
  '2025-04-29',
  '2025-05-05',
  '2025-05-06',
  '2025-07-21',
  '2025-08-11',
  '2025-09-15',
  '2025-09-23',
  '2025-10-13',
  '2025-11-03',
  '2025-11-24',
  '2025-12-31',
  '2026-01-01',
  '2026-01-02',
  '2026-01-12',
  '2026-02-11',
  '2026-02-23',
  '2026-03-20',
  '2026-04-29',
  '2026-05-04',
  '2026-05-05',
  '2026-05-06',
  '2026-07-20',
  '2026-08-11',
  '2026-09-21',
  '2026-09-22',
  '2026-09-23',
  '2026-10-12',
  '2026-11-03',
  '2026-11-23',
  '2026-12-31',
];
