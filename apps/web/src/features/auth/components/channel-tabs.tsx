import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Channel } from './channel-fields';
import './auth.css';

export const ChannelTabs = ({
  value,
  onChange,
  emailLabel,
}: {
  value: Channel;
  onChange: (channel: Channel) => void;
  emailLabel?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={value}
      onChange={(key) => onChange(key === 'phone' ? 'phone' : 'email')}
      className="channel-tabs"
    >
      <Tabs.Tab key="email" title={emailLabel ?? t('auth.emailOnlyTab')} />
      <Tabs.Tab key="phone" title={t('auth.phoneTab')} />
    </Tabs>
  );
};
