import type { PlanView } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  basketInputOfPlan,
  basketParts,
  basketProblems,
  basketTermsOf,
  changeRow,
  joinRefusal,
  NEW_BASKET_INPUT,
  removeRow,
  validBasketTerms,
  weightTotal,
  type BasketInput,
  type BasketRow,
} from './basket-input';

const row = (key: string, weight = '', quantity = ''): BasketRow => ({ key, weight, quantity });

const basket = (patch: Partial<BasketInput>): BasketInput => ({
  ...NEW_BASKET_INPUT,
  amount: '2000',
  rows: [row('US:AAPL', '60'), row('US:MSFT', '40')],
  ...patch,
});

const parts = (input: BasketInput, currency = 'USD') =>
  basketParts(input, currency)?.map((part) => part?.toFixed());

describe("a basket's percents", () => {
  it('add up as typed; a row without a whole percent counts nothing', () => {
    expect(weightTotal(basket({}).rows)).toBe(100);
    expect(weightTotal([row('US:AAPL', '50'), row('US:MSFT', '40')])).toBe(90);
    expect(weightTotal([row('US:AAPL', '60'), row('US:MSFT', ''), row('US:KO', '1.5')])).toBe(60);
    expect(weightTotal([row('US:AAPL', '101'), row('US:MSFT', '0')])).toBe(0);
  });

  it("split the amount by the published rule: each part rounded down to the currency's unit", () => {
    expect(parts(basket({}))).toEqual(['1200', '800']);
    // 100.01 x 33 % = 33.0033 -> 33.00; x 67 % = 67.0067 -> 67.00: 0.01 stays in cash.
    expect(
      parts(basket({ amount: '100.01', rows: [row('US:AAPL', '33'), row('US:MSFT', '67')] })),
    ).toEqual(['33', '67']);
    // In yen, to the yen: 12,345 x 25 % = 3,086.25 -> 3,086.
    expect(
      parts(basket({ amount: '12345', rows: [row('JP:7203', '25'), row('JP:6758', '75')] }), 'JPY'),
    ).toEqual(['3086', '9258']);
  });

  it('no part before the amount is one, nor for a row without its percent', () => {
    expect(basketParts(basket({ amount: '' }), 'USD')).toBeUndefined();
    expect(basketParts(basket({ amount: '0' }), 'USD')).toBeUndefined();
    expect(parts(basket({ rows: [row('US:AAPL', '60'), row('US:MSFT', '')] }))).toEqual([
      '1200',
      undefined,
    ]);
  });
});

describe('adding and removing instruments', () => {
  it('the first instrument gets 100 %, the next what the others leave', () => {
    const one = addRow(NEW_BASKET_INPUT, 'US:AAPL');
    expect(one.rows).toEqual([row('US:AAPL', '100')]);
    const two = addRow(changeRow(one, 0, { weight: '70' }), 'US:MSFT');
    expect(two.rows).toEqual([row('US:AAPL', '70'), row('US:MSFT', '30')]);
    expect(addRow(two, 'US:KO').rows.at(-1)).toEqual(row('US:KO', ''));
    expect(removeRow(two, 0).rows).toEqual([row('US:MSFT', '30')]);
  });

  it('each instrument once, all of one market, at most ten', () => {
    const us = basket({});
    expect(joinRefusal(us.rows, 'US:AAPL')).toBe('added');
    expect(joinRefusal(us.rows, 'HK:0700')).toBe('otherMarket');
    expect(joinRefusal(us.rows, 'US:KO')).toBeUndefined();
    expect(joinRefusal([], 'HK:0700')).toBeUndefined();
    expect(addRow(us, 'HK:0700')).toBe(us);
    const ten = Array.from({ length: 10 }, (_, index) => row(`US:S${index}`, '10'));
    expect(joinRefusal(ten, 'US:KO')).toBe('full');
    expect(addRow(basket({ rows: ten }), 'US:KO').rows).toHaveLength(10);
  });
});

describe('the terms the basket sends', () => {
  it('an amount split by whole percents, in the rows order, and the day of its frequency', () => {
    expect(basketTermsOf(basket({ monthDay: 15 }))).toEqual({
      kind: 'amount',
      amount: '2000',
      components: [
        { key: 'US:AAPL', weight: 60 },
        { key: 'US:MSFT', weight: 40 },
      ],
      frequency: 'monthly',
      day: 15,
    });
  });

  it('or the shares of each, without an amount', () => {
    const shares = basket({
      kind: 'quantity',
      frequency: 'weekly',
      weekday: 3,
      rows: [row('US:AAPL', '60', '2'), row('US:MSFT', '', ' 1 ')],
    });
    expect(validBasketTerms(shares, {})).toEqual({
      kind: 'quantity',
      components: [
        { key: 'US:AAPL', quantity: '2' },
        { key: 'US:MSFT', quantity: '1' },
      ],
      frequency: 'weekly',
      day: 3,
    });
  });

  it('a plan opened to change starts from its instruments and terms', () => {
    const plan: PlanView = {
      id: 9,
      market: 'US',
      currency: 'USD',
      kind: 'amount',
      amount: '2000',
      components: [
        { key: 'US:AAPL', weight: 60, quantity: null },
        { key: 'US:MSFT', weight: 40, quantity: null },
      ],
      frequency: 'biweekly',
      day: 2,
      status: 'active',
      nextDate: '2027-01-05',
      nextRunOn: '2027-01-05',
      authorisedAt: '2026-12-30T12:00:00.000Z',
      createdAt: '2026-12-30T12:00:00.000Z',
      lastRuns: [],
    };
    expect(basketInputOfPlan(plan)).toEqual({
      kind: 'amount',
      amount: '2000',
      frequency: 'biweekly',
      weekday: 2,
      monthDay: 1,
      rows: [row('US:AAPL', '60'), row('US:MSFT', '40')],
    });
  });
});

describe('what stops a basket', () => {
  it('percents adding up to 90: the basket says so, and nothing is sent', () => {
    const ninety = basket({ rows: [row('US:AAPL', '50'), row('US:MSFT', '40')] });
    expect(basketProblems(ninety, {})).toEqual({
      amount: undefined,
      rows: [undefined, undefined],
      basket: { key: 'validation.planWeights' },
    });
    expect(validBasketTerms(ninety, {})).toBeUndefined();
  });

  it('a percent that is not whole from 1 to 100, under its row', () => {
    for (const weight of ['', '0', '101', '1.5', 'x'])
      expect(
        basketProblems(basket({ rows: [row('US:AAPL', weight), row('US:MSFT', '40')] }), {})
          .rows[0],
        weight,
      ).toEqual({ key: 'validation.planWeight' });
  });

  it('no instrument, no amount, shares not in whole lots', () => {
    expect(basketProblems(basket({ rows: [] }), {}).basket).toEqual({
      key: 'validation.planComponents',
    });
    expect(basketProblems(basket({ amount: '' }), {}).amount).toEqual({
      key: 'validation.amountInvalid',
    });
    const shares = basket({
      kind: 'quantity',
      rows: [row('HK:0700', '', '150'), row('HK:0005', '', '')],
    });
    expect(basketProblems(shares, { 'HK:0700': 100, 'HK:0005': 400 }).rows).toEqual([
      { key: 'errors.LOT_SIZE', values: { lot: '100' } },
      { key: 'validation.minimumUnit' },
    ]);
  });

  it('two markets or the same instrument twice, as the shared contract says', () => {
    const twice = basket({ rows: [row('US:AAPL', '50'), row('US:AAPL', '50')] });
    expect(basketProblems(twice, {}).basket).toEqual({ key: 'validation.planTwice' });
    const markets = basket({ rows: [row('US:AAPL', '50'), row('HK:0700', '50')] });
    expect(basketProblems(markets, {}).basket).toEqual({ key: 'validation.planOneMarket' });
  });
});
