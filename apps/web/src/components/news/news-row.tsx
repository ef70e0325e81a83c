import type { NewsItem } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/instant';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { useLanguageStore } from '../../stores/language-store';
import './news-row.css';

const NEWS_DETAIL_PATH = '/pages/news/detail';

interface NewsRowProps {
  item: NewsItem;
  /** Title and date only (Home's headlines). */
  compact?: boolean;
  /** Called before the article opens (search remembers the term). */
  onOpen?: () => void;
  testId?: string;
}

/**
 * One headline: title, summary, category and date; opens the article. The one row of news,
 * wherever a headline is listed (the news list, Home, announcements, search).
 */
export const NewsRow = ({ item, compact = false, onOpen, testId }: NewsRowProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const language = useLanguageStore((state) => state.key);
  return (
    <button
      type="button"
      className={`row-button news-row ${compact ? 'compact' : ''}`}
      onClick={() => {
        onOpen?.();
        ignoreRefusal(nav.navigateTo({ url: `${NEWS_DETAIL_PATH}?id=${item.id}` }));
      }}
      data-testid={testId ?? `news-${item.id}`}
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
