import { dividendRequest } from '@brokerage/shared';
import type { FormInstance } from 'antd';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseWithSchema } from '../../components/zod-form';
import { consoleI18n } from '../../test/console-i18n';
import sharedEn from '../../../../../packages/shared/src/locales/en.json';
import { dividendInput, examplePayment } from './dividend-values';
import { instrumentSearch } from './queries';

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
  // The shared dictionary (validation.*), merged in as the console's loader does.
  i18n.addResourceBundle('en', 'translation', sharedEn, true, false);
});

const typed = {
  key: 'US:KO',
  amountPerShare: ' 0.51 ',
  withholdingPercent: '30',
  exDate: '2030-05-01',
  payDate: '2030-05-20',
  note: '  ',
};

describe('the new cash dividend form', () => {
  it('sends the withholding percent as a share and leaves a blank note out', () => {
    expect(dividendInput(typed)).toEqual({
      input: {
        key: 'US:KO',
        amountPerShare: '0.51',
        withholdingRate: '0.3',
        exDate: '2030-05-01',
        payDate: '2030-05-20',
      },
      percentInvalid: false,
    });
    expect(dividendRequest.safeParse(dividendInput(typed).input).success).toBe(true);
    expect(dividendInput({ ...typed, note: ' Release 42 ' }).input.note).toBe('Release 42');
  });

  it('sends no rate for a percent it cannot take, and says so in a percent’s words', () => {
    // 0.12345 % would pass the API as a share of 0.12345 (12.345 %): it must not get there.
    for (const percent of ['0.12345', '60', 'thirty']) {
      const { input, percentInvalid } = dividendInput({ ...typed, withholdingPercent: percent });
      expect(percentInvalid, percent).toBe(true);
      expect(input.withholdingRate).toBeUndefined();
      expect(dividendRequest.safeParse(input).success).toBe(false);
    }
    // Left blank, it is only required, as every other field.
    expect(dividendInput({ ...typed, withholdingPercent: '' }).percentInvalid).toBe(false);
  });

  it('names the 8 decimals an amount per share may have when it has more', () => {
    const errors: { name: (string | number)[]; errors: string[] }[] = [];
    const form = { setFields: (fields: typeof errors) => errors.push(...fields) };
    const { input } = dividendInput({ ...typed, amountPerShare: '0.123456789' });
    const body = parseWithSchema(form as unknown as FormInstance, dividendRequest, input, i18n.t);
    expect(body).toBeNull();
    expect(errors.map((field) => field.name)).toEqual([['amountPerShare']]);
    // The decimals are named, never left as the message's placeholder.
    expect(errors[0]?.errors).toContain(
      'Enter an amount per share above zero with at most 8 decimals.',
    );
    expect(errors[0]?.errors.join(' ')).not.toContain('{{');
  });

  it('shows what 100 shares would be paid by the published rule', () => {
    const dividend = {
      ...typed,
      amountPerShare: '0.5133',
      withholdingRate: '0.15',
      note: undefined,
    };
    // 51.33 gross (51.33 cut to the cent), 7.6995 withheld to the nearest cent: 7.70.
    expect(examplePayment(dividend, 'USD')).toEqual({
      gross: '51.33',
      withholding: '7.7',
      net: '43.63',
    });
    // A currency without decimals cuts the gross to the unit.
    expect(examplePayment({ ...dividend, amountPerShare: '12.345' }, 'JPY')).toEqual({
      gross: '1234',
      withholding: '185',
      net: '1049',
    });
  });
});

describe('the instrument picker’s search', () => {
  it('takes a market before a colon, and a symbol or name otherwise', () => {
    expect(instrumentSearch('US:KO')).toEqual({ market: 'US', q: 'KO' });
    expect(instrumentSearch(' hk: 700 ')).toEqual({ market: 'HK', q: '700' });
    expect(instrumentSearch('US:')).toEqual({ market: 'US', q: undefined });
    expect(instrumentSearch('Coca')).toEqual({ q: 'Coca' });
    expect(instrumentSearch('')).toEqual({ q: undefined });
    // Not a market: searched as typed.
    expect(instrumentSearch('XX:KO')).toEqual({ q: 'XX:KO' });
  });
});
