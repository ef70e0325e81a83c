import { Badge, List } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnread } from '../api/get-unread';
import { InboxPopup } from './inbox-popup';
import './inbox.css';

/** Profile row: the inbox with its unread count; tapping opens the messages. */
export const InboxEntry = () => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const unread = useUnread({ enabled: true }).data ?? 0;
  return (
    <>
      <List className="profile-list">
        <List.Item
          prefix={<Icon name="MailOutline" className="list-icon" />}
          onClick={() => setVisible(true)}
          data-testid="inbox-entry"
          extra={
            unread > 0 ? (
              <Badge content={unread > 99 ? '99+' : String(unread)} data-testid="inbox-unread" />
            ) : (
              <span className="muted" data-testid="inbox-unread-none">
                {t('inbox.noUnread')}
              </span>
            )
          }
        >
          {t('inbox.title')}
        </List.Item>
      </List>
      <InboxPopup visible={visible} onClose={() => setVisible(false)} />
    </>
  );
};
