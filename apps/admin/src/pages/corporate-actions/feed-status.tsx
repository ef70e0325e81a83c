import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/date-time';
import { useFeedStatus } from './queries';

/**
 * Whether the vendor's records are arriving: no feed configured (actions come only from
 * operators' entries), configured and not read yet, last read with its number of records, or
 * the last read's failure with when a read last succeeded.
 */
export const FeedStatus = () => {
  const { t } = useTranslation();
  const query = useFeedStatus();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (query.isError) return null;
  const { configured, source, lastRead } = query.data;
  const common = {
    showIcon: true,
    className: 'gap-bottom',
    'data-testid': 'corporate-feed-status',
  };
  if (!configured)
    return (
      <Alert
        {...common}
        type="info"
        message={t('corporate.feed.status.none')}
        description={t('corporate.feed.status.noneHint')}
      />
    );
  if (lastRead === null)
    return (
      <Alert {...common} type="info" message={t('corporate.feed.status.unread', { source })} />
    );
  if (lastRead.error !== null)
    return (
      <Alert
        {...common}
        type="error"
        message={t('corporate.feed.status.failed', { source, at: formatDateTime(lastRead.at) })}
        description={
          <>
            <div>{lastRead.error}</div>
            <div>
              {lastRead.succeededAt === null
                ? t('corporate.feed.status.neverSucceeded')
                : t('corporate.feed.status.lastSucceeded', {
                    at: formatDateTime(lastRead.succeededAt),
                    count: lastRead.records ?? 0,
                  })}
            </div>
          </>
        }
      />
    );
  return (
    <Alert
      {...common}
      type="success"
      message={t('corporate.feed.status.read', {
        source,
        at: formatDateTime(lastRead.at),
        count: lastRead.records ?? 0,
      })}
    />
  );
};
