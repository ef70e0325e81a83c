import { instrumentKeyText } from '@brokerage/shared';
import { Icon } from '../../../components/icon/icon';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPopup } from '../../../components/feedback/login-prompt';
import { useQuote } from '../../../lib/realtime/use-quotes';
import { useUserStore } from '../../../stores/user-store';
import { useAlerts } from '../api/get-alerts';
import { AppPopup } from '../../../components/feedback/app-popup';
import { lazyNamed } from '../../../lib/ui/lazy-named';

/**
 * The sheet's form (and the form library under it) and the list of alerts are fetched the
 * first time the sheet opens, not with the quote page the bell sits on.
 */
const AlertForm = lazyNamed(() => import('./alert-form'), 'AlertForm');
const AlertRows = lazyNamed(() => import('./alert-rows'), 'AlertRows');

/**
 * The form at the live price, subscribed only while the sheet is open, so ticks do not
 * re-render the bell.
 */
const AlertFormAtLivePrice = ({
  instrumentKey,
  tickSize,
}: {
  instrumentKey: string;
  tickSize: string | undefined;
}) => {
  const quote = useQuote(instrumentKey);
  return (
    <AlertForm
      instrumentKey={instrumentKey}
      currentPrice={quote && !quote.stale ? quote.close : undefined}
      tickSize={tickSize}
    />
  );
};

/**
 * The bell on a quote page: a sheet to set an alert above or below a price, with the customer's
 * alerts for this instrument. Visitors are asked to log in.
 */
export const AlertButton = ({
  instrumentKey,
  tickSize,
}: {
  instrumentKey: string;
  tickSize: string | undefined;
}) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const [open, setOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const query = useAlerts({ enabled: token !== '' });
  const mine = (query.data ?? []).filter((alert) => alert.key === instrumentKey);
  const active = mine.some((alert) => alert.status === 'active');

  return (
    <>
      <button
        type="button"
        className={`watch-button ${active ? 'active' : ''}`}
        onClick={() => (token ? setOpen(true) : setLoginOpen(true))}
        aria-pressed={active}
        data-testid="price-alert"
      >
        <Icon name="BellOutline" />
        <span>{t('alerts.button')}</span>
      </button>
      <AppPopup
        visible={open}
        onClose={() => setOpen(false)}
        bodyClassName="alerts-popup"
        showCloseButton
        destroyOnClose
      >
        <div className="alerts-body" data-testid="alert-popup">
          <h3 className="alerts-title">
            {t('alerts.title', { key: instrumentKeyText(instrumentKey) })}
          </h3>
          <Suspense fallback={<p className="muted center-text">{t('common.loading')}</p>}>
            <AlertFormAtLivePrice instrumentKey={instrumentKey} tickSize={tickSize} />
            <h4 className="alerts-subtitle">{t('alerts.yours')}</h4>
            {query.data ? (
              <AlertRows alerts={mine} showKey={false} empty={t('alerts.emptyInstrument')} />
            ) : (
              <p className="muted center-text">{t('common.loading')}</p>
            )}
          </Suspense>
        </div>
      </AppPopup>
      <LoginPopup visible={loginOpen} onClose={() => setLoginOpen(false)} />
    </>
  );
};
