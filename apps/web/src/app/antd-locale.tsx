import { ConfigProvider } from 'antd-mobile';
import deDE from 'antd-mobile/es/locales/de-DE';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import frFR from 'antd-mobile/es/locales/fr-FR';
import itIT from 'antd-mobile/es/locales/it-IT';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { LanguageKey } from '@brokerage/shared';
import type { ReactNode } from 'react';
import { useLanguageStore } from '../stores/language-store';

const LOCALES: Record<LanguageKey, typeof enUS> = {
  en: enUS,
  de: deDE,
  it: itIT,
  fr: frFR,
  es: esES,
  jp: jaJP,
  'zh-Hans': zhCN,
};

/** antd-mobile's own texts (picker buttons, pull-to-refresh) follow the app language. */
export const AntdLocale = ({ children }: { children: ReactNode }) => {
  const key = useLanguageStore((state) => state.key);
  return <ConfigProvider locale={LOCALES[key]}>{children}</ConfigProvider>;
};
