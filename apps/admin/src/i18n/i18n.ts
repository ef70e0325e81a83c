import { DEFAULT_LANGUAGE, isLanguageKey, languageTag, type LanguageKey } from '@brokerage/shared';
import sharedEn from '@brokerage/shared/locales/en.json';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

type Dictionary = Record<string, unknown>;

/**
 * One `translation` namespace per language: the console's dictionary merged with the shared
 * API dictionary (`errors.*`, `validation.*`), so zod messages of the shared schemas translate
 * with the same `t`. A language is added by dropping its `locales/<key>.json` here.
 */
const consoleLoaders = import.meta.glob<Dictionary>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});
const sharedLoaders = import.meta.glob<Dictionary>(
  [
    '../../../../packages/shared/src/locales/*.json',
    '!../../../../packages/shared/src/locales/en.json',
  ],
  { import: 'default' },
);

const fileKey = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const byKey = (loaders: Record<string, () => Promise<Dictionary>>) =>
  new Map(Object.entries(loaders).map(([path, load]) => [fileKey(path), load]));
const consoleByKey = byKey(consoleLoaders);
const sharedByKey = byKey(sharedLoaders);

/** The languages the console has a dictionary for, English first. */
export const CONSOLE_LANGUAGES: LanguageKey[] = [
  DEFAULT_LANGUAGE,
  ...[...consoleByKey.keys()].filter(isLanguageKey),
];

const merge = (...parts: Dictionary[]): Dictionary => {
  const result: Dictionary = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = result[key];
      result[key] =
        typeof value === 'object' && value !== null && typeof existing === 'object' && existing
          ? merge(existing as Dictionary, value as Dictionary)
          : value;
    }
  }
  return result;
};

const resources: Resource = { en: { translation: merge(sharedEn, en) } };

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const LANGUAGE_KEY = 'console:language';

export const storedLanguage = (): LanguageKey => {
  const stored = localStorage.getItem(LANGUAGE_KEY) ?? '';
  return isLanguageKey(stored) && CONSOLE_LANGUAGES.includes(stored) ? stored : DEFAULT_LANGUAGE;
};

/** Loads a language's dictionaries on first use, then switches the whole console to it. */
export const changeLanguage = async (key: LanguageKey): Promise<void> => {
  if (!i18n.hasResourceBundle(key, 'translation')) {
    const [own, shared] = await Promise.all([
      consoleByKey.get(key)?.() ?? {},
      sharedByKey.get(key)?.() ?? {},
    ]);
    i18n.addResourceBundle(key, 'translation', merge(shared, own), true, true);
  }
  localStorage.setItem(LANGUAGE_KEY, key);
  document.documentElement.lang = languageTag(key);
  await i18n.changeLanguage(key);
};

export const currentLanguage = (): LanguageKey => {
  const key = i18n.language;
  return isLanguageKey(key) ? key : DEFAULT_LANGUAGE;
};
