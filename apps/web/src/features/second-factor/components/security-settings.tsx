import type { EnrolmentResult } from '@brokerage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/instant';
import { describeFailure, toast, toastMessages } from '../../../lib/ui/notify';
import { useLanguageStore } from '../../../stores/language-store';
import {
  addPasskey,
  regenerateRecoveryCodes,
  removeFactor,
  SECOND_FACTOR_KEY,
  startTotpEnrolment,
  useSecondFactorStatus,
} from '../api/enrolment';
import { PasskeyNameSheet } from './passkey-name-sheet';
import { RecoveryCodesSheet } from './recovery-codes-sheet';
import { TotpEnrolmentSheet } from './totp-enrolment-sheet';
import { confirmDialog } from '../../../lib/ui/dialog';
import './second-factor.css';

/**
 * Settings' security section: the authenticator app and passkeys (alternatives), recovery
 * codes left, and adding or removing a factor. Changes with a factor enrolled are confirmed
 * with one (the step-up sheet opens when the server asks).
 */
export const SecuritySettings = () => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const queryClient = useQueryClient();
  const status = useSecondFactorStatus(true);
  const [totpStarted, setTotpStarted] = useState<{ secret: string; uri: string } | null>(null);
  const [naming, setNaming] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });

  const enrolled = (result: EnrolmentResult): void => {
    void refresh();
    toast(t('secondFactor.added'));
    if (result.recoveryCodes.length > 0) setRecoveryCodes(result.recoveryCodes);
  };

  const setUpTotp = async (): Promise<void> => {
    try {
      setTotpStarted(await startTotpEnrolment());
    } catch (failure) {
      toastMessages(describeFailure(failure, t));
    }
  };

  const createPasskey = async (name: string): Promise<void> => {
    setPasskeyBusy(true);
    setPasskeyError('');
    try {
      const result = await addPasskey(name);
      setNaming(false);
      enrolled(result);
    } catch (failure) {
      setPasskeyError(
        failure instanceof DOMException
          ? t('secondFactor.passkeyCancelled')
          : describeFailure(failure, t).join('\n'),
      );
    } finally {
      setPasskeyBusy(false);
    }
  };

  const remove = async (id: number, name: string): Promise<void> => {
    const ok = await confirmDialog({
      content: t('secondFactor.removeConfirm', { name }),
      confirmText: t('secondFactor.remove'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await removeFactor(id);
      void refresh();
      toast(t('secondFactor.removed'));
    } catch (failure) {
      toastMessages(describeFailure(failure, t));
    }
  };

  const regenerate = async (): Promise<void> => {
    const ok = await confirmDialog({
      content: t('secondFactor.regenerateConfirm'),
      confirmText: t('secondFactor.regenerateOk'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      setRecoveryCodes(await regenerateRecoveryCodes());
      void refresh();
    } catch (failure) {
      toastMessages(describeFailure(failure, t));
    }
  };

  const data = status.data;
  const totpName = t('secondFactor.totp');
  const totpId = data?.totpId ?? null;
  return (
    <div className="security-settings" data-testid="security-settings">
      <p className="security-intro muted small">{t('secondFactor.intro')}</p>
      <List header={t('secondFactor.totp')}>
        <List.Item
          description={data?.totp ? t('secondFactor.totpOn') : t('secondFactor.totpOff')}
          extra={
            totpId !== null ? (
              <Button
                size="small"
                color="danger"
                fill="outline"
                onClick={() => void remove(totpId, totpName)}
                data-testid="totp-remove"
              >
                {t('secondFactor.remove')}
              </Button>
            ) : (
              <Button
                size="small"
                color="primary"
                disabled={!data}
                onClick={() => void setUpTotp()}
                data-testid="totp-setup"
              >
                {t('secondFactor.setUp')}
              </Button>
            )
          }
        >
          {totpName}
        </List.Item>
      </List>
      <List header={t('secondFactor.passkeys')}>
        {data?.passkeys.length === 0 && (
          <List.Item>
            <span className="muted">{t('secondFactor.noPasskeys')}</span>
          </List.Item>
        )}
        {data?.passkeys.map((passkey) => (
          <List.Item
            key={passkey.id}
            description={t('secondFactor.passkeyAdded', {
              date: formatDateTime(passkey.createdAt, language),
            })}
            extra={
              <Button
                size="small"
                color="danger"
                fill="outline"
                onClick={() => void remove(passkey.id, passkey.name)}
              >
                {t('secondFactor.remove')}
              </Button>
            }
            data-testid="passkey-row"
          >
            {passkey.name}
          </List.Item>
        ))}
        <List.Item>
          <Button
            block
            color="primary"
            fill="outline"
            disabled={!data}
            onClick={() => {
              setPasskeyError('');
              setNaming(true);
            }}
            data-testid="passkey-add"
          >
            {t('secondFactor.addPasskey')}
          </Button>
        </List.Item>
      </List>
      {data && (data.totp || data.passkeys.length > 0) && (
        <div className="security-recovery">
          <p className="muted small" data-testid="recovery-left">
            {t('secondFactor.recoveryLeft', { count: data.recoveryCodesLeft })}
          </p>
          <Button
            size="small"
            fill="outline"
            onClick={() => void regenerate()}
            data-testid="recovery-regenerate"
          >
            {t('secondFactor.regenerate')}
          </Button>
        </div>
      )}
      <TotpEnrolmentSheet
        started={totpStarted}
        onClose={() => setTotpStarted(null)}
        onEnrolled={(result) => {
          setTotpStarted(null);
          enrolled(result);
        }}
      />
      <PasskeyNameSheet
        visible={naming}
        busy={passkeyBusy}
        error={passkeyError}
        onClose={() => setNaming(false)}
        onSubmit={(name) => void createPasskey(name)}
      />
      <RecoveryCodesSheet codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />
    </div>
  );
};
