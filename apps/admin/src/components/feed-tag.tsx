import type { FeedOrigin } from '@brokerage/shared';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * That a corporate action (or its proposal) came from a vendor's feed, not an operator's entry:
 * a "Feed" tag with the vendor's id of the record, and a warning tag when the vendor changed
 * the record after it was proposed (the change is not applied: an admin decides).
 */
export const FeedTag = ({ feed, testId }: { feed: FeedOrigin; testId: string }) => {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap data-testid={testId}>
      <Tooltip title={t('corporate.feed.tagHint', { source: feed.source })}>
        <Tag color="cyan">
          {t('corporate.feed.tag')} {feed.ref}
        </Tag>
      </Tooltip>
      {feed.amended ? (
        <Tooltip title={t('corporate.feed.amendedHint')}>
          <Tag color="red">{t('corporate.feed.amended')}</Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
};
