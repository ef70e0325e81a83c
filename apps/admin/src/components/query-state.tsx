import { Alert, Button, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface QueryStateProps<T> {
  query: { data: T | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  /** Whether the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading, error (with retry) and empty states of one query, the same on every screen. */
export const QueryState = <T,>({ query, isEmpty, children }: QueryStateProps<T>) => {
  const { t } = useTranslation();
  if (query.isPending) return <Spin className="block-spin" />;
  if (query.error || query.data === undefined)
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <Empty description={t('common.empty')} />;
  return <>{children(query.data)}</>;
};

export const ErrorAlert = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.loadFailed')}
      description={error instanceof Error ? error.message : undefined}
      action={onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : undefined}
    />
  );
};
