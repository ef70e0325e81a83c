import { describe, expect, it } from 'vitest';
import {
  addDays,
  addDuration,
  calendarDayIn,
  daysBetween,
  endOfDayIn,
  isIsoDate,
  startOfDayIn,
  weekdayOf,
} from './dates.ts';

describe('calendar dates', () => {
  it('adds days across month ends, a leap day and backwards', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-27', 0)).toBe('2026-11-27');
  });

  it('counts calendar days across a clock change as whole days', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-02', '2026-10-31')).toBe(-2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('refuses what is not a calendar date', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('names weekdays 1 (Monday) to 7 (Sunday)', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(weekdayOf('2026-11-29')).toBe(7);
  });
});

describe("an instant's day for a reader", () => {
  it('00:30 UTC is the previous day in New York and the same day in Shanghai', () => {
    const at = new Date('2026-11-27T00:30:00Z');
    expect(calendarDayIn(at, 'America/New_York')).toBe('2026-11-26');
    expect(calendarDayIn(at, 'Asia/Shanghai')).toBe('2026-11-27');
    expect(calendarDayIn(at, 'UTC')).toBe('2026-11-27');
  });

  it('a Berlin day is 23 hours long when the clocks go forward and 25 when they go back', () => {
    expect(startOfDayIn('2026-03-29', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(endOfDayIn('2026-03-29', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(startOfDayIn('2026-10-25', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
    expect(endOfDayIn('2026-10-25', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('adds hours as elapsed time and days as calendar days of the zone', () => {
    const beforeChange = new Date('2026-03-07T17:00:00Z'); // 12:00 in New York, EST
    expect(addDuration(beforeChange, { hours: 24 }).toISOString()).toBe('2026-03-08T17:00:00.000Z');
    expect(addDuration(beforeChange, { days: 1 }, 'America/New_York').toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    );
    expect(addDuration(beforeChange, { days: 1 }).toISOString()).toBe('2026-03-08T17:00:00.000Z');
  });
});
