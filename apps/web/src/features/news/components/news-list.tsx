import { InfiniteScroll } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenNews, useNews } from '../api/get-news';
import { NewsRow } from './news-row';

/** Markets tab, News: every article, newest first, loading more at the bottom. */
export const NewsList = ({ threshold }: { threshold: number }) => {
  const { t } = useTranslation();
  const query = useNews(10);
  const items = useMemo(() => flattenNews(query.data?.pages), [query.data]);
  return (
    <div className="news-list" data-testid="news-list">
      {items.map((item) => (
        <NewsRow key={item.id} item={item} />
      ))}
      <InfiniteScroll
        threshold={threshold}
        hasMore={!query.isSuccess || query.hasNextPage}
        loadMore={async () => {
          if (query.isSuccess) await query.fetchNextPage();
          else await query.refetch();
        }}
      >
        {(hasMore) => (
          <span className="muted">{hasMore ? t('common.loading') : t('market.noMore')}</span>
        )}
      </InfiniteScroll>
    </div>
  );
};
