import { type LanguageKey, rowsBefore } from '@brokerage/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { newsArticles, newsTranslations } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/like.ts';
import { actorNameOf } from '../audit/actor-names.repository.ts';

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
  const pattern = `%${escapeLike(text)}%`;
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

export type ArticleRow = typeof newsArticles.$inferSelect;
export type TranslationRow = typeof newsTranslations.$inferSelect;

/** The articles' texts in every language. */
export const translationsOf = async (
  db: Executor,
  articleIds: number[],
): Promise<TranslationRow[]> =>
  articleIds.length === 0
    ? []
    : db.select().from(newsTranslations).where(inArray(newsTranslations.articleId, articleIds));

/** Every article, drafts and taken-down ones too, newest change first, a page of them. */
export const pageAllArticles = async (db: Executor, page: { page: number; pageSize: number }) => {
  const [rows, [total]] = await Promise.all([
    db
      .select({ article: newsArticles, authorName: actorNameOf(newsArticles.author) })
      .from(newsArticles)
      .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
      .limit(page.pageSize)
      .offset(rowsBefore(page)),
    db.select({ n: count() }).from(newsArticles),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The article, under its row lock when `lock`, with its texts by language. */
export const articleWithTexts = async (db: Executor, id: number, lock: boolean) => {
  const select = db.select().from(newsArticles).where(eq(newsArticles.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) return null;
  const translations = await db
    .select()
    .from(newsTranslations)
    .where(eq(newsTranslations.articleId, id))
    .orderBy(asc(newsTranslations.language));
  return { row, translations };
};

/** Replaces the article's texts. */
export const replaceTranslations = async (
  tx: Executor,
  articleId: number,
  texts: { language: string; title: string; summary: string; bodyHtml: string }[],
) => {
  await tx.delete(newsTranslations).where(eq(newsTranslations.articleId, articleId));
  await tx.insert(newsTranslations).values(texts.map((text) => ({ articleId, ...text })));
};

export const insertArticle = async (
  tx: Executor,
  values: typeof newsArticles.$inferInsert,
): Promise<number> => {
  const [row] = await tx.insert(newsArticles).values(values).returning({ id: newsArticles.id });
  if (!row) throw new Error('the article insert answered no row');
  return row.id;
};

/** Changes the article and stamps it changed now. */
export const updateArticle = async (tx: Executor, id: number, values: Partial<ArticleRow>) => {
  await tx
    .update(newsArticles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(newsArticles.id, id));
};
