import { type LanguageKey, rowsBefore } from '@brokerage/shared';
import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { newsArticles, newsTranslations } from '../../db/schema/index.ts';

const wanted = alias(newsTranslations, 'wanted');
const english = alias(newsTranslations, 'english');

/** The reader's translation when it exists, else the English one (always present). */
const pick = <T>(column: 'title' | 'summary' | 'bodyHtml') =>
  sql<T>`COALESCE(${wanted[column]}, ${english[column]})`;

const columns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  category: newsArticles.category,
  /** Not null: every query here keeps published articles only. */
  publishedAt: sql<Date>`${newsArticles.publishedAt}`.mapWith(newsArticles.publishedAt),
  title: pick<string>('title'),
  summary: pick<string>('summary'),
};

/** Join conditions: the English text (always present) and the reader's, if any. */
const englishText = and(eq(english.articleId, newsArticles.id), eq(english.language, 'en'));
const wantedText = (language: LanguageKey) =>
  and(eq(wanted.articleId, newsArticles.id), eq(wanted.language, language));

/** Customers read published articles only (a console draft or a taken-down one has no time). */
const published = isNotNull(newsArticles.publishedAt);

const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

export const pageNewsRows = async (
  db: Executor,
  language: LanguageKey,
  filter: { category?: string | undefined },
  page: { page: number; pageSize: number },
) => {
  const where = and(
    published,
    filter.category ? eq(newsArticles.category, filter.category) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(newsArticles)
      .innerJoin(english, englishText)
      .leftJoin(wanted, wantedText(language))
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.pageSize)
      .offset(rowsBefore(page)),
    db.select({ n: count() }).from(newsArticles).innerJoin(english, englishText).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findNewsRow = async (db: Executor, language: LanguageKey, id: number) => {
  const [row] = await db
    .select({
      ...columns,
      bodyHtml: pick<string>('bodyHtml'),
      language: sql<string>`COALESCE(${wanted.language}, ${english.language})`,
    })
    .from(newsArticles)
    .innerJoin(english, englishText)
    .leftJoin(wanted, wantedText(language))
    .where(and(published, eq(newsArticles.id, id)));
  return row ?? null;
};

/** Title or summary contains `text`, in the text the reader sees; LIKE wildcards are literal. */
export const searchNewsRows = (
  db: Executor,
  language: LanguageKey,
  text: string,
  limit: number,
) => {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches: SQL | undefined = or(
    ilike(pick<string>('title'), pattern),
    ilike(pick<string>('summary'), pattern),
  );
  return db
    .select(columns)
    .from(newsArticles)
    .innerJoin(english, englishText)
    .leftJoin(wanted, wantedText(language))
    .where(and(published, matches))
    .orderBy(...newestFirst)
    .limit(limit);
};

export type NewsRow = Awaited<ReturnType<typeof pageNewsRows>>['rows'][number];
