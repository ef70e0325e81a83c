import { useMemo } from 'react';
import { ReachBottom } from '../../../components/feedback/reach-bottom';
import { flattenNews, useNews } from '../api/get-news';
import { NewsRow } from '../../../components/news/news-row';

/** Markets tab, News: every article, newest first, loading more at the bottom. */
export const NewsList = () => {
  const query = useNews(10);
  const items = useMemo(() => flattenNews(query.data?.pages), [query.data]);
  return (
    <div className="news-list" data-testid="news-list">
      {items.map((item) => (
        <NewsRow key={item.id} item={item} />
      ))}
      <ReachBottom query={query} />
    </div>
  );
};
