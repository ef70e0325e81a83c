type Dictionary = Record<string, unknown>;

/**
 * The dictionaries' groups (top-level keys, in the app's and the shared dictionaries) that no
 * entry route's first screen (Home, Markets, Trade, Quote, Login; config/entry-routes.ts)
 * reads: screens reached from there, sheets opened by a tap, messages of live events. They
 * are built into a part of their own per language (scripts/dictionary-parts.ts), fetched right
 * after the first render; every other page waits for it (app/page-registry.ts). The e2e
 * `dictionary-parts.spec.ts` opens each entry route with this part withheld and finds none of
 * its keys on screen.
 */
export const LATER_GROUPS: ReadonlySet<string> = new Set([
  // The app's dictionary.
  'about',
  'appropriateness',
  'bankWithdrawal',
  'cards',
  'deposit',
  'gains',
  'kyc',
  'marketOpens',
  'quant',
  'search',
  'secondFactor',
  'settings',
  'statement',
  'supportEntry',
  'transfer',
  'upload',
  'webview',
  'withdraw',
  // The shared dictionary: the inbox's messages and the gains report's PDF.
  'inbox',
  'gainsReport',
]);

/** The first part (what the entry routes' first screens read) or the later one. */
export type DictionaryPart = 'first' | 'later';

/** The groups of a dictionary that belong to one part. */
export const dictionaryPart = (dictionary: Dictionary, part: DictionaryPart): Dictionary =>
  Object.fromEntries(
    Object.entries(dictionary).filter(([group]) => LATER_GROUPS.has(group) === (part === 'later')),
  );
