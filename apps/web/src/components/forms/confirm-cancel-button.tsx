import { Button } from 'antd-mobile';
import { confirmDialog } from '../../lib/ui/dialog';

/** A danger button that asks first (an order, a withdrawal): `onCancel` runs only on yes. */
export const ConfirmCancelButton = ({
  label,
  question,
  yes,
  no,
  loading,
  onCancel,
  testId,
}: {
  label: string;
  question: string;
  yes: string;
  no: string;
  loading?: boolean;
  onCancel: () => void;
  testId: string;
}) => {
  const confirmCancel = async (): Promise<void> => {
    const ok = await confirmDialog({ content: question, confirmText: yes, cancelText: no });
    if (ok) onCancel();
  };
  return (
    <Button
      block
      size="small"
      color="danger"
      fill="outline"
      loading={loading}
      onClick={() => void confirmCancel()}
      data-testid={testId}
    >
      {label}
    </Button>
  );
};
