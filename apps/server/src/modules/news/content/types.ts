import type { LanguageKey, NewsCategory } from '@brokerage/shared';

export interface ArticleText {
  title: string;
  summary: string;
  /** Short HTML: p, h3, ul/ol/li, strong, em, br and https links; sanitized before storing. */
  body: string;
}

/**
 * An evergreen article the platform always ships: how things work, never claims about
 * real companies, prices or events. Every language is required, so none falls back.
 */
export interface ArticleContent {
  slug: string;
  category: NewsCategory;
  /** ISO instant; fixed so that every install lists the articles in the same order. */
  publishedAt: string;
  text: Record<LanguageKey, ArticleText>;
}
