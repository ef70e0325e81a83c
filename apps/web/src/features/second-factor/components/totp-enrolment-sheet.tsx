import { totpCodeSchema, type EnrolmentResult } from '@brokerage/shared';
import { Input } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPopup } from '../../../components/feedback/app-popup';
import { CopyButton } from '../../../components/tools/copy-button';
import { describeFailure } from '../../../lib/ui/notify';
import { confirmTotpEnrolment } from '../api/enrolment';
import { PinActions } from '../../../components/forms/pin-actions';

/** Groups a base32 key in fours, as authenticator apps show it when typed in. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** TOTP enrolment: the QR code and the typed key of a new secret, then the app's first code. */
export const TotpEnrolmentSheet = ({
  started,
  onClose,
  onEnrolled,
}: {
  started: { secret: string; uri: string } | null;
  onClose: () => void;
  onEnrolled: (result: EnrolmentResult) => void;
}) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const close = (): void => {
    setCode('');
    setError('');
    onClose();
  };

  const confirm = async (): Promise<void> => {
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.codeInvalid'));
      return;
    }
    setBusy(true);
    try {
      const result = await confirmTotpEnrolment(parsed.data);
      setCode('');
      onEnrolled(result);
    } catch (failure) {
      setError(describeFailure(failure, t).join('\n'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppPopup visible={started !== null} onClose={close} bodyClassName="pin-popup" destroyOnClose>
      <div className="pin-popup-body totp-enrolment" data-testid="totp-enrolment">
        <h3 className="pin-popup-title">{t('secondFactor.totpSetupTitle')}</h3>
        <p className="second-factor-prompt muted">{t('secondFactor.totpScan')}</p>
        {started && (
          <>
            <div className="totp-qr">
              <QRCodeSVG
                value={started.uri}
                size={168}
                marginSize={2}
                title={t('secondFactor.totpQr')}
              />
            </div>
            <div className="totp-key">
              <span className="muted small">{t('secondFactor.totpKey')}</span>
              <code data-testid="totp-secret">{grouped(started.secret)}</code>
              <CopyButton text={started.secret} />
            </div>
          </>
        )}
        <label className="pin-label" htmlFor="totp-enrol-code">
          {t('secondFactor.totpConfirm')}
        </label>
        <Input
          id="totp-enrol-code"
          className="pin-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(text) => {
            setCode(text);
            setError('');
          }}
          onEnterPress={() => void confirm()}
          placeholder="000000"
          data-testid="totp-enrol-code"
        />
        {error && (
          <div className="pin-error" role="alert">
            {error}
          </div>
        )}
        <PinActions
          onCancel={close}
          onConfirm={() => void confirm()}
          loading={busy}
          testId="totp-enrol-confirm"
        />
      </div>
    </AppPopup>
  );
};
