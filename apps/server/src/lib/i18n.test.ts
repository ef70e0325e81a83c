import { describe, expect, it } from 'vitest';
import { resolveLanguage, translator } from './i18n.ts';

describe('request language', () => {
  it('takes the seed keys and the standard tags browsers send', () => {
    expect(resolveLanguage('de')).toBe('de');
    expect(resolveLanguage('jp')).toBe('jp');
    expect(resolveLanguage('ja-JP,ja;q=0.9')).toBe('jp');
    expect(resolveLanguage('zh-CN,zh;q=0.9')).toBe('zh-Hans');
    expect(resolveLanguage('zh-Hans')).toBe('zh-Hans');
    expect(resolveLanguage('fr-CA')).toBe('fr');
  });

  it('falls back to English for unknown or missing languages', () => {
    expect(resolveLanguage(undefined)).toBe('en');
    expect(resolveLanguage('xx, yy')).toBe('en');
  });

  it('translates API messages', () => {
    expect(translator('en')('errors.UNAUTHORIZED')).toBe('Please log in');
    expect(translator('de')('errors.UNAUTHORIZED')).not.toBe('Please log in');
  });
});
