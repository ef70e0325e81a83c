import { z } from 'zod/mini';
import { LANGUAGE_KEYS } from '../enums.ts';
import { page, pageQuery, safeString } from './common.ts';

/** What an article is about; the web app translates the label under `news.category.<key>`. */
export const NEWS_CATEGORIES = ['platform', 'funding', 'trading', 'products', 'education'] as const;
export const newsCategory = z.enum(NEWS_CATEGORIES, 'validation.invalid');
export type NewsCategory = z.infer<typeof newsCategory>;

export const newsListQuery = z.extend(pageQuery, { category: z.optional(newsCategory) });

/** Article ids are PostgreSQL `serial`s: positive 32-bit integers. */
export const newsParams = z.object({
  id: z.coerce
    .number('validation.invalid')
    .check(
      z.int('validation.invalid'),
      z.positive('validation.invalid'),
      z.lte(2_147_483_647, 'validation.invalid'),
    ),
});

export const newsSearchQuery = z.object({
  q: safeString().check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(60, 'validation.tooLong'),
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});

export const newsItem = z.object({
  id: z.int(),
  slug: z.string(),
  category: newsCategory,
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
});

export const newsPage = page(newsItem);

/** One article in the reader's language, or English when it has no translation in it. */
export const newsArticle = z.extend(newsItem, {
  /** Sanitized HTML: p, h3, ul, ol, li, strong, em, br and https links only. */
  bodyHtml: z.string(),
  /** The language the text is actually in (the fallback shows here). */
  language: z.enum(LANGUAGE_KEYS),
});

export type NewsItem = z.infer<typeof newsItem>;
export type NewsArticle = z.infer<typeof newsArticle>;
