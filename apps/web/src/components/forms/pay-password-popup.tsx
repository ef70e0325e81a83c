import { payPasswordSchema } from '@brokerage/shared';
import { Button, Input } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { formatTime } from '../../lib/format/instant';
import { useLanguageStore } from '../../stores/language-store';
import { useUserStore } from '../../stores/user-store';
import { AppPopup } from '../feedback/app-popup';
import { PinActions } from './pin-actions';
import './pay-password-popup.css';

export const PAY_PASSWORD_PATH = '/pages/setting/paypwd';

/**
 * Asks for the 6-digit pay password before a card, wallet or money change. A customer who
 * has none yet is sent to set one instead of typing into a field that cannot succeed. While
 * trading is unlocked for the session (`unlocked`), an order is confirmed without it.
 */
export const PayPasswordPopup = ({
  visible,
  title,
  children,
  loading,
  onClose,
  onConfirm,
  unlocked,
}: {
  visible: boolean;
  title: string;
  /** A summary of what is being confirmed. */
  children?: ReactNode;
  loading: boolean;
  onClose: () => void;
  onConfirm: (payPassword: string) => void;
  /** Orders only: the session trades without the PIN until `until`. */
  unlocked?: { until: string; onConfirm: () => void };
}) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const language = useLanguageStore((state) => state.key);
  const hasPayPassword = useUserStore((state) => state.profile?.hasPayPassword ?? true);
  const [pin, setPin] = useState('');
  const [error, setError] = useState('');

  const close = (): void => {
    setPin('');
    setError('');
    onClose();
  };

  const confirm = (): void => {
    const result = payPasswordSchema.safeParse(pin);
    if (!result.success) {
      setError(t(result.error.issues[0]?.message ?? 'validation.payPasswordFormat'));
      return;
    }
    setError('');
    onConfirm(pin);
  };

  return (
    <AppPopup visible={visible} onClose={close} bodyClassName="pin-popup" destroyOnClose>
      <div className="pin-popup-body" data-testid="pay-password-popup">
        <h3 className="pin-popup-title">{title}</h3>
        {children}
        {unlocked ? (
          <>
            <p className="pin-unlocked muted small" data-testid="pay-password-unlocked">
              {t('tradeUnlock.noPinUntil', { time: formatTime(unlocked.until, language) })}
            </p>
            <PinActions onCancel={close} onConfirm={unlocked.onConfirm} loading={loading} />
          </>
        ) : hasPayPassword ? (
          <>
            <label className="pin-label" htmlFor="pay-password-input">
              {t('settings.payPassword')}
            </label>
            <Input
              id="pay-password-input"
              className="pin-input"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={pin}
              onChange={(text) => {
                // A letter is refused with the reason, not dropped: the dots would hide it.
                if (/\D/.test(text)) setError(t('validation.payPasswordDigits'));
                else {
                  setPin(text);
                  setError('');
                }
              }}
              onEnterPress={confirm}
              placeholder={t('settings.payPasswordPlaceholder')}
              autoFocus
            />
            {error && (
              <div className="pin-error" role="alert">
                {error}
              </div>
            )}
            <PinActions onCancel={close} onConfirm={confirm} loading={loading} />
            <button
              type="button"
              className="link-button pin-forgot"
              onClick={() => ignoreRefusal(nav.navigateTo({ url: PAY_PASSWORD_PATH }))}
            >
              {t('funding.managePayPassword')}
            </button>
          </>
        ) : (
          <div className="pin-missing">
            <p>{t('errors.PAY_PASSWORD_NOT_SET')}</p>
            <Button
              block
              color="primary"
              onClick={() => ignoreRefusal(nav.navigateTo({ url: PAY_PASSWORD_PATH }))}
            >
              {t('funding.setPayPassword')}
            </Button>
          </div>
        )}
      </div>
    </AppPopup>
  );
};
