import { Icon } from '../icon/icon';
import { createContext, useContext, type ComponentType } from 'react';
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
      <Icon name="MessageOutline" />
    </IconButton>
  );
};

/**
 * The notice tool shows the platform's announcements, which live in the news feature; the
 * app provides that view here (components do not import features).
 */
export const NoticeToolContext = createContext<ComponentType | null>(null);

const NoticeButton = () => {
  const View = useContext(NoticeToolContext);
  return View ? <View /> : null;
};

/**
 * The switch between the real and the practice account, which reads the practice account
 * (a feature); the app provides it here like the notice tool.
 */
export const AccountToolContext = createContext<ComponentType | null>(null);

export const AccountSwitchTool = () => {
  const View = useContext(AccountToolContext);
  return View ? <View /> : null;
};

const SettingsButton = () => {
  const { t } = useTranslation();
  return (
    <NavIconButton url={SETTINGS_PATH} label={t('common.settings')} testId="open-settings">
      <Icon name="SetOutline" />
    </NavIconButton>
  );
};

const TOOL_VIEWS: Record<HeaderTool, () => React.JSX.Element | null> = {
  language: LanguagePicker,
  service: CustomerServiceButton,
  notice: NoticeButton,
  settings: SettingsButton,
  account: AccountSwitchTool,
};

export const HeaderTools = ({ tools }: { tools: readonly HeaderTool[] }) => (
  <div className="header-tools">
    {tools.map((tool) => {
      const View = TOOL_VIEWS[tool];
      return <View key={tool} />;
    })}
  </div>
);
