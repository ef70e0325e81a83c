import { languageTag, type LanguageKey } from '@brokerage/shared';

/** A day of an offering's calendar in the reader's language and zone (the cards' short form). */
export const formatDay = (iso: string, language: LanguageKey): string =>
  new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium' }).format(new Date(iso));
