import type { NewsItem } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-time';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';
import { useLanguageStore } from '../../../stores/language-store';
import './news.css';

export const NEWS_DETAIL_PATH = '/pages/news/detail';

/** One headline: category, title, summary, date; opens the article. */
export const NewsRow = ({ item, compact = false }: { item: NewsItem; compact?: boolean }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const language = useLanguageStore((state) => state.key);
  return (
    <button
      type="button"
      className={`news-row ${compact ? 'compact' : ''}`}
      onClick={() => ignoreRefusal(nav.navigateTo({ url: `${NEWS_DETAIL_PATH}?id=${item.id}` }))}
      data-testid={`news-${item.id}`}
    >
      <span className="news-title">{item.title}</span>
      {!compact && <span className="news-summary">{item.summary}</span>}
      <span className="news-meta">
        <span className="news-category">{t(`news.category.${item.category}`)}</span>
        <span>{formatDateTime(item.publishedAt, language)}</span>
      </span>
    </button>
  );
};
