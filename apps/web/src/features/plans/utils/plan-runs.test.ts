import type { PlanRunView } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { runsByDate } from './plan-runs';
import { refusedRun } from './test-plan-run';

const run = (id: number, key: string, scheduledDate: string, runOn = scheduledDate): PlanRunView =>
  refusedRun({ id, key, scheduledDate, runOn, at: `${runOn}T14:00:00.000Z` });

describe("a basket's runs by date", () => {
  it('one date per scheduled date, its runs in the order the server gives them', () => {
    const dates = runsByDate([
      run(4, 'US:AAPL', '2027-07-05', '2027-07-06'),
      run(5, 'US:MSFT', '2027-07-05', '2027-07-06'),
      run(1, 'US:AAPL', '2027-06-07'),
      run(2, 'US:MSFT', '2027-06-07'),
    ]);
    expect(
      dates.map((date) => [date.scheduledDate, date.runOn, date.runs.map((r) => r.key)]),
    ).toEqual([
      ['2027-07-05', '2027-07-06', ['US:AAPL', 'US:MSFT']],
      ['2027-06-07', '2027-06-07', ['US:AAPL', 'US:MSFT']],
    ]);
  });

  it('a date split across two pages stays one date', () => {
    const pageOne = [run(9, 'US:AAPL', '2027-08-05')];
    const pageTwo = [run(10, 'US:MSFT', '2027-08-05'), run(7, 'US:AAPL', '2027-07-05')];
    expect(runsByDate([...pageOne, ...pageTwo]).map((date) => date.runs.length)).toEqual([2, 1]);
    expect(runsByDate([])).toEqual([]);
  });
});
