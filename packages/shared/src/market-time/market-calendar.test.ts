import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { CALENDAR_CODES, SCHEDULES } from './schedules.ts';
import {
  createMarketCalendar,
  currentPhase,
  isOpen,
  nextOpen,
  sessionFor,
} from './market-calendar.ts';

const utc = (iso: string): Date => new Date(iso);

describe('US sessions across daylight saving time', () => {
  it('opens 09:30 New York = 14:30 UTC in winter, before DST starts on 2026-03-08', () => {
    expect(isOpen('US', utc('2026-03-06T14:29:59Z'))).toBe(false);
    expect(isOpen('US', utc('2026-03-06T14:30:00Z'))).toBe(true);
    expect(nextOpen('US', utc('2026-03-06T12:00:00Z')).toISOString()).toBe(
      '2026-03-06T14:30:00.000Z',
    );
  });

  it('opens 09:30 New York = 13:30 UTC in summer, from Monday 2026-03-09', () => {
    // Friday after the close -> Monday, which is already on EDT.
    expect(nextOpen('US', utc('2026-03-06T21:05:00Z')).toISOString()).toBe(
      '2026-03-09T13:30:00.000Z',
    );
    expect(isOpen('US', utc('2026-03-09T13:30:00Z'))).toBe(true);
    expect(isOpen('US', utc('2026-03-09T19:59:59Z'))).toBe(true);
    expect(isOpen('US', utc('2026-03-09T20:00:00Z'))).toBe(false);
  });

  it('is back on 14:30 UTC after DST ends on 2026-11-01', () => {
    expect(nextOpen('US', utc('2026-10-30T20:30:00Z')).toISOString()).toBe(
      '2026-11-02T14:30:00.000Z',
    );
    expect(isOpen('US', utc('2026-11-02T14:00:00Z'))).toBe(false);
    expect(sessionFor('US', utc('2026-11-02T15:00:00Z'))?.close.toISOString()).toBe(
      '2026-11-02T21:00:00.000Z',
    );
  });

  it('skips a holiday to the next business day (Good Friday 2026-04-03)', () => {
    expect(isOpen('US', utc('2026-04-03T15:00:00Z'))).toBe(false);
    expect(sessionFor('US', utc('2026-04-03T15:00:00Z'))).toBeNull();
    expect(nextOpen('US', utc('2026-04-02T20:30:00Z')).toISOString()).toBe(
      '2026-04-06T13:30:00.000Z',
    );
  });

  it('closes at 13:00 on an early-close day (Christmas Eve 2026)', () => {
    expect(isOpen('US', utc('2026-12-24T17:59:00Z'))).toBe(true);
    expect(isOpen('US', utc('2026-12-24T18:00:00Z'))).toBe(false);
    expect(nextOpen('US', utc('2026-12-24T18:00:00Z')).toISOString()).toBe(
      '2026-12-28T14:30:00.000Z',
    );
  });

  it('returns `at` itself when already open', () => {
    const at = utc('2026-06-10T15:00:00Z');
    expect(nextOpen('US', at)).toBe(at);
  });
});

describe('European sessions across daylight saving time', () => {
  it('Xetra opens 09:00 Berlin = 08:00 UTC before 2026-03-29 and 07:00 UTC after', () => {
    expect(nextOpen('DE', utc('2026-03-27T17:00:00Z')).toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    expect(isOpen('DE', utc('2026-03-27T08:00:00Z'))).toBe(true);
    expect(isOpen('DE', utc('2026-03-27T07:30:00Z'))).toBe(false);
    expect(isOpen('DE', utc('2026-03-30T07:30:00Z'))).toBe(true);
  });

  it('a week when the US has moved its clocks and Europe has not yet: 4 h apart, not 5 h', () => {
    // 2026-03-10: New York on EDT (UTC-4), Paris still on CET (UTC+1).
    expect(sessionFor('FR', utc('2026-03-10T12:00:00Z'))?.close.toISOString()).toBe(
      '2026-03-10T16:30:00.000Z',
    );
    expect(sessionFor('US', utc('2026-03-10T15:00:00Z'))?.open.toISOString()).toBe(
      '2026-03-10T13:30:00.000Z',
    );
  });

  it('Easter Monday closes Paris and Madrid; Euronext closes 14:05 on Christmas Eve', () => {
    expect(isOpen('FR', utc('2026-04-06T10:00:00Z'))).toBe(false);
    expect(isOpen('ES', utc('2026-04-06T10:00:00Z'))).toBe(false);
    expect(nextOpen('ES', utc('2026-04-02T16:00:00Z')).toISOString()).toBe(
      '2026-04-07T07:00:00.000Z',
    );
    expect(isOpen('FR', utc('2026-12-24T13:04:00Z'))).toBe(true);
    expect(isOpen('FR', utc('2026-12-24T13:05:00Z'))).toBe(false);
  });

  it('FTSE MIB follows Borsa Italiana (closed 15 August 2025)', () => {
    expect(isOpen('IT', utc('2025-08-15T10:00:00Z'))).toBe(false);
    expect(isOpen('IT', utc('2025-08-14T10:00:00Z'))).toBe(true);
  });
});

describe('Asian sessions with lunch breaks', () => {
  it('Hong Kong is at lunch 12:00-13:00 local and reopens at 13:00', () => {
    // 2026-06-10 12:30 HKT = 04:30 UTC.
    const lunch = utc('2026-06-10T04:30:00Z');
    expect(isOpen('HK', lunch)).toBe(false);
    expect(currentPhase('HK', lunch)).toBe('lunch');
    expect(nextOpen('HK', lunch).toISOString()).toBe('2026-06-10T05:00:00.000Z');
    expect(currentPhase('HK', utc('2026-06-10T03:59:59Z'))).toBe('open');
    expect(currentPhase('HK', utc('2026-06-10T08:00:00Z'))).toBe('closed');
  });

  it('Hong Kong trades only the morning on Christmas Eve', () => {
    expect(currentPhase('HK', utc('2026-12-24T05:30:00Z'))).toBe('closed');
    expect(sessionFor('HK', utc('2026-12-24T02:00:00Z'))?.segments).toHaveLength(1);
  });

  it('Shanghai and Shenzhen close for the 2026 Spring Festival and reopen on 24 February', () => {
    expect(nextOpen('CN', utc('2026-02-13T08:00:00Z')).toISOString()).toBe(
      '2026-02-24T01:30:00.000Z',
    );
    expect(nextOpen('SZ', utc('2026-02-13T08:00:00Z')).toISOString()).toBe(
      '2026-02-24T01:30:00.000Z',
    );
    expect(currentPhase('CN', utc('2026-06-10T04:00:00Z'))).toBe('lunch');
  });

  it('Taiwan trades 09:00-13:30 without a break', () => {
    expect(isOpen('TW', utc('2026-06-10T04:00:00Z'))).toBe(true);
    expect(isOpen('TW', utc('2026-06-10T05:30:00Z'))).toBe(false);
    expect(isOpen('TW', utc('2025-10-24T02:00:00Z'))).toBe(false);
  });

  it('Singapore, Kuala Lumpur and Tokyo breaks', () => {
    expect(currentPhase('SG', utc('2026-06-10T04:30:00Z'))).toBe('lunch');
    expect(currentPhase('MY', utc('2026-06-10T05:00:00Z'))).toBe('lunch');
    expect(currentPhase('MY', utc('2026-06-10T06:30:00Z'))).toBe('open');
    expect(currentPhase('JP', utc('2026-06-10T03:00:00Z'))).toBe('lunch');
    expect(currentPhase('JP', utc('2026-06-10T06:29:00Z'))).toBe('open');
  });

  it('a Friday evening gives Monday morning', () => {
    // Friday 2026-06-12 18:00 HKT -> Monday 09:30 HKT = 01:30 UTC.
    expect(nextOpen('HK', utc('2026-06-12T10:00:00Z')).toISOString()).toBe(
      '2026-06-15T01:30:00.000Z',
    );
  });
});

describe('alwaysOpen', () => {
  it('opens every market at every instant, weekends included', () => {
    const demo = createMarketCalendar({ alwaysOpen: true });
    const sunday = utc('2026-06-14T03:00:00Z');
    for (const market of CALENDAR_CODES) {
      expect(demo.isOpen(market, sunday)).toBe(true);
      expect(demo.nextOpen(market, sunday)).toBe(sunday);
    }
    expect(isOpen('US', sunday, { alwaysOpen: true })).toBe(true);
    expect(isOpen('US', sunday)).toBe(false);
  });

  it('a local day is 23 hours long on the day DST starts', () => {
    const demo = createMarketCalendar({ alwaysOpen: true });
    const day = demo.tradingDay('US', '2026-03-08');
    expect(day && day.close.getTime() - day.open.getTime()).toBe(23 * 3600_000);
  });
});

describe('local dates', () => {
  it('agree with luxon around local midnights and DST changes, asked in any order', () => {
    const calendar = createMarketCalendar();
    const instants = [
      '2026-03-08T04:59:59.999Z', // 23:59:59.999 in New York, the night DST starts
      '2026-03-08T05:00:00Z',
      '2026-03-09T03:59:59Z', // the 23-hour day's last second
      '2026-03-09T04:00:00Z',
      '2026-03-08T12:00:00Z', // back to a day asked before
      '2026-11-01T04:00:00Z',
      '2026-11-02T04:59:59Z', // the 25-hour day's last second
      '2026-11-02T05:00:00Z',
      '2026-06-10T15:59:59Z', // 23:59:59 in Hong Kong
      '2026-06-10T16:00:00Z',
    ].map(utc);
    for (const code of CALENDAR_CODES) {
      for (const instant of instants) {
        const expected = DateTime.fromJSDate(instant, { zone: SCHEDULES[code].zone }).toFormat(
          'yyyy-MM-dd',
        );
        expect(calendar.localDate(code, instant), `${code} ${instant.toISOString()}`).toBe(
          expected,
        );
      }
    }
  });
});

describe('holiday lists', () => {
  it('hold only weekdays, as valid dates of the generated years (2025-2030), each on its own calendar', () => {
    for (const code of CALENDAR_CODES) {
      const { holidays, earlyCloses, zone } = SCHEDULES[code];
      for (const date of [...holidays, ...Object.keys(earlyCloses)]) {
        const d = DateTime.fromISO(date, { zone });
        expect(d.isValid, `${code} ${date}`).toBe(true);
        expect(d.weekday, `${code} ${date} is a weekend`).toBeLessThanOrEqual(5);
        expect(d.year >= 2025 && d.year <= 2030, `${code} ${date}`).toBe(true);
      }
    }
  });

  it('lists trading days between two instants', () => {
    const cal = createMarketCalendar();
    const days = cal.tradingDaysBetween(
      'US',
      utc('2026-03-30T00:00:00Z'),
      utc('2026-04-13T00:00:00Z'),
    );
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
    ]);
  });
});
