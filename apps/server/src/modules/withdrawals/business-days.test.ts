import { describe, expect, it } from 'vitest';
import { HOLIDAY_TABLES } from '@brokerage/shared/market-time';
import { PLATFORM_HOLIDAYS, withdrawalPromisedBy } from './business-days.ts';

describe('withdrawal processing promise (seed section 9)', () => {
  it('a business-day request is processed within 24 hours', () => {
    expect(withdrawalPromisedBy(new Date('2026-03-04T15:20:00Z')).toISOString()).toBe(
      '2026-03-05T15:20:00.000Z',
    );
  });
  it('a Saturday or Sunday request is processed by the end of Monday', () => {
    expect(withdrawalPromisedBy(new Date('2026-03-07T09:00:00Z')).toISOString()).toBe(
      '2026-03-09T23:59:59.000Z',
    );
    expect(withdrawalPromisedBy(new Date('2026-03-08T22:00:00Z')).toISOString()).toBe(
      '2026-03-09T23:59:59.000Z',
    );
  });
  it('a holiday request moves to the next business day, skipping the weekend', () => {
    const holidays = new Set(['2026-04-03']);
    expect(withdrawalPromisedBy(new Date('2026-04-03T10:00:00Z'), holidays).toISOString()).toBe(
      '2026-04-06T23:59:59.000Z',
    );
  });
});

describe('withdrawal promise on the market calendars (issue 18)', () => {
  it('a request on US Christmas observed, Friday 2027-12-24, is processed by the end of Monday', () => {
    expect(withdrawalPromisedBy(new Date('2027-12-24T10:00:00Z')).toISOString()).toBe(
      '2027-12-27T23:59:59.000Z',
    );
  });
  it('a request on Thanksgiving 2027 (Thursday 25 November) moves to Friday', () => {
    expect(withdrawalPromisedBy(new Date('2027-11-25T16:00:00Z')).toISOString()).toBe(
      '2027-11-26T23:59:59.000Z',
    );
  });
  it('the platform holidays are the US market calendar, known through 2030', () => {
    expect(PLATFORM_HOLIDAYS).toBe(HOLIDAY_TABLES.US.holidays);
    expect(PLATFORM_HOLIDAYS.has('2030-01-01')).toBe(true);
    expect(PLATFORM_HOLIDAYS.has('2030-11-28')).toBe(true);
  });
});
