import { splitRequest } from '@brokerage/shared';
import type { FormInstance } from 'antd';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseWithSchema } from '../../components/zod-form';
import { consoleI18n } from '../../test/console-i18n';
import sharedEn from '../../../../../packages/shared/src/locales/en.json';
import { exampleSplit, exampleSplitText, splitInput, typedRatio } from './split-values';

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
  // The shared dictionary (validation.*), merged in as the console's loader does.
  i18n.addResourceBundle('en', 'translation', sharedEn, true, false);
});

const typed = { key: 'US:KO', to: ' 3 ', from: '1', exDate: '2030-05-01', note: '  ' };

/** The errors `parseWithSchema` puts under each field, by the field's name. */
const errorsOf = (values: typeof typed) => {
  const errors: { name: (string | number)[]; errors: string[] }[] = [];
  const form = { setFields: (fields: typeof errors) => errors.push(...fields) };
  const body = parseWithSchema(
    form as unknown as FormInstance,
    splitRequest,
    splitInput(values),
    i18n.t,
    { labels: { to: 'New shares', from: 'For old shares' } },
  );
  return { body, errors: Object.fromEntries(errors.map((f) => [f.name.join('.'), f.errors])) };
};

describe('the new split form', () => {
  it('sends the ratio as whole numbers and leaves a blank note out', () => {
    expect(splitInput(typed)).toEqual({
      key: 'US:KO',
      to: '3',
      from: '1',
      exDate: '2030-05-01',
    });
    expect(errorsOf(typed).body).toEqual({ key: 'US:KO', to: 3, from: 1, exDate: '2030-05-01' });
    expect(splitInput({ ...typed, note: ' Release 7 ' }).note).toBe('Release 7');
  });

  it('says a blank side is required, and anything else not a ratio in the schema’s words', () => {
    expect(errorsOf({ ...typed, from: ' ' }).errors).toEqual({
      from: ['For old shares is required.'],
    });
    const notARatio = ['Enter a ratio of two different whole numbers from 1 to 1000.'];
    for (const side of ['0', '1.5', '1001', 'three', '-2'])
      expect(errorsOf({ ...typed, to: side }).errors, side).toEqual({ to: notARatio });
    // The same number twice changes nothing: refused, said under the new shares.
    expect(errorsOf({ ...typed, to: '4', from: '4' }).errors).toEqual({ to: notARatio });
  });
});

describe('the ratio read back while it is typed', () => {
  it('is read once both sides are whole numbers from 1 to 1000 that differ', () => {
    expect(typedRatio('3', '1')).toEqual({ to: 3, from: 1 });
    expect(typedRatio(' 1 ', '10')).toEqual({ to: 1, from: 10 });
    expect(typedRatio('1000', '1')).toEqual({ to: 1000, from: 1 });
    for (const [to, from] of [
      ['3', undefined],
      ['', '1'],
      ['0', '1'],
      ['1001', '1'],
      ['1.5', '1'],
      ['03', '1'],
      ['2', '2'],
    ])
      expect(typedRatio(to, from), `${to}:${from}`).toBeNull();
    // Whatever it reads, the shared schema takes.
    const ratio = typedRatio('7', '3');
    expect(splitRequest.safeParse({ ...splitInput(typed), ...ratio }).success).toBe(true);
  });

  it('says what 100 shares become by the published rule, a fraction paid in cash', () => {
    expect(exampleSplit({ to: 3, from: 1 })).toEqual({ shares: '300', fraction: '0' });
    expect(exampleSplit({ to: 3, from: 2 })).toEqual({ shares: '150', fraction: '0' });
    expect(exampleSplit({ to: 1, from: 3 })).toEqual({ shares: '33', fraction: '0.33333333' });
    expect(exampleSplitText({ to: 3, from: 1 }, i18n.t, 'en')).toBe('300 shares');
    expect(exampleSplitText({ to: 1, from: 3 }, i18n.t, 'en')).toBe(
      '33 shares + 0.33333333 of a share paid in cash',
    );
    expect(exampleSplitText({ to: 1, from: 3 }, i18n.getFixedT('zh-Hans'), 'zh-Hans')).toBe(
      '33 股 + 0.33333333 股碎股以现金支付',
    );
  });
});
