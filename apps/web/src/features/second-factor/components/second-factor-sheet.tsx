import {
  recoveryCodeSchema,
  totpCodeSchema,
  type FactorProof,
  type SecondFactorMethod,
} from '@brokerage/shared';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPopup } from '../../../components/feedback/app-popup';
import { describeFailure } from '../../../lib/ui/notify';
import { signWithPasskey } from '../api/verification';
import { PinActions } from '../../../components/forms/pin-actions';

type Typed = 'totp' | 'recovery';

/**
 * Asks for one of the customer's factors: a passkey (the browser's own prompt), a code from
 * the authenticator app, or a recovery code. `verify` sends the proof; a refusal is shown in
 * the sheet, which stays open for another try.
 */
export const SecondFactorSheet = ({
  visible,
  prompt,
  methods,
  challenge,
  verify,
  onClose,
}: {
  visible: boolean;
  /** What is being confirmed. */
  prompt: string;
  methods: readonly SecondFactorMethod[];
  /** Where a passkey challenge for this confirmation is asked. */
  challenge: { url: string; data: object };
  verify: (proof: FactorProof) => Promise<void>;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const hasTotp = methods.includes('totp');
  // The sheet stays mounted between askings, so the choice is derived, not initial state.
  const [preferRecovery, setPreferRecovery] = useState(false);
  const typed: Typed = hasTotp && !preferRecovery ? 'totp' : 'recovery';
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const reset = (): void => {
    setCode('');
    setError('');
    setPreferRecovery(false);
  };

  const close = (): void => {
    reset();
    onClose();
  };

  const run = async (proof: () => Promise<FactorProof>): Promise<void> => {
    setBusy(true);
    setError('');
    try {
      await verify(await proof());
      reset();
    } catch (failure) {
      // The browser's own prompt cancelled or timed out: a DOMException, not a server answer.
      setError(
        failure instanceof DOMException
          ? t('secondFactor.passkeyCancelled')
          : describeFailure(failure, t).join('\n'),
      );
    } finally {
      setBusy(false);
    }
  };

  const submitCode = (): void => {
    const schema = typed === 'totp' ? totpCodeSchema : recoveryCodeSchema;
    const parsed = schema.safeParse(code);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.codeInvalid'));
      return;
    }
    void run(async () => ({ method: typed, code: parsed.data }));
  };

  const switchTo = (next: Typed): void => {
    setPreferRecovery(next === 'recovery');
    setCode('');
    setError('');
  };

  return (
    <AppPopup visible={visible} onClose={close} bodyClassName="pin-popup" destroyOnClose>
      <div className="pin-popup-body second-factor-sheet" data-testid="second-factor-sheet">
        <h3 className="pin-popup-title">{t('secondFactor.title')}</h3>
        <p className="second-factor-prompt muted">{prompt}</p>
        {methods.includes('passkey') && (
          <>
            <Button
              block
              color="primary"
              size="large"
              loading={busy}
              onClick={() => void run(() => signWithPasskey(challenge))}
              data-testid="second-factor-passkey"
            >
              {t('secondFactor.usePasskey')}
            </Button>
            <div className="second-factor-or muted small">{t('secondFactor.or')}</div>
          </>
        )}
        <label className="pin-label" htmlFor="second-factor-code">
          {typed === 'totp' ? t('secondFactor.totpLabel') : t('secondFactor.recoveryLabel')}
        </label>
        <Input
          id="second-factor-code"
          className="pin-input"
          inputMode={typed === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          maxLength={typed === 'totp' ? 6 : 11}
          value={code}
          onChange={(text) => {
            setCode(text);
            setError('');
          }}
          onEnterPress={submitCode}
          placeholder={typed === 'totp' ? '000000' : 'XXXXX-XXXXX'}
          data-testid="second-factor-code"
        />
        {error && (
          <div className="pin-error" role="alert" data-testid="second-factor-error">
            {error}
          </div>
        )}
        <PinActions
          onCancel={close}
          onConfirm={submitCode}
          loading={busy}
          testId="second-factor-confirm"
        />
        {hasTotp && (
          <button
            type="button"
            className="link-button pin-forgot"
            onClick={() => switchTo(typed === 'totp' ? 'recovery' : 'totp')}
            data-testid="second-factor-switch"
          >
            {typed === 'totp' ? t('secondFactor.useRecovery') : t('secondFactor.useTotp')}
          </button>
        )}
      </div>
    </AppPopup>
  );
};
