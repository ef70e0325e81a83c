import { DEFAULT_LANGUAGE, isLanguageKey, languageTag, type LanguageKey } from '@brokerage/shared';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { DictionaryPart } from './dictionary-parts';

type Dictionary = Record<string, unknown>;
type Loaders = Record<string, () => Promise<Dictionary>>;

/**
 * One `translation` namespace per language: the app's own dictionary merged with the shared
 * API dictionary (`errors.*`, `validation.*`), so zod messages (translation keys) and server
 * error codes translate with the same `t`. Each language's dictionaries come in two parts
 * (dictionary-parts.ts): the first, what the entry routes' first screens read, loaded before
 * the first render; the later, right after it. A reader downloads only their language (the
 * locale tests keep all seven complete, so no fallback dictionary is needed up front).
 */
const PART_LOADERS: Record<DictionaryPart, Loaders[]> = {
  first: [
    import.meta.glob<Dictionary>('../../../../../packages/shared/src/locales/*.json', {
      query: '?part=first',
      import: 'default',
    }),
    import.meta.glob<Dictionary>('../../locales/*.json', {
      query: '?part=first',
      import: 'default',
    }),
  ],
  later: [
    import.meta.glob<Dictionary>('../../../../../packages/shared/src/locales/*.json', {
      query: '?part=later',
      import: 'default',
    }),
    import.meta.glob<Dictionary>('../../locales/*.json', {
      query: '?part=later',
      import: 'default',
    }),
  ],
};

/** `…/locales/de.json` -> `de`. */
const fileKey = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

const loadersOf = (part: DictionaryPart, key: LanguageKey): (() => Promise<Dictionary>)[] =>
  PART_LOADERS[part].flatMap((loaders) =>
    Object.entries(loaders)
      .filter(([path]) => fileKey(path) === key)
      .map(([, load]) => load),
  );

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

/**
 * Whether a text has been asked for that no dictionary here holds (a sheet opened before the
 * later part came, say). Only then does an arriving part make the readers render again.
 */
let textMissed = false;

void i18n.use(initReactI18next).init({
  resources: {} satisfies Resource,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  // A part that arrives after a screen rendered (dictionary-parts.ts) re-renders what reads it.
  react: { bindI18nStore: 'added' },
  // What i18next shows for a missing text, noted.
  parseMissingKeyHandler: (key: string, defaultValue?: string) => {
    textMissed = true;
    return defaultValue ?? key;
  },
});

/** Each language's parts, asked for once (a failed load is asked for again next time). */
const loadedParts = new Map<string, Promise<void>>();

const loadPart = (key: LanguageKey, part: DictionaryPart): Promise<void> => {
  const id = `${key}:${part}`;
  let loading = loadedParts.get(id);
  if (!loading) {
    loading = Promise.all(loadersOf(part, key).map((load) => load())).then((parts) => {
      // Merged key by key only into a part already here: copying a first part into an empty
      // namespace that way took 25 ms of the first render's task at 4× CPU (bench:profile).
      const deep = i18n.hasResourceBundle(key, 'translation');
      // Telling every reader of a text to render again costs the whole screen's render (the
      // later part comes while the opening screen is shown): only done if one lacked a text.
      const silent = !textMissed;
      textMissed = false;
      i18n.addResourceBundle(key, 'translation', mergeDictionaries(...parts), deep, true, {
        silent,
      });
    });
    loading.catch(() => loadedParts.delete(id));
    loadedParts.set(id, loading);
  }
  return loading;
};

/** What a screen waits for: an entry route's first screen, the first part; anything else, both. */
type Parts = 'first screen' | 'whole';

const loadLanguage = (key: LanguageKey, parts: Parts): Promise<unknown> =>
  parts === 'whole'
    ? Promise.all([loadPart(key, 'first'), loadPart(key, 'later')])
    : loadPart(key, 'first');

/**
 * Loads a dictionary on demand, switches to it and updates `<html lang>` (jp -> ja). The
 * first screen of an entry route needs only the first part (main.tsx); anything else, the
 * whole dictionary.
 */
export const applyLanguage = async (key: string, parts: Parts = 'whole'): Promise<LanguageKey> => {
  const language = isLanguageKey(key) ? key : DEFAULT_LANGUAGE;
  try {
    await loadLanguage(language, parts);
  } catch {
    // A dictionary that fails to load falls back to English, fetched now if not yet here.
    await loadLanguage(DEFAULT_LANGUAGE, parts).catch(() => undefined);
  }
  // Switching to the language already shown would still tell every reader of a text to render
  // again, at once and in one piece (react-i18next reads i18next as an external store): start-up
  // applies the stored language a second time after main.tsx applied it for the first screen.
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(language);
  return language;
};

/**
 * The later part of the current language's dictionary: asked for by main.tsx once the opening
 * screen shows its data (app/first-screen.ts), and waited for by every page that is not an
 * entry route's. A part that fails
 * to load leaves its keys untranslated; it is asked for again by the next page.
 */
export const completeDictionary = (): Promise<void> => {
  const language = isLanguageKey(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return loadPart(language, 'later').catch(() => undefined);
};
