import { Popup } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPopup } from '../../../components/feedback/login-prompt';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { toast } from '../../../lib/ui/notify';
import { useUserStore } from '../../../stores/user-store';
import { useCreateAlert } from '../api/create-alert';
import { useAlerts } from '../api/get-alerts';
import { AlertForm } from './alert-form';
import { AlertRows } from './alert-rows';

/**
 * The bell on a quote page: a sheet to set an alert above or below a price, with the customer's
 * alerts for this instrument. Visitors are asked to log in.
 */
export const AlertButton = ({
  instrumentKey,
  currentPrice,
}: {
  instrumentKey: string;
  currentPrice: string | undefined;
}) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const onError = useFailureHandler();
  const [open, setOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const query = useAlerts({ enabled: token !== '' });
  const mine = (query.data ?? []).filter((alert) => alert.key === instrumentKey);
  const active = mine.some((alert) => alert.status === 'active');
  const create = useCreateAlert({ onError, onSuccess: () => toast(t('alerts.created')) });

  return (
    <>
      <button
        type="button"
        className={`watch-button ${active ? 'active' : ''}`}
        onClick={() => (token ? setOpen(true) : setLoginOpen(true))}
        aria-pressed={active}
        data-testid="price-alert"
      >
        <BellOutline />
        <span>{t('alerts.button')}</span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="alerts-popup"
        showCloseButton
        destroyOnClose
      >
        <div className="alerts-body" data-testid="alert-popup">
          <h3 className="alerts-title">{t('alerts.title', { key: instrumentKey })}</h3>
          <AlertForm instrumentKey={instrumentKey} currentPrice={currentPrice} mutation={create} />
          <h4 className="alerts-subtitle">{t('alerts.yours')}</h4>
          {query.data ? (
            <AlertRows alerts={mine} showKey={false} empty={t('alerts.emptyInstrument')} />
          ) : (
            <p className="muted center-text">{t('common.loading')}</p>
          )}
        </div>
      </Popup>
      <LoginPopup visible={loginOpen} onClose={() => setLoginOpen(false)} />
    </>
  );
};
