import { describe, expect, it } from 'vitest';
import { applyLanguage, completeDictionary, i18n } from './i18n';

describe('dictionaries load on demand', () => {
  it('fetches only the reader language, English included, merged with the shared texts', async () => {
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(await applyLanguage('de')).toBe('de');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.t('common.back')).toBe('Zurück');
    // The shared API dictionary is part of the same namespace.
    expect(i18n.t('validation.required')).not.toBe('validation.required');
    await applyLanguage('en');
    expect(i18n.t('common.back')).toBe('Back');
  });

  it('applying the language already shown changes nothing readers would render again for', async () => {
    await applyLanguage('it');
    let changes = 0;
    const count = () => (changes += 1);
    i18n.on('languageChanged', count);
    try {
      expect(await applyLanguage('it', 'first screen')).toBe('it');
      expect(changes).toBe(0);
      await applyLanguage('es');
      expect(changes).toBe(1);
    } finally {
      i18n.off('languageChanged', count);
    }
  });

  it('treats an unknown key as the default language', async () => {
    expect(await applyLanguage('xx')).toBe('en');
  });
});

describe('dictionaries in two parts', () => {
  it("draws a first screen from the first part; the later part completes the language's words", async () => {
    expect(await applyLanguage('fr', 'first screen')).toBe('fr');
    expect(i18n.t('common.back')).not.toBe('common.back');
    expect(i18n.t('validation.required')).not.toBe('validation.required');
    // `settings` and the shared `inbox` are later groups (dictionary-parts.ts).
    const french = (key: string) => i18n.getResource('fr', 'translation', key) as unknown;
    expect(french('settings.language')).toBeUndefined();
    expect(french('inbox')).toBeUndefined();
    await completeDictionary();
    expect(french('settings.language')).toBe('Langue');
    expect(french('inbox')).toBeTypeOf('object');
    // The first part's words stay beside the later part's.
    expect(french('common.back')).toBe(i18n.t('common.back', { lng: 'fr' }));
    expect(french('common.back')).toBeTypeOf('string');
  });

  it('makes readers render again when a part arrives only if one of them lacked a text', async () => {
    let added = 0;
    const count = () => (added += 1);
    // Languages no earlier test loaded whole.
    await applyLanguage('jp', 'first screen');
    i18n.store.on('added', count);
    try {
      // The first screen read only first-part words: the later part comes quietly.
      i18n.t('common.back');
      await completeDictionary();
      expect(added).toBe(0);
      expect(i18n.t('settings.language')).not.toBe('settings.language');

      // A sheet opened before the later part came showed a key: its arrival re-renders.
      await applyLanguage('zh-Hans', 'first screen');
      // (Without English to fall back on: an earlier test loaded it whole.)
      expect(i18n.t('settings.language', { fallbackLng: false })).toBe('settings.language');
      await completeDictionary();
      expect(added).toBe(1);
      expect(i18n.t('settings.language')).toBe('语言');
    } finally {
      i18n.store.off('added', count);
    }
  });
});
