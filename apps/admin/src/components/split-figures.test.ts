import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleI18n } from '../test/console-i18n';
import { isReverseSplit, splitRatioText } from './split-figures';

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

describe('a split’s ratio in words', () => {
  it('says new shares first, and a reverse split as one', () => {
    expect(splitRatioText({ to: 3, from: 1 }, i18n.t, 'en')).toBe('3 for 1');
    expect(splitRatioText({ to: 3, from: 2 }, i18n.t, 'en')).toBe('3 for 2');
    expect(splitRatioText({ to: 1, from: 10 }, i18n.t, 'en')).toBe('1 for 10 (reverse)');
    expect(splitRatioText({ to: 1000, from: 1 }, i18n.t, 'en')).toBe('1,000 for 1');
  });

  it('in Simplified Chinese, old shares first as it is said there', () => {
    const zh = i18n.getFixedT('zh-Hans');
    expect(splitRatioText({ to: 3, from: 1 }, zh, 'zh-Hans')).toBe('每 1 股拆为 3 股');
    expect(splitRatioText({ to: 1, from: 10 }, zh, 'zh-Hans')).toBe(
      '每 10 股合为 1 股（反向拆股）',
    );
  });

  it('a reverse split leaves fewer shares than before', () => {
    expect(isReverseSplit({ to: 1, from: 10 })).toBe(true);
    expect(isReverseSplit({ to: 2, from: 3 })).toBe(true);
    expect(isReverseSplit({ to: 3, from: 2 })).toBe(false);
  });
});
