import {
  newsArticle,
  newsCategory,
  type LanguageKey,
  type NewsArticle,
  type NewsCategory,
  type NewsItem,
} from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { sanitizeArticleHtml } from './news-html.ts';
import { findNewsRow, pageNewsRows, searchNewsRows, type NewsRow } from './news.repository.ts';

const toNewsItem = (row: NewsRow): NewsItem => ({
  id: row.id,
  slug: row.slug,
  category: newsCategory.parse(row.category),
  title: row.title,
  summary: row.summary,
  publishedAt: row.publishedAt.toISOString(),
});

/** Public: one page of articles, newest first, each in `language` or else in English. */
export const listNews = async (
  deps: AppDeps,
  language: LanguageKey,
  query: { category?: NewsCategory | undefined; page: number; pageSize: number },
) => {
  const { rows, total } = await pageNewsRows(deps.db, language, query, query);
  return { items: rows.map(toNewsItem), total, page: query.page, pageSize: query.pageSize };
};

/** Public: one article; its body is sanitized again on the way out, whoever wrote the row. */
export const getNews = async (
  deps: AppDeps,
  language: LanguageKey,
  id: number,
): Promise<NewsArticle> => {
  const row = await findNewsRow(deps.db, language, id);
  if (!row) throw new DomainError('NOT_FOUND');
  return {
    ...toNewsItem(row),
    bodyHtml: sanitizeArticleHtml(row.bodyHtml),
    language: newsArticle.shape.language.parse(row.language),
  };
};

export const searchNews = async (
  deps: AppDeps,
  language: LanguageKey,
  text: string,
  limit: number,
): Promise<NewsItem[]> => (await searchNewsRows(deps.db, language, text, limit)).map(toNewsItem);
