import { AppActionSheet } from '../../../components/feedback/app-action-sheet';
import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRACTICE_PATH } from '../../../config/paths';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useAccountStore } from '../../../stores/account-store';
import { useAppStore } from '../../../stores/app-store';
import { useUserStore } from '../../../stores/user-store';
import { usePracticeStatus } from '../api/practice-queries';
import './practice.css';

/**
 * The header's switch between the real and the practice account: a pill naming the account
 * shown, and a sheet to pick the other. Practice before one is open leads to opening it.
 */
export const AccountSwitch = () => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const { book, setBook } = useAccountStore();
  // Asked for once the opening screen shows its data: only a choice in the sheet reads it.
  const firstScreenShown = useAppStore((state) => state.firstScreenShown);
  const status = usePracticeStatus({ enabled: token !== '' && firstScreenShown });
  const [open, setOpen] = useState(false);
  if (!token) return null;
  const choosePractice = async () => {
    // Chosen before the status came: it is asked for now, not guessed.
    const current = status.data ?? (await status.refetch()).data;
    if (current?.account) setBook('practice');
    else ignoreRefusal(nav.navigateTo({ url: PRACTICE_PATH }));
  };
  const mark = (shown: boolean, text: string) => (shown ? `✓ ${text}` : text);
  return (
    <>
      <button
        type="button"
        className={`account-switch account-switch-${book}`}
        onClick={() => setOpen(true)}
        aria-label={t('practice.switch.label')}
        data-testid="account-switch"
      >
        {t(book === 'practice' ? 'practice.switch.practice' : 'practice.switch.real')}
        <Icon name="DownOutline" fontSize={10} />
      </button>
      <AppActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t('common.cancel')}
        extra={t('practice.switch.label')}
        actions={[
          {
            key: 'real',
            text: mark(book === 'real', t('practice.switch.realLong')),
            onClick: () => {
              setOpen(false);
              setBook('real');
            },
          },
          {
            key: 'practice',
            text: mark(book === 'practice', t('practice.switch.practiceLong')),
            onClick: () => {
              setOpen(false);
              void choosePractice();
            },
          },
          {
            key: 'manage',
            text: t('practice.switch.manage'),
            onClick: () => {
              setOpen(false);
              ignoreRefusal(nav.navigateTo({ url: PRACTICE_PATH }));
            },
          },
        ]}
      />
    </>
  );
};
