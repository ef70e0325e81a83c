import { ArticleView } from '@brokerage/article';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/instant';
import { useLanguageStore } from '../../../stores/language-store';
import { useNewsArticle } from '../api/get-news-article';
import './news.css';

/** Article ids are positive 32-bit integers; anything else is not an article. */
export const parseArticleId = (raw: string | undefined): number | undefined => {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
};

export const NewsArticleView = ({ id }: { id: number | undefined }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const query = useNewsArticle(id);
  if (id === undefined || query.isError)
    return (
      <div data-testid="news-missing">
        <ErrorBlock
          status="empty"
          title={t('news.notFound')}
          description={t('news.notFoundBody')}
        />
      </div>
    );
  const article = query.data;
  if (!article) return <p className="muted center-text">{t('common.loading')}</p>;
  return (
    <ArticleView
      testId="news-article"
      category={t(`news.category.${article.category}`)}
      title={article.title}
      date={formatDateTime(article.publishedAt, language)}
      notice={
        article.language === language ? null : (
          <p className="news-fallback muted">{t('news.fallbackLanguage')}</p>
        )
      }
      summary={article.summary}
      bodyHtml={article.bodyHtml}
    />
  );
};
