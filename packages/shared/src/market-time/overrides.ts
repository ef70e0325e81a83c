import type { CalendarCode } from './calendar-code.ts';

/**
 * Corrections to the generated tables (generated/holidays.json, from the `exchange-calendars`
 * package): every change to what the source says is here, with the notice it rests on. Keep
 * this file reviewed: an entry without a notice does not belong here.
 *
 * Checked day by day against the hand-typed 2025-2026 tables this module used before: they
 * agree on every full-day closure of US, DE, FR, ES, IT, HK, CN/SZ, TW, SG and JP. The source
 * is the better one where they differ: it has the six Malaysian 2026 holidays the hand table
 * left out (02-02 Thaipusam, 03-23 Hari Raya Aidilfitri, 05-27 Hari Raya Haji, 06-17 Awal
 * Muharram, 08-25 Maulidur Rasul, 11-09 Deepavali), Bursa's 12:30 half days (eves of Chinese
 * New Year and Hari Raya Aidilfitri), the 14:00 closes of Madrid on 24 and 31 December and of
 * Xetra on 30 December. Only SGX's half days are missing from the source; they are below.
 */

export interface Correction {
  /** Exchange-local dates, 'YYYY-MM-DD', weekdays only. */
  readonly dates: readonly string[];
  readonly why: string;
  /** The exchange's or the government's notice: name, date and address where there is one. */
  readonly notice: string;
}

export interface EarlyCloseCorrection extends Correction {
  /** Local time, 'HH:mm', at which trading ends on those dates. */
  readonly close: string;
}

export interface MarketOverrides {
  readonly addHolidays?: readonly Correction[];
  readonly removeHolidays?: readonly Correction[];
  readonly addEarlyCloses?: readonly EarlyCloseCorrection[];
  readonly removeEarlyCloses?: readonly Correction[];
  /**
   * The source's data stops earlier, but the notices in this entry list every closure up to
   * this date: the market's table is complete through it.
   */
  readonly completeThrough?: { readonly date: string; readonly notice: string };
}

const MOM_2027 =
  'Ministry of Manpower, "Public holidays for 2027" (gazetted list, data.gov.sg dataset ' +
  'd_0ba69fc6d56717ff0bf8083c6af3bb84); SGX closes on every Singapore public holiday';
const SGX_HALF_DAYS =
  'SGX securities market trading calendar: half-day trading, no afternoon session, on the eves ' +
  'of Chinese New Year, Christmas and New Year when they fall on a weekday';

export const OVERRIDES: Readonly<Partial<Record<CalendarCode, MarketOverrides>>> = {
  SG: {
    addHolidays: [
      {
        // The source (bound to 2026) stops before MOM's 2027 list. Saturday holidays (Labour
        // Day, Christmas) are not replaced; CNY's second day, a Sunday, moves to Monday 8 Feb.
        dates: [
          '2027-01-01', // New Year's Day
          '2027-02-08', // Chinese New Year (the 7th, a Sunday, observed on Monday)
          '2027-03-10', // Hari Raya Puasa
          '2027-03-26', // Good Friday
          '2027-05-17', // Hari Raya Haji (the 16th, a Sunday, observed on Monday)
          '2027-05-20', // Vesak Day
          '2027-08-09', // National Day
          '2027-10-28', // Deepavali
        ],
        why: 'the source records Singapore holidays only to 2026',
        notice: MOM_2027,
      },
    ],
    addEarlyCloses: [
      {
        dates: [
          '2025-01-28',
          '2025-12-24',
          '2025-12-31',
          '2026-02-16',
          '2026-12-24',
          '2026-12-31',
          '2027-02-05',
          '2027-12-24',
          '2027-12-31',
        ],
        close: '12:00',
        why: 'the source has no SGX half days',
        notice: SGX_HALF_DAYS,
      },
    ],
    completeThrough: { date: '2027-12-31', notice: MOM_2027 },
  },
};
