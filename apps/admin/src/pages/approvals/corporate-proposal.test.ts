import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleI18n } from '../../test/console-i18n';
import {
  corporateTerms,
  dividendOf,
  dividendSummary,
  splitOf,
  splitSummary,
} from './corporate-proposal';

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

/** A proposal's `after` as the server stores it: the request as entered. */
const entered = {
  key: 'US:KO',
  amountPerShare: '0.5',
  withholdingRate: '0.15315',
  exDate: '2030-05-01',
  payDate: '2030-05-20',
  note: 'Issuer release of 2030-04-20',
};

describe('a cash dividend proposal in Approvals', () => {
  it('reads its terms from what the proposer entered', () => {
    expect(dividendOf(entered)).toEqual(entered);
    // Not a dividend's input (another kind's, or nothing): no terms rather than wrong ones.
    expect(dividendOf({ username: 'maria', role: 'reviewer' })).toBeNull();
    expect(dividendOf(null)).toBeNull();
  });

  it('says per share in the currency, withholding as a percent, and both days', () => {
    const dividend = dividendOf(entered);
    expect(dividend).not.toBeNull();
    if (!dividend) return;
    expect(dividendSummary(dividend, 'USD', i18n.t, 'en')).toBe(
      '0.50 USD per share · withholding 15.315\u00a0% · ex-date 2030-05-01 · pay date 2030-05-20',
    );
    expect(dividendSummary(dividend, 'USD', i18n.getFixedT('zh-Hans'), 'zh-Hans')).toBe(
      '每股 0.50 USD · 预扣税 15.315% · 除息日 2030-05-01 · 派息日 2030-05-20',
    );
  });

  it('names the kind in both languages', () => {
    expect(i18n.t('approvals.kind.corporate.dividend')).toBe('Cash dividend');
    expect(i18n.getFixedT('zh-Hans')('approvals.kind.corporate.dividend')).toBe('现金股息');
  });
});

/** A split proposal's `after`: the request as entered (its ratio as numbers). */
const split = { key: 'US:KO', to: 3, from: 1, exDate: '2030-05-01', note: 'Issuer release' };

describe('a split proposal in Approvals', () => {
  it('reads its ratio from what the proposer entered, and nothing from another kind', () => {
    expect(splitOf(split)).toEqual(split);
    expect(splitOf(entered)).toBeNull();
    expect(dividendOf(split)).toBeNull();
    // Equal sides are no split.
    expect(splitOf({ ...split, from: 3 })).toBeNull();
  });

  it('says the ratio new shares first, a reverse split as one, and the ex-date', () => {
    expect(splitSummary(split, i18n.t, 'en')).toBe('3 for 1 · ex-date 2030-05-01');
    expect(splitSummary({ ...split, to: 1, from: 10 }, i18n.t, 'en')).toBe(
      '1 for 10 (reverse) · ex-date 2030-05-01',
    );
    expect(splitSummary(split, i18n.getFixedT('zh-Hans'), 'zh-Hans')).toBe(
      '每 1 股拆为 3 股 · 除权日 2030-05-01',
    );
    expect(i18n.t('approvals.kind.corporate.split')).toBe('Stock split');
  });

  it('gives each kind its terms and note, and other proposals none', () => {
    expect(
      corporateTerms({ kind: 'corporate.split', after: split, currency: 'USD' }, i18n.t, 'en'),
    ).toEqual({ text: '3 for 1 · ex-date 2030-05-01', note: 'Issuer release' });
    expect(
      corporateTerms({ kind: 'corporate.dividend', after: entered, currency: 'USD' }, i18n.t, 'en')
        ?.note,
    ).toBe(entered.note);
    // A kind's name with another kind's input: no terms rather than wrong ones.
    expect(
      corporateTerms({ kind: 'corporate.split', after: entered, currency: 'USD' }, i18n.t, 'en'),
    ).toBeNull();
    expect(
      corporateTerms({ kind: 'fx.rate', after: { rate: '7.1' }, currency: null }, i18n.t, 'en'),
    ).toBeNull();
  });
});
