import { z } from 'zod/mini';
import { safeString } from './common.ts';

export const languageItem = z.object({
  key: z.string(),
  label: z.string(),
  /** Only enabled languages are offered in the picker. */
  enabled: z.boolean(),
});

export const marketItem = z.object({
  id: z.int(),
  showName: z.string(),
  name: z.string(),
  currency: z.string(),
  timezone: z.string(),
});

export const currencyItem = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.int(),
});

/**
 * An origin the in-app web view may load besides the app's own: https, host, optional port
 * (the server's CSP frames other origins over https only).
 */
export const webviewOrigin = z
  .string()
  .check(z.trim(), z.regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'validation.invalid'));

/**
 * An origin the customer scripts (`base.custom`, `member.customerScript`) may load scripts
 * from, added as it is to the page's Content-Security-Policy `script-src`: https, or plain
 * http on the machine itself (a loopback address is a secure context to a browser). Never a
 * path, a wildcard or a scheme alone.
 */
export const scriptOrigin = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(
      /^(https:\/\/[a-z0-9.-]+|http:\/\/(localhost|127\.0\.0\.1))(:\d{1,5})?$/,
      'validation.invalid',
    ),
  );

export const baseSettings = z.object({
  msgType: z.string(),
  whatsapp: z.string(),
  custom: z.string(),
  /** Origins `/pages/webview/index` may open besides the app's own (the support widget's, say). */
  webviewOrigins: z.array(z.string()),
});

const legalLine = (max: number) =>
  safeString().check(z.trim(), z.maxLength(max, 'validation.tooLong'));

/**
 * Who runs the platform and its legal texts (the `base.legal` setting operators edit in the
 * console): the About page shows them. The texts are in the language operators write them
 * in; the app translates only the headings.
 */
export const legalSettings = z.object({
  company: legalLine(120),
  regulator: legalLine(200),
  licence: legalLine(64),
  riskDisclosure: legalLine(20_000),
  terms: legalLine(20_000),
  privacy: legalLine(20_000),
});
export type LegalSettings = z.infer<typeof legalSettings>;
export const LEGAL_DOCUMENTS = ['riskDisclosure', 'terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** The most one deposit, withdrawal, transfer or order may move, per currency (a setting). */
export const amountLimit = z.object({
  deposit: z.string(),
  withdrawal: z.string(),
  transfer: z.string(),
  order: z.string(),
});
export type AmountLimitKind = keyof z.infer<typeof amountLimit>;
export const amountLimits = z.record(z.string(), amountLimit);
export type AmountLimits = z.infer<typeof amountLimits>;

export const versionInfo = z.object({
  version: z.string(),
  versionCode: z.int(),
});

export type LanguageItem = z.infer<typeof languageItem>;
export type MarketItem = z.infer<typeof marketItem>;
export type CurrencyItem = z.infer<typeof currencyItem>;
export type BaseSettings = z.infer<typeof baseSettings>;
export type VersionInfo = z.infer<typeof versionInfo>;
