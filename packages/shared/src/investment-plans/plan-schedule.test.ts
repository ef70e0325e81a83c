import { describe, expect, it } from 'vitest';
import { firstPlanDate, nextPlanDate, planRunDate } from './plan-schedule.ts';

describe("a plan's dates", () => {
  it('monthly: its day, or the last day of a shorter month', () => {
    expect(firstPlanDate('monthly', 15, '2027-01-10')).toBe('2027-01-15');
    expect(firstPlanDate('monthly', 15, '2027-01-16')).toBe('2027-02-15');
    const cadence = { frequency: 'monthly' as const, day: 31, anchor: '2027-01-31' };
    expect(nextPlanDate(cadence, '2027-01-31')).toBe('2027-02-28');
    expect(nextPlanDate(cadence, '2027-02-28')).toBe('2027-03-31');
    expect(nextPlanDate(cadence, '2027-03-31')).toBe('2027-04-30');
    expect(nextPlanDate({ ...cadence, anchor: '2028-01-31' }, '2028-01-31')).toBe('2028-02-29');
  });

  it('weekly: the next of its weekday (2027-01-04 is a Monday)', () => {
    expect(firstPlanDate('weekly', 1, '2027-01-04')).toBe('2027-01-04');
    expect(firstPlanDate('weekly', 3, '2027-01-07')).toBe('2027-01-13');
    expect(nextPlanDate({ frequency: 'weekly', day: 5, anchor: '2027-01-08' }, '2027-01-08')).toBe(
      '2027-01-15',
    );
  });

  it('every two weeks: fortnights counted from its first date, whenever asked', () => {
    const cadence = { frequency: 'biweekly' as const, day: 2, anchor: '2027-01-05' };
    expect(nextPlanDate(cadence, '2027-01-01')).toBe('2027-01-05');
    expect(nextPlanDate(cadence, '2027-01-05')).toBe('2027-01-19');
    expect(nextPlanDate(cadence, '2027-01-12')).toBe('2027-01-19');
    expect(nextPlanDate(cadence, '2027-01-19')).toBe('2027-02-02');
    expect(nextPlanDate(cadence, '2027-03-01')).toBe('2027-03-02');
  });

  it("buys on the market's next trading day when its date is a holiday or a weekend", () => {
    // 4 July 2027 is a Sunday; New York closes on Monday the 5th in its place.
    expect(planRunDate('US', '2027-07-04')).toBe('2027-07-06');
    expect(planRunDate('US', '2027-07-05')).toBe('2027-07-06');
    expect(planRunDate('US', '2027-07-06')).toBe('2027-07-06');
    // Christmas Day 2026 is a Friday.
    expect(planRunDate('US', '2026-12-25')).toBe('2026-12-28');
  });
});
