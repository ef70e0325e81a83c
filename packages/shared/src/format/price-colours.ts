import type { LanguageKey } from '../enums.ts';

/** Which colour a rising price takes: green (Western markets) or red (China, Japan). */
export type PriceColours = 'green-up' | 'red-up';

/** Readers of Chinese and Japanese expect red for a rise; everyone else green. */
export const defaultPriceColours = (language: LanguageKey): PriceColours =>
  language === 'zh-Hans' || language === 'jp' ? 'red-up' : 'green-up';
