import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/network/use-online';

/**
 * A page whose data did not arrive: offline, it says so and that the page loads when the
 * connection is back (the queries refetch by themselves then); online, it offers a retry.
 * Never "does not exist" for what only failed to load (issue 31 item 2).
 */
export const LoadFailed = ({ onRetry, testId }: { onRetry: () => void; testId: string }) => {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div data-testid={testId}>
      <ErrorBlock
        status="default"
        title={online ? t('delivery.loadFailed') : t('delivery.offlineTitle')}
        description={
          online ? (
            <Button size="small" onClick={onRetry} data-testid={`${testId}-retry`}>
              {t('common.retry')}
            </Button>
          ) : (
            t('delivery.offlinePage')
          )
        }
      />
    </div>
  );
};
