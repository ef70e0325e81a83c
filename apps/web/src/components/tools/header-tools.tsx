import { Popup } from 'antd-mobile';
import { BellOutline, MessageOutline, SetOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_PATH, type HeaderTool } from '../../config/paths';
import { useCustomerService } from './customer-service';
import { IconButton, NavIconButton } from './icon-button';
import { LanguagePicker } from './language-picker';

export const CustomerServiceButton = () => {
  const { t } = useTranslation();
  const openCustomerService = useCustomerService();
  return (
    <IconButton label={t('common.customerService')} onClick={openCustomerService}>
      <MessageOutline />
    </IconButton>
  );
};

const NoticeButton = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label={t('common.notice')} onClick={() => setOpen(true)}>
        <BellOutline />
      </IconButton>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="notice-popup">
        <h3>{t('common.notice')}</h3>
        <p className="muted">{t('common.noNotices')}</p>
      </Popup>
    </>
  );
};

const SettingsButton = () => {
  const { t } = useTranslation();
  return (
    <NavIconButton url={SETTINGS_PATH} label={t('common.settings')} testId="open-settings">
      <SetOutline />
    </NavIconButton>
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
