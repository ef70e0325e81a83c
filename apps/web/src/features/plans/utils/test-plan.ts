import type { PlanView } from '@brokerage/shared';

/**
 * A plan for unit tests: 250 USD of AAPL monthly on the 5th, active; its July 2027 date moved
 * to the 6th past New York's holiday for the 4th. `changes` replace fields whole.
 */
export const testPlan = (changes: Partial<PlanView> = {}): PlanView => ({
  id: 12,
  market: 'US',
  currency: 'USD',
  kind: 'amount',
  amount: '250',
  components: [{ key: 'US:AAPL', weight: 100, quantity: null }],
  frequency: 'monthly',
  day: 5,
  status: 'active',
  nextDate: '2027-07-05',
  nextRunOn: '2027-07-06',
  authorisedAt: '2027-06-01T12:00:00.000Z',
  createdAt: '2027-06-01T12:00:00.000Z',
  lastRuns: [],
  ...changes,
});
