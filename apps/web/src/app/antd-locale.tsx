import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import type { LanguageKey } from '@brokerage/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useLanguageStore } from '../stores/language-store';

type AntdLocaleTexts = typeof enUS;

/** English ships with the app; the other languages' texts are chunks loaded when chosen. */
const LOADERS: Record<Exclude<LanguageKey, 'en'>, () => Promise<{ default: AntdLocaleTexts }>> = {
  de: () => import('antd-mobile/es/locales/de-DE'),
  it: () => import('antd-mobile/es/locales/it-IT'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  'zh-Hans': () => import('antd-mobile/es/locales/zh-CN'),
};

const loaded = new Map<LanguageKey, AntdLocaleTexts>([['en', enUS]]);

/** Fetches antd-mobile's texts of `key` (main.tsx awaits it before the first render). */
export const loadAntdLocale = async (key: LanguageKey): Promise<AntdLocaleTexts> => {
  const known = loaded.get(key);
  if (known) return known;
  try {
    const texts = key === 'en' ? enUS : (await LOADERS[key]()).default;
    loaded.set(key, texts);
    return texts;
  } catch {
    return enUS;
  }
};

/** antd-mobile's own texts (picker buttons and the like) follow the app language. */
export const AntdLocale = ({ children }: { children: ReactNode }) => {
  const key = useLanguageStore((state) => state.key);
  const [locale, setLocale] = useState<AntdLocaleTexts>(() => loaded.get(key) ?? enUS);
  useEffect(() => {
    let current = true;
    void loadAntdLocale(key).then((texts) => current && setLocale(texts));
    return () => {
      current = false;
    };
  }, [key]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
};
