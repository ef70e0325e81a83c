import i18next, { type i18n as I18n } from 'i18next';
import en from '../locales/en.json';
import zhHans from '../locales/zh-Hans.json';

/**
 * A separate i18next with the console's two dictionaries, English first, for tests that
 * render or translate without the app's loader (which fetches dictionaries lazily).
 */
export const consoleI18n = async (): Promise<I18n> => {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: en }, 'zh-Hans': { translation: zhHans } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
  return i18n;
};
