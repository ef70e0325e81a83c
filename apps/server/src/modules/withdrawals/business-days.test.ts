import { describe, expect, it } from 'vitest';
import { HOLIDAY_TABLES } from '@brokerage/shared/market-time';
import { PLATFORM_HOLIDAYS, withdrawalPromisedBy } from './business-days.ts';

const promised = (iso: string): string => withdrawalPromisedBy(new Date(iso)).toISOString();

describe('withdrawal processing promise (seed section 9)', () => {
  it('a business-day request is processed within 24 hours', () => {
    expect(promised('2026-03-04T15:20:00Z')).toBe('2026-03-05T15:20:00.000Z');
  });
  it('a Saturday or Sunday request is processed by the end of Monday in New York', () => {
    // Monday 9 March is on daylight time already: its 23:59:59 is 03:59:59 UTC.
    expect(promised('2026-03-07T09:00:00Z')).toBe('2026-03-10T03:59:59.000Z');
    expect(promised('2026-03-08T22:00:00Z')).toBe('2026-03-10T03:59:59.000Z');
  });
  it('a Good Friday request moves to the next business day, skipping the weekend', () => {
    expect(promised('2026-04-03T14:00:00Z')).toBe('2026-04-07T03:59:59.000Z');
  });
  it('a request at 02:00 UTC on Saturday is Friday evening in New York: processed within 24 hours', () => {
    expect(promised('2026-03-07T02:00:00Z')).toBe('2026-03-08T02:00:00.000Z');
  });
  it('a request at 23:30 UTC on Sunday is still Sunday in New York: by the end of Monday there', () => {
    expect(promised('2026-11-29T23:30:00Z')).toBe('2026-12-01T04:59:59.000Z');
  });
});

describe('withdrawal promise on the market calendars (issue 18)', () => {
  it('a request on US Christmas observed, Friday 2027-12-24, is processed by the end of Monday', () => {
    expect(promised('2027-12-24T15:00:00Z')).toBe('2027-12-28T04:59:59.000Z');
  });
  it('a request on Thanksgiving 2027 (Thursday 25 November) moves to Friday', () => {
    expect(promised('2027-11-25T16:00:00Z')).toBe('2027-11-27T04:59:59.000Z');
  });
  it('the platform holidays are the US market calendar, known through 2030', () => {
    expect(PLATFORM_HOLIDAYS).toBe(HOLIDAY_TABLES.US.holidays);
    expect(PLATFORM_HOLIDAYS.has('2030-01-01')).toBe(true);
    expect(PLATFORM_HOLIDAYS.has('2030-11-28')).toBe(true);
  });
});
