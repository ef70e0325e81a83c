import { Badge } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPopup } from '../../../components/feedback/app-popup';
import { LazyErrorBlock } from '../../../components/feedback/lazy-error-block';
import { IconButton } from '../../../components/tools/icon-button';
import { readTyped, writeTyped } from '../../../lib/storage/typed-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import { useAnnouncements } from '../api/get-announcements';
import { NewsRow } from '../../../components/news/news-row';
import './announcements.css';

const seenUntil = (): string => {
  const value = readTyped(STORAGE_KEYS.noticesSeen);
  return typeof value === 'string' ? value : '';
};

/**
 * The header's notice tool (seed section 2): the platform's announcements, newest first. A dot
 * marks one published since the reader last opened them (kept on this device).
 */
export const AnnouncementsButton = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(seenUntil);
  const announcements = useAnnouncements({ enabled: true });
  const items = announcements.data ?? [];
  const newest = items[0]?.publishedAt ?? '';
  const unread = newest !== '' && Date.parse(newest) > (Date.parse(seen) || 0);

  const show = (): void => {
    setOpen(true);
    if (!newest) return;
    writeTyped(STORAGE_KEYS.noticesSeen, newest);
    setSeen(newest);
  };

  return (
    <>
      <IconButton label={t('common.notice')} onClick={show} testId="open-notices">
        <Badge content={unread ? Badge.dot : null}>
          <Icon name="BellOutline" />
        </Badge>
      </IconButton>
      <AppPopup
        visible={open}
        onClose={() => setOpen(false)}
        bodyClassName="notice-popup"
        showCloseButton
      >
        <div data-testid="notices">
          <h3>{t('common.notice')}</h3>
          {announcements.isSuccess && items.length === 0 ? (
            <LazyErrorBlock status="empty" title={t('common.noNotices')} description="" />
          ) : (
            items.map((item) => <NewsRow key={item.id} item={item} />)
          )}
        </div>
      </AppPopup>
    </>
  );
};
