import type { ReactNode } from 'react';
import './article.css';

export interface ArticleViewProps {
  /** The category in the reader's language. */
  category: string;
  title: string;
  /** The publication time, formatted for the reader. */
  date: string;
  /** A line under the date, e.g. that the article is shown in English for want of a translation. */
  notice?: ReactNode;
  summary: string;
  /** Sanitized by the server's article sanitizer: the only HTML either app renders this way. */
  bodyHtml: string;
  testId?: string;
}

/**
 * A news article as customers read it: the customer app's article page and the console's
 * preview render this one component with this one stylesheet, so the preview is the page.
 */
export const ArticleView = ({
  category,
  title,
  date,
  notice,
  summary,
  bodyHtml,
  testId,
}: ArticleViewProps) => (
  <article className="news-article" data-testid={testId}>
    <span className="news-article-category">{category}</span>
    <h1 className="news-article-title">{title}</h1>
    <p className="news-article-meta">{date}</p>
    {notice}
    <p className="news-lead">{summary}</p>
    <div
      className="news-body"
      // Safe: the server sanitizes article bodies when they are stored, again when served and
      // when it renders a preview (an allow-list of p, h3, ul, ol, li, strong, em, br and https
      // links; apps/server/src/modules/news/news-html.ts).
      dangerouslySetInnerHTML={{ __html: bodyHtml }}
    />
  </article>
);
