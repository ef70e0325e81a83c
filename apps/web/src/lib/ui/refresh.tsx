import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Seed section 9: pulling past 45px refreshes; releasing earlier aborts. */
export const REFRESH_THRESHOLD = 45;

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
