import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';

/**
 * One submission to the server from a dialog: busy while it runs, and its refusal kept to be
 * shown in the server's words (`RefusalAlert`).
 */
export const useSubmission = () => {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  /** Runs `work`; answers whether it went through. */
  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      return true;
    } catch (error) {
      setFailure(error instanceof ApiError ? error : new ApiError(0, 'NETWORK', String(error)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run, clear: () => setFailure(null) };
};

/** A refusal: a record that changed since it was opened (409) is a warning, the rest errors. */
export const RefusalAlert = ({ failure }: { failure: ApiError | null }) => {
  const { t } = useTranslation();
  if (!failure) return null;
  const stale = failure.status === 409;
  return (
    <Alert
      type={stale ? 'warning' : 'error'}
      showIcon
      title={stale ? t('review.stale') : t('review.failed')}
      description={failure.message}
      data-testid="decision-failure"
    />
  );
};
