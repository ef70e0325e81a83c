import { DEFAULT_LANGUAGE, isLanguageKey, languageTag, type LanguageKey } from '@brokerage/shared';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Dictionary = Record<string, unknown>;

/**
 * One `translation` namespace per language: the app's own dictionary merged with the shared
 * API dictionary (`errors.*`, `validation.*`), so zod messages (translation keys) and server
 * error codes translate with the same `t`. Every dictionary, English too, is a chunk of its
 * own loaded before the first render: a reader downloads only their language (the locale
 * tests keep all seven complete, so no fallback dictionary is needed up front).
 */
const appLoaders = import.meta.glob<Dictionary>('../../locales/*.json', { import: 'default' });
const sharedLoaders = import.meta.glob<Dictionary>(
  '../../../../../packages/shared/src/locales/*.json',
  { import: 'default' },
);

const fileKey = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

const byKey = (
  loaders: Record<string, () => Promise<Dictionary>>,
): Map<string, () => Promise<Dictionary>> =>
  new Map(Object.entries(loaders).map(([path, load]) => [fileKey(path), load]));

const appByKey = byKey(appLoaders);
const sharedByKey = byKey(sharedLoaders);

export const mergeDictionaries = (...parts: Dictionary[]): Dictionary => {
  const result: Dictionary = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = result[key];
      result[key] =
        typeof value === 'object' &&
        value !== null &&
        typeof existing === 'object' &&
        existing !== null
          ? mergeDictionaries(existing as Dictionary, value as Dictionary)
          : value;
    }
  }
  return result;
};

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {} satisfies Resource,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const loadLanguage = async (key: LanguageKey): Promise<void> => {
  if (i18n.hasResourceBundle(key, 'translation')) return;
  const [shared, app] = await Promise.all([
    sharedByKey.get(key)?.() ?? Promise.resolve({}),
    appByKey.get(key)?.() ?? Promise.resolve({}),
  ]);
  i18n.addResourceBundle(key, 'translation', mergeDictionaries(shared, app), true, true);
};

/** Loads a dictionary on demand, switches to it and updates `<html lang>` (jp -> ja). */
export const applyLanguage = async (key: string): Promise<LanguageKey> => {
  const language = isLanguageKey(key) ? key : DEFAULT_LANGUAGE;
  try {
    await loadLanguage(language);
  } catch {
    // A dictionary that fails to load falls back to English, fetched now if not yet here.
    await loadLanguage(DEFAULT_LANGUAGE).catch(() => undefined);
  }
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(language);
  return language;
};
