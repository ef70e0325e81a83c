import { LANGUAGE_NAMES, type LanguageKey } from '@brokerage/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, changeLanguage, currentLanguage } from '../i18n/i18n';

/**
 * The console's language, each named in itself: in the signed-in header and on the sign-in
 * page alike. The choice is kept in this browser (`changeLanguage`).
 */
export const LanguageSelect = () => {
  const { t } = useTranslation();
  return (
    <Select
      size="small"
      value={currentLanguage()}
      onChange={(key: LanguageKey) => void changeLanguage(key)}
      options={CONSOLE_LANGUAGES.map((key) => ({ value: key, label: LANGUAGE_NAMES[key] }))}
      aria-label={t('app.language')}
      style={{ width: 120 }}
      data-testid="language-select"
    />
  );
};
