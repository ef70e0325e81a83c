import type { LanguageKey, PlanRunView } from '@brokerage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n/i18n';
import {
  dayOfMonthText,
  basketText,
  describePlan,
  firstPurchaseRule,
  movedFrom,
  runOutcome,
  sharesText,
  type PlanTermsShown,
} from './plan-text';
import { refusedRun } from './test-plan-run';

/** The dictionaries of every language, loaded once; each expectation names its language. */
beforeAll(async () => {
  for (const language of ['de', 'fr', 'it', 'es', 'jp', 'zh-Hans', 'en'])
    await applyLanguage(language);
});

const tIn = (language: LanguageKey) => i18n.getFixedT(language);

const monthly = (day: number, amount = '250'): PlanTermsShown => ({
  kind: 'amount',
  amount,
  components: [{ key: 'US:AAPL', weight: 100 }],
  frequency: 'monthly',
  day,
});

const said = (terms: PlanTermsShown, language: LanguageKey = 'en', currency = 'USD') =>
  describePlan(terms, currency, language, tIn(language));

describe('a plan in words', () => {
  it('an amount every month on an English ordinal day, money in the currency minor unit', () => {
    expect(said(monthly(31))).toBe('250.00 USD every month on the 31st');
    expect(said(monthly(1))).toBe('250.00 USD every month on the 1st');
    expect(said(monthly(2))).toBe('250.00 USD every month on the 2nd');
    expect(said(monthly(3))).toBe('250.00 USD every month on the 3rd');
    expect(said(monthly(11))).toBe('250.00 USD every month on the 11th');
    expect(said(monthly(12))).toBe('250.00 USD every month on the 12th');
    expect(said(monthly(22))).toBe('250.00 USD every month on the 22nd');
    expect(said(monthly(5, '1234.5'))).toBe('1,234.50 USD every month on the 5th');
  });

  it('shares every week or two on a weekday, by its name; one share in the singular', () => {
    const shares = (quantity: string, frequency: 'weekly' | 'biweekly', day: number) =>
      said({ kind: 'quantity', components: [{ key: 'US:AAPL', quantity }], frequency, day });
    expect(shares('2', 'biweekly', 5)).toBe('2 shares every two weeks on Friday');
    expect(shares('2', 'weekly', 3)).toBe('2 shares every week on Wednesday');
    expect(shares('1', 'weekly', 1)).toBe('1 share every week on Monday');
    expect(shares('1200', 'weekly', 2)).toBe('1,200 shares every week on Tuesday');
  });

  it("in the reader's language, with its own order and its own ordinals", () => {
    const weekly: PlanTermsShown = {
      kind: 'quantity',
      components: [{ key: 'US:AAPL', quantity: '2' }],
      frequency: 'weekly',
      day: 3,
    };
    expect(said(monthly(31), 'de')).toBe('250,00 USD jeden Monat am 31.');
    expect(said(weekly, 'de')).toBe('2 Aktien jede Woche am Mittwoch');
    expect(said(monthly(1), 'fr')).toBe('250,00 USD chaque mois le 1er');
    expect(said(monthly(8), 'it')).toBe("250,00 USD ogni mese l'8");
    expect(said(monthly(31), 'it')).toBe('250,00 USD ogni mese il 31');
    expect(said(monthly(31), 'es')).toBe('250,00 USD cada mes el día 31');
    expect(said(monthly(31), 'jp')).toBe('毎月31日に250.00 USDを購入');
    expect(said(weekly, 'jp')).toBe('毎週水曜日に2株を購入');
    expect(said(weekly, 'zh-Hans')).toBe('每周星期三买入 2 股');
  });

  it("a basket: the amount and each instrument's percent, or each one's shares", () => {
    const basket: PlanTermsShown = {
      kind: 'amount',
      amount: '1000',
      components: [
        { key: 'US:AAPL', weight: 60, quantity: null },
        { key: 'US:MSFT', weight: 40, quantity: null },
      ],
      frequency: 'monthly',
      day: 1,
    };
    expect(said(basket)).toBe('1,000.00 USD every month on the 1st');
    expect(basketText(basket.components, 'en', tIn('en'))).toBe('AAPL 60% · MSFT 40%');
    expect(basketText(basket.components, 'de', tIn('de'))).toBe('AAPL 60\u00a0% · MSFT 40\u00a0%');
    const inShares: PlanTermsShown = {
      ...basket,
      kind: 'quantity',
      amount: null,
      components: [
        { key: 'US:AAPL', weight: null, quantity: '1' },
        { key: 'US:MSFT', weight: null, quantity: '3' },
      ],
      frequency: 'weekly',
      day: 3,
    };
    expect(said(inShares)).toBe('AAPL 1 share · MSFT 3 shares every week on Wednesday');
  });

  it('a day of the month and a number of shares alone', () => {
    expect(dayOfMonthText(23, 'en', tIn('en'))).toBe('23rd');
    expect(dayOfMonthText(11, 'it', tIn('it'))).toBe("l'11");
    expect(sharesText('1', 'de', tIn('de'))).toBe('1 Aktie');
    expect(sharesText('3', 'fr', tIn('fr'))).toBe('3 actions');
  });
});

describe('the rule of the first purchase, before the server has the date', () => {
  it('names the weekday or the day of the month, and the move to the next trading day', () => {
    expect(firstPurchaseRule('weekly', 3, 'en', tIn('en'))).toBe(
      "The first purchase is on the first Wednesday after today; on a weekend or a market holiday it moves to the market's next trading day.",
    );
    expect(firstPurchaseRule('monthly', 31, 'en', tIn('en'))).toContain(
      'on the first 31st of a month after today',
    );
    expect(firstPurchaseRule('biweekly', 5, 'de', tIn('de'))).toContain(
      'am ersten Freitag nach heute',
    );
  });
});

describe('the moved-date hint', () => {
  it('gives the plan date only when the market is closed on it and the purchase moves', () => {
    // 5 July 2027 is New York's holiday for the 4th: a plan on the 5th buys on Tuesday the 6th.
    expect(movedFrom({ nextDate: '2027-07-05', nextRunOn: '2027-07-06' })).toBe('2027-07-05');
    expect(movedFrom({ nextDate: '2026-12-31', nextRunOn: '2026-12-31' })).toBeUndefined();
    // A cancelled plan buys nothing more.
    expect(movedFrom({ nextDate: null, nextRunOn: null })).toBeUndefined();
  });
});

const RUN: PlanRunView = {
  id: 7,
  key: 'US:AAPL',
  scheduledDate: '2027-07-05',
  runOn: '2027-07-06',
  status: 'placed',
  orderId: 41,
  orderStatus: 'filled',
  quantity: '2',
  price: '100.01',
  reason: null,
  at: '2027-07-06T13:31:00.000Z',
};

describe("a run's outcome", () => {
  const outcome = (run: PlanRunView, language: LanguageKey = 'en') =>
    runOutcome(run, 'USD', language, tIn(language), (value) => value);

  it('bought: the shares and the price they filled at', () => {
    expect(outcome(RUN)).toEqual({ tone: 'bought', text: 'Bought 2 shares at 100.01 USD' });
    expect(outcome(RUN, 'jp').text).toBe('100.01 USDで2株を購入');
  });

  it("refused: the server's reason, translated", () => {
    const refused = refusedRun(RUN);
    expect(outcome(refused)).toEqual({
      tone: 'refused',
      text: 'Nothing bought: Insufficient available balance.',
    });
    expect(outcome(refused, 'de').text).toBe(
      'Nichts gekauft: Das verfügbare Guthaben reicht nicht aus.',
    );
    expect(outcome({ ...refused, reason: 'AMOUNT_BELOW_ONE_LOT' }).text).toBe(
      'Nothing bought: The amount does not pay for one lot with its fee at the current price.',
    );
  });

  it('an order still waiting, or refused after it was placed, and a run under way', () => {
    expect(outcome({ ...RUN, orderStatus: 'pending', price: null })).toEqual({
      tone: 'waiting',
      text: 'Order for 2 shares: Pending',
    });
    expect(outcome({ ...RUN, orderStatus: 'refused', price: null }).tone).toBe('refused');
    expect(outcome({ ...RUN, status: 'running', orderStatus: null })).toEqual({
      tone: 'waiting',
      text: 'Buying now…',
    });
  });
});
