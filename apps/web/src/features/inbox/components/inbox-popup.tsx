import type { InboxItem } from '@brokerage/shared';
import { Badge, Button, ErrorBlock, InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_PATH } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format/instant';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useLanguageStore } from '../../../stores/language-store';
import { useInbox } from '../api/get-inbox';
import { useMarkRead } from '../api/mark-read';
import { AppPopup } from '../../../components/feedback/app-popup';

/** The inbox as a sheet over the profile tab; opening a message marks it read. */
export const InboxPopup = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const inbox = useInbox({ enabled: visible });
  const markRead = useMarkRead();
  const nav = useNavigation();
  const [open, setOpen] = useState<number | null>(null);
  const items: InboxItem[] = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const anyUnread = items.some((item) => !item.read);

  const toggle = (item: InboxItem): void => {
    setOpen(open === item.id ? null : item.id);
    if (!item.read) markRead.mutate(item.id);
  };

  return (
    <AppPopup visible={visible} onClose={onClose} bodyClassName="inbox-popup" showCloseButton>
      <div className="inbox-body" data-testid="inbox">
        <div className="inbox-head">
          <h3>{t('inbox.title')}</h3>
          {anyUnread && (
            <Button size="mini" fill="none" color="primary" onClick={() => markRead.mutate('all')}>
              {t('inbox.markAllRead')}
            </Button>
          )}
        </div>
        {/* The conversation with support is kept beside the messages (issue 19 item 9). */}
        <button
          type="button"
          className="row-button inbox-item inbox-support"
          onClick={() => ignoreRefusal(nav.navigateTo({ url: SUPPORT_PATH }))}
          data-testid="inbox-support"
        >
          <span className="inbox-item-title">{t('supportEntry.title')}</span>
          <span className="inbox-item-text muted">{t('supportEntry.hint')}</span>
        </button>
        {inbox.data && items.length === 0 ? (
          <ErrorBlock status="empty" title={t('inbox.empty')} description="" />
        ) : (
          <ul className="inbox-list">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={`row-button inbox-item${item.read ? ' read' : ''}`}
                  onClick={() => toggle(item)}
                  data-testid="inbox-item"
                  aria-expanded={open === item.id}
                >
                  <span className="inbox-item-head">
                    {!item.read && <Badge content={Badge.dot} className="inbox-dot" />}
                    <span className="inbox-item-title">{item.title}</span>
                  </span>
                  <span className="inbox-item-time muted">
                    {formatDateTime(item.createdAt, language)}
                  </span>
                  <span className={`inbox-item-text${open === item.id ? ' open' : ''}`}>
                    {item.body}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <InfiniteScroll
          hasMore={inbox.hasNextPage}
          loadMore={async () => void (await inbox.fetchNextPage())}
        >
          {(more: boolean) => (more ? t('common.loading') : '')}
        </InfiniteScroll>
      </div>
    </AppPopup>
  );
};
