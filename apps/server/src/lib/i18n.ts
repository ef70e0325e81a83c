import {
  DEFAULT_LANGUAGE,
  isLanguageKey,
  LANGUAGE_KEYS,
  type LanguageKey,
} from '@brokerage/shared';
import de from '@brokerage/shared/locales/de.json' with { type: 'json' };
import en from '@brokerage/shared/locales/en.json' with { type: 'json' };
import es from '@brokerage/shared/locales/es.json' with { type: 'json' };
import fr from '@brokerage/shared/locales/fr.json' with { type: 'json' };
import it from '@brokerage/shared/locales/it.json' with { type: 'json' };
import jp from '@brokerage/shared/locales/jp.json' with { type: 'json' };
import zhHans from '@brokerage/shared/locales/zh-Hans.json' with { type: 'json' };
import i18next, { type TFunction } from 'i18next';

const resources = { en, de, it, fr, es, jp, 'zh-Hans': zhHans };

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(
    Object.entries(resources).map(([key, value]) => [key, { translation: value }]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGE_KEYS],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Standard tags browsers send, mapped to the seed's language keys. */
const ALIASES: Record<string, LanguageKey> = {
  ja: 'jp',
  zh: 'zh-Hans',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-hans-cn': 'zh-Hans',
};

const matchTag = (tag: string): LanguageKey | undefined => {
  const trimmed = tag.trim();
  if (isLanguageKey(trimmed)) return trimmed;
  const lower = trimmed.toLowerCase();
  const exact = LANGUAGE_KEYS.find((key) => key.toLowerCase() === lower) ?? ALIASES[lower];
  if (exact) return exact;
  const primary = lower.split('-')[0] ?? '';
  return isLanguageKey(primary) ? primary : ALIASES[primary];
};

/** Picks the first supported language of an Accept-Language header, else English. */
export const resolveLanguage = (header: string | undefined): LanguageKey => {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.slice(0, 200).split(',')) {
    const match = matchTag(part.split(';')[0] ?? '');
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
};

export const translator = (language: LanguageKey): TFunction => instance.getFixedT(language);
