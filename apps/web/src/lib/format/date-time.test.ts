import { describe, expect, it } from 'vitest';
import { uuid } from '../ids/uuid';
import { formatDay, formatDayWithWeekday, formatWeekday } from './date-time';
import { formatDateTime, splitDuration } from './instant';

describe('dates, durations and ids for funding screens', () => {
  it('shows a time in the zone it was recorded in', () => {
    const iso = '2026-03-02T23:30:00.000Z';
    expect(formatDateTime(iso, 'en', 'UTC')).toContain('11:30');
    expect(formatDateTime(iso, 'en', 'Asia/Shanghai')).toContain('7:30');
    // An unknown zone falls back instead of throwing.
    expect(formatDateTime(iso, 'de', 'Mars/Olympus')).not.toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('splits a wait into whole hours and minutes, never negative', () => {
    expect(splitDuration(3 * 3_600_000 + 5 * 60_000 + 59_000)).toEqual({ hours: 3, minutes: 5 });
    expect(splitDuration(-1000)).toEqual({ hours: 0, minutes: 0 });
  });

  it('makes a version 4 UUID for each confirmation attempt', () => {
    const a = uuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuid()).not.toBe(a);
  });
});

describe("the app's one day formatter", () => {
  it('shows a date (a due date, a NAV day) as written, in the reader language', () => {
    expect(formatDay('2026-03-09', 'en')).toBe('Mar 9, 2026');
    expect(formatDay('2026-03-05', 'en', 'Pacific/Honolulu')).toBe('Mar 5, 2026');
    expect(formatDay('2026-03-05', 'de')).toBe('05.03.2026');
  });

  it("shows an instant as its day in the reader's zone: 02:00 UTC is the day before in New York", () => {
    const listing = '2026-11-27T02:00:00.000Z';
    expect(formatDay(listing, 'en', 'America/New_York')).toBe('Nov 26, 2026');
    expect(formatDay(listing, 'en', 'Asia/Shanghai')).toBe('Nov 27, 2026');
    expect(formatDay('not a date', 'en')).toBe('not a date');
  });
});

describe('weekdays in the reader language', () => {
  it('names an ISO weekday (1 Monday ... 5 Friday)', () => {
    expect([1, 2, 3, 4, 5].map((day) => formatWeekday(day, 'en'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(formatWeekday(3, 'de')).toBe('Mittwoch');
    expect(formatWeekday(5, 'jp')).toBe('金曜日');
    expect(formatWeekday(1, 'en', 'short')).toBe('Mon');
  });

  it('shows a planned day with its weekday, as written', () => {
    expect(formatDayWithWeekday('2026-12-31', 'en')).toBe('Thu, Dec 31, 2026');
    expect(formatDayWithWeekday('2027-07-06', 'de')).toBe('Di., 6. Juli 2027');
    expect(formatDayWithWeekday('not a date', 'en')).toBe('not a date');
  });
});
