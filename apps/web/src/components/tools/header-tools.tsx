import { Popup } from 'antd-mobile';
import { BellOutline, MessageOutline, SetOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_PATH, type HeaderTool } from '../../config/paths';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { openCustomerService } from './customer-service';
import { LanguagePicker } from './language-picker';

export const CustomerServiceButton = () => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('common.customerService')}
      onClick={openCustomerService}
    >
      <MessageOutline />
    </button>
  );
};

const NoticeButton = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('common.notice')}
        onClick={() => setOpen(true)}
      >
        <BellOutline />
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="notice-popup">
        <h3>{t('common.notice')}</h3>
        <p className="muted">{t('common.noNotices')}</p>
      </Popup>
    </>
  );
};

const SettingsButton = () => {
  const { t } = useTranslation();
  const nav = useNavigation();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('common.settings')}
      data-testid="open-settings"
      onClick={() => ignoreRefusal(nav.navigateTo({ url: SETTINGS_PATH }))}
    >
      <SetOutline />
    </button>
  );
};

const TOOL_VIEWS: Record<HeaderTool, () => React.JSX.Element> = {
  language: LanguagePicker,
  service: CustomerServiceButton,
  notice: NoticeButton,
  settings: SettingsButton,
};

export const HeaderTools = ({ tools }: { tools: readonly HeaderTool[] }) => (
  <div className="header-tools">
    {tools.map((tool) => {
      const View = TOOL_VIEWS[tool];
      return <View key={tool} />;
    })}
  </div>
);
