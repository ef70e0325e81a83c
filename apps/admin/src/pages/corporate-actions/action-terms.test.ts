import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleI18n } from '../../test/console-i18n';
import { actionTerms } from './action-terms';

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

const dividend = {
  kind: 'cash_dividend' as const,
  currency: 'USD',
  amountPerShare: '0.25',
  withholdingRate: '0.3',
  splitTo: null,
  splitFrom: null,
};
const split = {
  kind: 'split' as const,
  currency: 'USD',
  amountPerShare: null,
  withholdingRate: null,
  splitTo: 3,
  splitFrom: 1,
};

describe('an action’s terms on one line of the list', () => {
  it('a dividend: per share in its currency, the withholding as a percent', () => {
    expect(actionTerms(dividend, i18n.t, 'en')).toBe('0.25 USD per share · 30\u00a0% tax');
    expect(actionTerms({ ...dividend, amountPerShare: '0.2475' }, i18n.t, 'en')).toBe(
      '0.2475 USD per share · 30\u00a0% tax',
    );
    expect(actionTerms(dividend, i18n.getFixedT('zh-Hans'), 'zh-Hans')).toBe(
      '每股 0.25 USD · 预扣税 30%',
    );
  });

  it('a split: its ratio, a reverse split said to be one', () => {
    expect(actionTerms(split, i18n.t, 'en')).toBe('3 for 1');
    expect(actionTerms({ ...split, splitTo: 1, splitFrom: 10 }, i18n.t, 'en')).toBe(
      '1 for 10 (reverse)',
    );
  });

  it('a dash for terms the row does not carry', () => {
    expect(actionTerms({ ...split, splitTo: null }, i18n.t, 'en')).toBe('—');
    expect(actionTerms({ ...dividend, withholdingRate: null }, i18n.t, 'en')).toBe('—');
  });
});
