import { List } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../api/get-alerts';
import { AlertRows } from './alert-rows';
import { AppPopup } from '../../../components/feedback/app-popup';

/** The sheet of every alert the customer has set, from the profile tab. */
const AllAlertsPopup = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const query = useAlerts({ enabled: visible });
  return (
    <AppPopup visible={visible} onClose={onClose} bodyClassName="alerts-popup" showCloseButton>
      <div className="alerts-body" data-testid="all-alerts">
        <h3 className="alerts-title">{t('alerts.allTitle')}</h3>
        {query.data ? (
          <AlertRows alerts={query.data} showKey empty={t('alerts.empty')} />
        ) : (
          <p className="muted center-text">{t('common.loading')}</p>
        )}
      </div>
    </AppPopup>
  );
};

/** Profile row: the customer's price alerts; tapping opens them. */
export const AlertsEntry = () => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <List className="profile-list">
        <List.Item
          prefix={<Icon name="BellOutline" className="list-icon" />}
          onClick={() => setVisible(true)}
          data-testid="alerts-entry"
        >
          {t('alerts.allTitle')}
        </List.Item>
      </List>
      <AllAlertsPopup visible={visible} onClose={() => setVisible(false)} />
    </>
  );
};
