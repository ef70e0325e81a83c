import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { CalendarCode } from './calendar-code.ts';
import generated from './generated/holidays.json' with { type: 'json' };
import {
  calendarCoverage,
  requiredThrough,
  shortCalendars,
  warnShortCalendars,
} from './coverage.ts';
import { createMarketCalendar } from './market-calendar.ts';
import { OVERRIDES } from './overrides.ts';
import { CALENDAR_CODES, SCHEDULES } from './schedules.ts';
import { HOLIDAY_TABLES } from './tables.ts';

const utc = (iso: string): Date => new Date(iso);

describe('calendar coverage', () => {
  // The real today on purpose: this test starts failing, as time passes, the day a table no
  // longer reaches far enough. Then regenerate (scripts/calendars/generate-holidays.py) or
  // add the published year to overrides.ts.
  it("every market's holidays are known a year past today (or through the latest schedule its exchange has published)", () => {
    const today = new Date();
    for (const { market, completeThrough, reason } of calendarCoverage()) {
      const required = requiredThrough(market, today);
      expect(
        completeThrough >= required,
        `${market}: known through ${completeThrough} (${reason}), needed through ${required}`,
      ).toBe(true);
    }
  });

  it('markets whose source has the rules reach 2030', () => {
    for (const market of ['US', 'DE', 'FR', 'ES', 'IT', 'HK', 'JP'] as const)
      expect(HOLIDAY_TABLES[market].completeThrough, market).toBe('2030-12-31');
  });

  it('requires a year ahead, or the end of the published year for late-publishing exchanges', () => {
    const nov = utc('2026-11-23T12:00:00Z');
    expect(requiredThrough('US', nov)).toBe('2027-11-23');
    expect(requiredThrough('HK', nov)).toBe('2027-11-23');
    // The State Council publishes next year's schedule by mid-December.
    expect(requiredThrough('CN', nov)).toBe('2026-12-31');
    expect(requiredThrough('CN', utc('2026-12-20T00:00:00Z'))).toBe('2027-12-20');
    // MOM publishes by July: in March, only this year's list exists.
    expect(requiredThrough('SG', utc('2027-03-01T00:00:00Z'))).toBe('2027-12-31');
    expect(requiredThrough('SG', nov)).toBe('2027-11-23');
  });

  it('a table that ran out makes the check fail', () => {
    // What the hand tables gave: 2026-12-31 everywhere.
    const later = utc('2026-01-15T00:00:00Z');
    const failing = CALENDAR_CODES.filter((m) => '2026-12-31' < requiredThrough(m, later));
    expect(failing).toEqual(['US', 'DE', 'FR', 'ES', 'IT', 'HK', 'JP']);
  });

  it('at start, markets not known through the end of next year are logged, one line each', () => {
    const lines: { details: object; message: string }[] = [];
    warnShortCalendars(
      { warn: (details, message) => lines.push({ details, message }) },
      utc('2026-11-23T00:00:00Z'),
    );
    expect(lines.map((l) => l.details)).toEqual(
      shortCalendars(utc('2026-11-23T00:00:00Z')).map((c) => ({
        market: c.market,
        completeThrough: c.completeThrough,
        reason: c.reason,
      })),
    );
    expect(lines.map((l) => (l.details as { market: CalendarCode }).market)).toEqual([
      'CN',
      'SZ',
      'TW',
    ]);
  });
});

describe('generated tables', () => {
  it('use the same time zone as our schedules', () => {
    for (const market of CALENDAR_CODES) {
      const source = market === 'SZ' ? 'CN' : market;
      expect(generated.markets[source].zone, market).toBe(SCHEDULES[market].zone);
    }
  });

  it('have closures in every year they claim to know', () => {
    for (const market of CALENDAR_CODES) {
      const { holidays, completeThrough } = HOLIDAY_TABLES[market];
      const last = Number(completeThrough.slice(0, 4));
      for (let year = 2025; year <= last; year += 1)
        expect(
          [...holidays].some((d) => d.startsWith(`${year}-`)),
          `${market} ${year}`,
        ).toBe(true);
    }
  });

  it('know 2027 and later closures the hand tables missed', () => {
    const cal = createMarketCalendar();
    expect(cal.tradingDay('US', '2027-01-01')).toBeNull();
    expect(cal.tradingDay('US', '2027-11-25')).toBeNull(); // Thanksgiving
    expect(cal.tradingDay('US', '2030-11-28')).toBeNull();
    expect(cal.tradingDay('HK', '2027-02-08')).toBeNull(); // Lunar New Year
    expect(cal.tradingDay('HK', '2027-02-09')).toBeNull(); // substitute for the Sunday
    expect(cal.tradingDay('TW', '2027-02-10')).toBeNull();
    expect(cal.tradingDay('JP', '2030-01-01')).toBeNull();
    expect(cal.tradingDay('SG', '2027-02-08')).toBeNull(); // from MOM's 2027 list
    expect(cal.tradingDay('MY', '2026-03-23')).toBeNull(); // Hari Raya, missing before
  });

  it('carry the early closes the hand tables missed, and the SGX half days the source lacks', () => {
    const cal = createMarketCalendar();
    // Madrid 14:00 on 24 December = 13:00 UTC; Xetra 14:00 on 30 December.
    expect(cal.tradingDay('ES', '2026-12-24')?.close.toISOString()).toBe(
      '2026-12-24T13:00:00.000Z',
    );
    expect(cal.tradingDay('DE', '2027-12-30')?.close.toISOString()).toBe(
      '2027-12-30T13:00:00.000Z',
    );
    // Bursa's morning session only on the eve of Chinese New Year (12:30 = 04:30 UTC).
    expect(cal.tradingDay('MY', '2027-02-05')?.segments).toHaveLength(1);
    expect(cal.tradingDay('MY', '2027-02-05')?.close.toISOString()).toBe(
      '2027-02-05T04:30:00.000Z',
    );
    expect(cal.tradingDay('SG', '2026-12-24')?.close.toISOString()).toBe(
      '2026-12-24T04:00:00.000Z',
    );
    expect(cal.tradingDay('SG', '2027-02-05')?.segments).toHaveLength(1);
  });
});

describe('overrides', () => {
  it('cite a notice, hold weekdays only, and change what the source says', () => {
    for (const [market, overrides] of Object.entries(OVERRIDES)) {
      const source = generated.markets[market as keyof typeof generated.markets];
      const corrections = [
        ...(overrides.addHolidays ?? []),
        ...(overrides.removeHolidays ?? []),
        ...(overrides.addEarlyCloses ?? []),
        ...(overrides.removeEarlyCloses ?? []),
      ];
      for (const { dates, notice, why } of corrections) {
        expect(notice.length, `${market}: ${why}`).toBeGreaterThan(20);
        for (const date of dates) {
          const d = DateTime.fromISO(date);
          expect(d.isValid && d.weekday <= 5, `${market} ${date}`).toBe(true);
        }
      }
      // Once the source has a day, its override is dead weight: drop it when regenerating.
      for (const { dates } of overrides.addHolidays ?? [])
        for (const date of dates) expect(source.holidays, `${market} ${date}`).not.toContain(date);
      for (const { dates } of overrides.addEarlyCloses ?? [])
        for (const date of dates)
          expect(Object.keys(source.earlyCloses), `${market} ${date}`).not.toContain(date);
    }
  });
});
