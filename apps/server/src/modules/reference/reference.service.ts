import {
  legalSettings,
  type BaseSettings,
  type CurrencyItem,
  type LanguageItem,
  type LegalSettings,
  type MarketItem,
} from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { DEFAULT_LEGAL } from './reference-data.ts';
import { getSetting, listCurrencies, listLanguages, listMarkets } from './reference.repository.ts';

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

export const getLanguages = (deps: AppDeps): Promise<LanguageItem[]> => listLanguages(deps.db);
export const getMarkets = (deps: AppDeps): Promise<MarketItem[]> => listMarkets(deps.db);
export const getCurrencies = (deps: AppDeps): Promise<CurrencyItem[]> => listCurrencies(deps.db);

export const getBaseSettings = async (deps: AppDeps): Promise<BaseSettings> => {
  const [msgType, whatsapp, custom, webviewOrigins] = await Promise.all([
    getSetting(deps.db, 'base.msgType'),
    getSetting(deps.db, 'base.whatsapp'),
    getSetting(deps.db, 'base.custom'),
    getSetting(deps.db, 'base.webviewOrigins'),
  ]);
  return {
    msgType: asText(msgType),
    whatsapp: asText(whatsapp),
    custom: asText(custom),
    webviewOrigins: Array.isArray(webviewOrigins)
      ? webviewOrigins.filter((origin): origin is string => typeof origin === 'string')
      : [],
  };
};

/** The script snippet handed over at login (a support widget, configured by operators). */
export const getCustomerScript = async (deps: AppDeps): Promise<string> =>
  asText(await getSetting(deps.db, 'member.customerScript'));

/** The company, its regulator and licence and the legal texts (`base.legal`), for About. */
export const getLegalSettings = async (deps: AppDeps): Promise<LegalSettings> => {
  const parsed = legalSettings.safeParse(await getSetting(deps.db, 'base.legal'));
  return parsed.success ? parsed.data : DEFAULT_LEGAL;
};
