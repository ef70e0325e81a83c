import {
  currencyDecimals,
  LANGUAGE_KEYS,
  LANGUAGE_NAMES,
  type LanguageKey,
  type LegalSettings,
  type MarketCode,
} from '@brokerage/shared';

/** The ten markets of the seed, in its order, with their home currency and time zone. */
export const MARKETS: { code: MarketCode; name: string; currency: string; timezone: string }[] = [
  { code: 'US', name: 'United States', currency: 'USD', timezone: 'America/New_York' },
  { code: 'ES', name: 'Spain', currency: 'EUR', timezone: 'Europe/Madrid' },
  { code: 'FR', name: 'France', currency: 'EUR', timezone: 'Europe/Paris' },
  { code: 'SZ', name: 'Shenzhen', currency: 'CNY', timezone: 'Asia/Shanghai' },
  { code: 'CN', name: 'Shanghai', currency: 'CNY', timezone: 'Asia/Shanghai' },
  { code: 'HK', name: 'Hong Kong', currency: 'HKD', timezone: 'Asia/Hong_Kong' },
  { code: 'MY', name: 'Malaysia', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' },
  { code: 'TW', name: 'Taiwan', currency: 'TWD', timezone: 'Asia/Taipei' },
  { code: 'SG', name: 'Singapore', currency: 'SGD', timezone: 'Asia/Singapore' },
  { code: 'DE', name: 'Germany', currency: 'EUR', timezone: 'Europe/Berlin' },
];

/**
 * The currencies the platform holds. Their decimals (the minor unit every amount is checked
 * against and every figure is shown in) come from the one rule the apps format with
 * (`currencyDecimals` in @brokerage/shared): the `currencies` table is seeded from it.
 */
export const CURRENCIES = (
  [
    { code: 'USD', name: 'US Dollar', symbol: '$' },
    { code: 'EUR', name: 'Euro', symbol: '€' },
    { code: 'CNY', name: 'Chinese Yuan', symbol: '¥' },
    { code: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$' },
    { code: 'MYR', name: 'Malaysian Ringgit', symbol: 'RM' },
    { code: 'TWD', name: 'New Taiwan Dollar', symbol: 'NT$' },
    { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$' },
    { code: 'USDT', name: 'Tether USD', symbol: '₮' },
  ] satisfies { code: string; name: string; symbol: string }[]
).map((currency) => ({ ...currency, decimals: currencyDecimals(currency.code) }));

/**
 * All seven dictionaries are complete, so all seven are live at first start; operators may
 * switch one off in settings (the seed's app state names en, de, it, fr and es; jp and
 * zh-Hans are the product's own).
 */
export const LANGUAGES: { key: LanguageKey; label: string; enabled: boolean }[] = LANGUAGE_KEYS.map(
  (key) => ({ key, label: LANGUAGE_NAMES[key], enabled: true }),
);

/**
 * What About shows until operators write their own (console, platform settings): a demo
 * company without a licence, and texts that say so.
 */
export const DEFAULT_LEGAL: LegalSettings = {
  company: 'Brokerage Demo Ltd.',
  regulator: 'Not regulated: a demonstration platform',
  licence: 'None',
  riskDisclosure:
    'Trading shares, indices and other instruments carries risk: prices move, and you can lose some or all of the money you invest. Margin loans add to that risk: a fall in the value of the collateral can lead to a margin call and to a sale of your holdings. Past performance is no guide to the future. Invest only money you can afford to lose, and seek independent advice if you are unsure.',
  terms:
    'These terms govern your use of the app and your account. The operator of this platform sets them in its console; until then, this is a demonstration platform with simulated prices, and no order placed here reaches an exchange.',
  privacy:
    'We process the data you give us (identity, contact details, documents and transactions) to open and run your account, to meet our legal duties and to keep your account secure. We do not sell your data. You may ask to see, correct or delete your data by writing to support.',
};

/** Base settings (seed: msgType, whatsapp, custom) and the post-login customer snippet. */
export const DEFAULT_SETTINGS: Record<string, unknown> = {
  'base.msgType': 'inbox',
  'base.whatsapp': '',
  'base.custom': '',
  'member.customerScript': '',
  'base.webviewOrigins': [],
  'base.scriptOrigins': [],
  'base.legal': DEFAULT_LEGAL,
};
