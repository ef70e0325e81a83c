import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../app/session';
import type { PageProps } from '../../components/page/lazy-page';
import { LanguageSheet, useLanguageChoice } from '../../components/tools/language-picker';
import { APP_VERSION_LABEL } from '../../config/app-info';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { useUserStore } from '../../stores/user-store';
import { PriceColoursItem } from '../../features/settings/components/price-colours-item';
import { confirmDialog } from '../../lib/ui/dialog';
import './settings.css';

export const SettingsPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const hasPayPassword = useUserStore((state) => state.profile?.hasPayPassword ?? false);
  const { current } = useLanguageChoice();
  const [languageOpen, setLanguageOpen] = useState(false);

  const confirmLogout = async (): Promise<void> => {
    const ok = await confirmDialog({
      content: t('settings.logoutConfirm'),
      confirmText: t('settings.logout'),
      cancelText: t('common.cancel'),
    });
    if (ok) await logout();
  };

  return (
    <div className="settings-page" data-testid="settings">
      <List className="settings-list">
        <List.Item
          extra={current}
          onClick={() => setLanguageOpen(true)}
          data-testid="settings-language"
        >
          {t('settings.language')}
        </List.Item>
        <PriceColoursItem />
        {token && (
          <>
            <List.Item
              onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/setting/password' }))}
            >
              {t('settings.changePassword')}
            </List.Item>
            <List.Item
              extra={
                hasPayPassword ? t('settings.payPasswordSet') : t('settings.payPasswordNotSet')
              }
              onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/setting/paypwd' }))}
            >
              {t('settings.payPassword')}
            </List.Item>
            <List.Item
              onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/setting/security' }))}
              data-testid="settings-security"
            >
              {t('settings.security')}
            </List.Item>
          </>
        )}
        <List.Item
          extra={<span data-testid="app-version">{APP_VERSION_LABEL}</span>}
          onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/about/index' }))}
          data-testid="settings-about"
        >
          {t('settings.about')}
        </List.Item>
      </List>
      {token && (
        <div className="settings-actions">
          <Button
            block
            color="danger"
            fill="outline"
            size="large"
            onClick={() => void confirmLogout()}
            data-testid="logout"
          >
            {t('settings.logout')}
          </Button>
        </div>
      )}
      <LanguageSheet visible={languageOpen} onClose={() => setLanguageOpen(false)} />
    </div>
  );
};
