import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REFRESH_THRESHOLD } from '../../config/ui-constants';

export const Refreshable = ({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      threshold={REFRESH_THRESHOLD}
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('common.pulling')}
      canReleaseText={t('common.canRelease')}
      refreshingText={t('common.refreshing')}
      completeText={t('common.refreshed')}
    >
      {children}
    </PullToRefresh>
  );
};
