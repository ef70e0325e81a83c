import { useTranslation } from 'react-i18next';
import type { Channel } from './channel-fields';
import { SectionTabs } from '../../../components/navigation/section-tabs';
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
    <SectionTabs<Channel>
      activeKey={value}
      onChange={onChange}
      className="channel-tabs"
      tabs={[
        { key: 'email', title: emailLabel ?? t('auth.emailOnlyTab') },
        { key: 'phone', title: t('auth.phoneTab') },
      ]}
    />
  );
};
