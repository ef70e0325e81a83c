// With its extension: vite.config.ts reads this file too, and Vite's config loader wants one.
import { HOME_PATH, LOGIN_PATH } from './paths.ts';

/**
 * The entry routes (issue 29): the addresses people open the app at. Each paints its shell
 * from the HTML (app/boot-shell.tsx) and renders its first screen with the first part of the
 * dictionary only (lib/i18n/dictionary-parts.ts); any other page waits for the whole one.
 */
export const BOOT_ROUTES = {
  home: [HOME_PATH, '/pages/main/home/index'],
  market: ['/pages/main/market/index'],
  trade: ['/pages/main/trade/index'],
  quote: ['/pages/quote/stock'],
  login: [LOGIN_PATH],
} as const;

export type BootRoute = keyof typeof BOOT_ROUTES;

const ENTRY_PATHS: ReadonlySet<string> = new Set(Object.values(BOOT_ROUTES).flat());

/** Whether a page path is an entry route's. */
export const isEntryPath = (path: string): boolean => ENTRY_PATHS.has(path);
