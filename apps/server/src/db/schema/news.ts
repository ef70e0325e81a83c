import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { languages } from './reference.ts';

/**
 * News articles: one row per article, its words in `news_translations`, one row per
 * language (English always present: it is the fallback). Bodies are sanitized HTML,
 * cleaned when stored and again when served.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique('news_articles_slug_unique'),
    category: text('category').notNull(),
    /** Null: a console draft, or an article taken down; customers see only published ones. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The operator who wrote it in the console; null for the platform's shipped articles. */
    author: text('author'),
    /** Bumped by every console edit: an edit made on a stale screen is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('news_articles_published_idx').on(table.publishedAt, table.id),
    check(
      'news_articles_category',
      sql`${table.category} IN ('platform', 'funding', 'trading', 'products', 'education')`,
    ),
  ],
);

export const newsTranslations = pgTable(
  'news_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    language: text('language')
      .notNull()
      .references(() => languages.key),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyHtml: text('body_html').notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.language] })],
);
