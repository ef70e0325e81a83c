import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { toast } from '../../../lib/ui/notify';
import { useDeleteTarget, type TargetKind } from '../api/delete-target';

export interface RemoveTarget {
  kind: TargetKind;
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
  const remove = useDeleteTarget({ onSuccess: done, onError: failed });

  return (
    <PayPasswordPopup
      visible={target !== null}
      title={t('cards.confirmRemove')}
      loading={busy}
      onClose={onClose}
      onConfirm={(payPassword) => {
        if (!target) return;
        setBusy(true);
        remove.mutate({ kind: target.kind, id: target.id, payPassword });
      }}
    >
      {target && <p className="pin-summary ellipsis">{target.label}</p>}
    </PayPasswordPopup>
  );
};
