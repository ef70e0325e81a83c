import type { PlanView } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import {
  inputOfPlan,
  inputProblem,
  NEW_PLAN_INPUT,
  termsOf,
  validTerms,
  type PlanInput,
} from './plan-input';

const input = (patch: Partial<PlanInput>): PlanInput => ({ ...NEW_PLAN_INPUT, ...patch });

const PLAN: PlanView = {
  id: 3,
  market: 'US',
  currency: 'USD',
  kind: 'quantity',
  amount: null,
  components: [{ key: 'US:AAPL', weight: null, quantity: '2' }],
  frequency: 'weekly',
  day: 3,
  status: 'active',
  nextDate: '2026-12-09',
  nextRunOn: '2026-12-09',
  authorisedAt: '2026-12-04T21:00:00.000Z',
  createdAt: '2026-12-04T21:00:00.000Z',
  lastRuns: [],
};

describe('the terms the set-up sheet sends', () => {
  it('only the amount or the quantity, as the kind says, and the day of its frequency', () => {
    expect(termsOf(input({ amount: '250', quantity: '7', monthDay: 31 }), 'US:AAPL')).toEqual({
      kind: 'amount',
      amount: '250',
      components: [{ key: 'US:AAPL', weight: 100 }],
      frequency: 'monthly',
      day: 31,
    });
    expect(
      termsOf(
        input({ kind: 'quantity', quantity: '2', frequency: 'weekly', weekday: 3 }),
        'US:AAPL',
      ),
    ).toEqual({
      kind: 'quantity',
      components: [{ key: 'US:AAPL', quantity: '2' }],
      frequency: 'weekly',
      day: 3,
    });
  });

  it('a plan opened to change starts from its terms; the other day keeps its default', () => {
    expect(inputOfPlan(PLAN)).toEqual({
      kind: 'quantity',
      amount: '',
      quantity: '2',
      frequency: 'weekly',
      weekday: 3,
      monthDay: 1,
    });
    expect(
      inputOfPlan({ ...PLAN, kind: 'amount', amount: '250', frequency: 'monthly', day: 31 }),
    ).toMatchObject({ amount: '250', frequency: 'monthly', monthDay: 31, weekday: 1 });
  });
});

describe('what stops the terms', () => {
  it('no amount, or zero', () => {
    expect(inputProblem(input({ amount: '' }), 1)).toEqual({ key: 'validation.amountInvalid' });
    expect(inputProblem(input({ amount: '0' }), 1)).toEqual({ key: 'validation.amountInvalid' });
    expect(inputProblem(input({ amount: '250.5' }), 1)).toBeUndefined();
  });

  it('no whole number of shares, or shares that are not whole lots', () => {
    const shares = (quantity: string, lot: number) =>
      inputProblem(input({ kind: 'quantity', quantity }), lot);
    expect(shares('', 1)).toEqual({ key: 'validation.minimumUnit' });
    expect(shares('0', 1)).toEqual({ key: 'validation.minimumUnit' });
    expect(shares('150', 100)).toEqual({ key: 'errors.LOT_SIZE', values: { lot: '100' } });
    expect(shares('200', 100)).toBeUndefined();
  });

  it('valid terms pass the shared contract; invalid ones are not sent', () => {
    expect(validTerms(input({ amount: '250', monthDay: 31 }), 1, 'US:AAPL')).toEqual({
      kind: 'amount',
      amount: '250',
      components: [{ key: 'US:AAPL', weight: 100 }],
      frequency: 'monthly',
      day: 31,
    });
    expect(validTerms(input({ amount: '' }), 1, 'US:AAPL')).toBeUndefined();
  });
});
