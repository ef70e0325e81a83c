import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Cancel and confirm side by side at the foot of a code sheet (pay password, second factor). */
export const PinActions = ({
  onCancel,
  onConfirm,
  loading,
  confirmLabel,
  testId = 'pay-password-confirm',
}: {
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
  /** The confirm button's text; "Confirm" by default. */
  confirmLabel?: string;
  testId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <div className="pin-actions">
      <Button block onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button block color="primary" loading={loading} onClick={onConfirm} data-testid={testId}>
        {confirmLabel ?? t('common.confirm')}
      </Button>
    </div>
  );
};
