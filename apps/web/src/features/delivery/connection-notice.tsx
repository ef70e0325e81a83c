import { useTranslation } from 'react-i18next';
import { rateLimitGate } from '../../lib/api-client';
import { useOnline } from '../../lib/network/use-online';
import { useRateLimitCountdown } from './use-rate-limit-countdown';
import './connection-notice.css';

/**
 * A line above every screen when data cannot arrive: offline (the shell is shown from the
 * service worker's cache), or paused by the server's rate limit with the seconds until the
 * app asks again. The page under it stays as it was: never a white screen.
 */
export const ConnectionNotice = () => {
  const { t } = useTranslation();
  const online = useOnline();
  const seconds = useRateLimitCountdown(rateLimitGate);
  const text = !online
    ? t('delivery.offline')
    : seconds > 0
      ? t('delivery.rateLimited', { seconds })
      : '';
  return (
    <div className="connection-notice-slot" role="status" aria-live="polite">
      {text && (
        <div
          className="connection-notice"
          data-testid={online ? 'rate-limit-notice' : 'offline-notice'}
        >
          {text}
        </div>
      )}
    </div>
  );
};
