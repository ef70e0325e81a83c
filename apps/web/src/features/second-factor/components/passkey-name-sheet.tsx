import { passkeyRegisterRequest } from '@brokerage/shared';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPopup } from '../../../components/feedback/app-popup';
import { PinActions } from '../../../components/forms/pin-actions';

/** Names a new passkey before the browser makes it (so the list tells the customer's keys apart). */
export const PasskeyNameSheet = ({
  visible,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  visible: boolean;
  busy: boolean;
  error: string;
  onClose: () => void;
  onSubmit: (name: string) => void;
}) => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState('');

  const submit = (): void => {
    const parsed = passkeyRegisterRequest.shape.name.safeParse(name);
    if (!parsed.success) {
      setInvalid(t(parsed.error.issues[0]?.message ?? 'validation.passkeyNameRequired'));
      return;
    }
    setInvalid('');
    onSubmit(parsed.data);
  };

  const shown = invalid || error;
  return (
    <AppPopup visible={visible} onClose={onClose} bodyClassName="pin-popup" destroyOnClose>
      <div className="pin-popup-body" data-testid="passkey-name">
        <h3 className="pin-popup-title">{t('secondFactor.addPasskey')}</h3>
        <p className="second-factor-prompt muted">{t('secondFactor.passkeyIntro')}</p>
        <label className="pin-label" htmlFor="passkey-name-input">
          {t('secondFactor.passkeyName')}
        </label>
        <Input
          id="passkey-name-input"
          className="pin-input passkey-name-input"
          maxLength={40}
          value={name}
          onChange={setName}
          onEnterPress={submit}
          placeholder={t('secondFactor.passkeyNamePlaceholder')}
          data-testid="passkey-name-input"
        />
        {shown && (
          <div className="pin-error" role="alert">
            {shown}
          </div>
        )}
        <PinActions
          onCancel={onClose}
          onConfirm={submit}
          loading={busy}
          confirmLabel={t('secondFactor.create')}
          testId="passkey-name-confirm"
        />
      </div>
    </AppPopup>
  );
};
