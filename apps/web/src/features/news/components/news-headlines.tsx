import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenNews, useNews } from '../api/get-news';
import { NewsRow } from '../../../components/news/news-row';

/** Home: the latest five headlines. */
export const NewsHeadlines = () => {
  const { t } = useTranslation();
  const query = useNews(5);
  const items = useMemo(() => flattenNews(query.data?.pages.slice(0, 1)), [query.data]);
  return (
    <section className="home-section" data-testid="news-headlines">
      <h2 className="section-title">{t('news.headlines')}</h2>
      {query.isPending && <p className="muted">{t('common.loading')}</p>}
      <div className="news-list">
        {items.map((item) => (
          <NewsRow key={item.id} item={item} compact />
        ))}
      </div>
    </section>
  );
};
