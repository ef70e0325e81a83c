import { AppActionSheet } from '../feedback/app-action-sheet';
import { Icon } from '../icon/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '../../lib/i18n/i18n';
import { enabledLanguages, useLanguageStore } from '../../stores/language-store';
import { IconButton } from './icon-button';

/** Lists the server's enabled languages; picking one switches the UI and `<html lang>`. */
export const useLanguageChoice = () => {
  const { key, languages, setKey } = useLanguageStore();
  const choose = async (next: string): Promise<void> => {
    const applied = await applyLanguage(next);
    setKey(applied);
  };
  const options = enabledLanguages(languages);
  const current = languages.find((item) => item.key === key)?.label ?? key;
  return { key, options, current, choose };
};

export const LanguageSheet = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const { key, options, choose } = useLanguageChoice();
  return (
    <AppActionSheet
      visible={visible}
      onClose={onClose}
      cancelText={t('common.cancel')}
      extra={t('common.language')}
      actions={options.map((item) => ({
        key: item.key,
        text: item.key === key ? `✓ ${item.label}` : item.label,
        onClick: () => {
          onClose();
          void choose(item.key);
        },
      }))}
    />
  );
};

export const LanguagePicker = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label={t('common.language')}
        testId="language-picker"
        onClick={() => setOpen(true)}
      >
        <Icon name="GlobalOutline" />
      </IconButton>
      <LanguageSheet visible={open} onClose={() => setOpen(false)} />
    </>
  );
};
