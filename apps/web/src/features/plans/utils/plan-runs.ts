import type { PlanRunView } from '@brokerage/shared';

/** The runs of one date of a plan: one, or one per instrument of a basket. */
export interface RunDate {
  scheduledDate: string;
  runOn: string;
  runs: PlanRunView[];
}

/**
 * A plan's runs by date, in the server's order (newest date first, then the plan's component
 * order). A date's runs may come on two pages; they stay one date here.
 */
export const runsByDate = (runs: readonly PlanRunView[]): RunDate[] => {
  const dates: RunDate[] = [];
  for (const run of runs) {
    const last = dates.at(-1);
    if (last && last.scheduledDate === run.scheduledDate) last.runs.push(run);
    else dates.push({ scheduledDate: run.scheduledDate, runOn: run.runOn, runs: [run] });
  }
  return dates;
};
