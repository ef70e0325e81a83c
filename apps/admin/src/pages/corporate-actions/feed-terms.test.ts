import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleI18n } from '../../test/console-i18n';
import { feedTerms, termText } from './feed-terms';

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

const dividend = {
  kind: 'cash_dividend',
  key: 'US:KO',
  amountPerShare: '0.2475',
  withholdingRate: '0.3',
  currency: 'USD',
  exDate: '2027-03-10',
  payDate: '2027-03-24',
};

describe("a feed record's terms on one line of the list", () => {
  it('valid terms read as an entered action’s', () => {
    expect(feedTerms(dividend, i18n.t, 'en')).toBe('0.2475 USD per share · 30\u00a0% tax');
    expect(feedTerms({ ...dividend, currency: undefined }, i18n.t, 'en')).toBe(
      '0.2475 per share · 30\u00a0% tax',
    );
    const split = { kind: 'split', key: 'US:AAPL', splitTo: 3, splitFrom: 1, exDate: '2027-03-10' };
    expect(feedTerms(split, i18n.t, 'en')).toBe('3 for 1');
    expect(feedTerms({ ...split, splitTo: 1, splitFrom: 10 }, i18n.t, 'en')).toBe(
      '1 for 10 (reverse)',
    );
  });

  it('terms that are not valid are shown field by field as the vendor wrote them', () => {
    expect(feedTerms({ ...dividend, amountPerShare: 0.1 }, i18n.t, 'en')).toBe(
      'amountPerShare: 0.1 · withholdingRate: "0.3" · currency: "USD"',
    );
    expect(feedTerms({ kind: 'merger', key: 'US:KO' }, i18n.t, 'en')).toBe('—');
  });

  it('a field as text only when the vendor wrote a string or a number', () => {
    expect(termText(dividend, 'key')).toBe('US:KO');
    expect(termText({ key: { nested: true } }, 'key')).toBeNull();
    expect(termText({}, 'exDate')).toBeNull();
  });
});
