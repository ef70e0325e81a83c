import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { toast } from '../../../lib/ui/notify';
import { useDeleteBankCard } from '../api/delete-bank-card';
import { useDeleteCryptoWallet } from '../api/delete-crypto-wallet';

export interface RemoveTarget {
  kind: 'bank' | 'crypto';
  id: number;
  label: string;
}

/** Removing a card or wallet asks for the pay password, like binding one. */
export const RemoveTargetPopup = ({
  target,
  onClose,
  onError,
}: {
  target: RemoveTarget | null;
  onClose: () => void;
  onError: (error: unknown) => void;
}) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const done = (): void => {
    setBusy(false);
    toast(t('cards.removed'));
    onClose();
  };
  const failed = (error: unknown): void => {
    setBusy(false);
    onError(error);
  };
  const bank = useDeleteBankCard({ onSuccess: done, onError: failed });
  const crypto = useDeleteCryptoWallet({ onSuccess: done, onError: failed });

  return (
    <PayPasswordPopup
      visible={target !== null}
      title={t('cards.confirmRemove')}
      loading={busy}
      onClose={onClose}
      onConfirm={(payPassword) => {
        if (!target) return;
        setBusy(true);
        (target.kind === 'bank' ? bank : crypto).mutate({ id: target.id, payPassword });
      }}
    >
      {target && <p className="pin-summary ellipsis">{target.label}</p>}
    </PayPasswordPopup>
  );
};
