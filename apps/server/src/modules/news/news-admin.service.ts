import { randomBytes } from 'node:crypto';
import {
  type AdminNewsDetail,
  type AdminNewsItem,
  LANGUAGE_KEYS,
  type LanguageKey,
  type NewsArticle,
  newsArticle,
  type NewsCategory,
  type NewsTextInput,
} from '@brokerage/shared';
import type { Database, Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import type { OperatorContext } from '../../lib/permissions.ts';
import { sanitizeArticleHtml } from './news-html.ts';
import { refuseIfChanged } from '../../lib/review-version.ts';
import {
  articleWithTexts,
  insertArticle,
  pageAllArticles,
  replaceTranslations,
  translationsOf,
  updateArticle,
  type ArticleRow,
  type TranslationRow,
} from './news.repository.ts';

type Texts = Partial<Record<LanguageKey, NewsTextInput>>;

const languageOrder = (language: string) => LANGUAGE_KEYS.indexOf(language as LanguageKey);

const toItem = (row: ArticleRow, translations: TranslationRow[]): AdminNewsItem => ({
  id: row.id,
  category: row.category as NewsCategory,
  title: translations.find((text) => text.language === 'en')?.title ?? row.slug,
  languages: translations
    .map((text) => text.language as LanguageKey)
    .sort((a, b) => languageOrder(a) - languageOrder(b)),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  author: row.author,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const toDetail = (row: ArticleRow, translations: TranslationRow[]): AdminNewsDetail => ({
  ...toItem(row, translations),
  texts: Object.fromEntries(
    translations.map((text) => [
      text.language,
      { title: text.title, summary: text.summary, body: text.bodyHtml },
    ]),
  ),
});

/** Every article, drafts and taken-down ones too, newest change first. */
export const pageAdminNews = async (db: Database, query: { page: number; pageSize: number }) => {
  const { rows, total } = await pageAllArticles(db, query);
  const translations = await translationsOf(
    db,
    rows.map(({ article }) => article.id),
  );
  return {
    items: rows.map(({ article, authorName }) => ({
      ...toItem(
        article,
        translations.filter((text) => text.articleId === article.id),
      ),
      authorName,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

const loadDetail = async (db: Executor, id: number, lock = false) => {
  const found = await articleWithTexts(db, id, lock);
  if (!found) throw new DomainError('NOT_FOUND');
  return toDetail(found.row, found.translations);
};

export const getAdminNews = (db: Database, id: number) => loadDetail(db, id);

/** Bodies are sanitized when stored (and again when served), by the customers' sanitizer. */
const writeTexts = async (tx: Executor, articleId: number, texts: Texts) => {
  await replaceTranslations(
    tx,
    articleId,
    Object.entries(texts).map(([language, text]) => ({
      language,
      title: text.title,
      summary: text.summary,
      bodyHtml: sanitizeArticleHtml(text.body),
    })),
  );
};

/** A new article is a draft: customers see it once it is published. */
export const createNews = (
  db: Database,
  op: OperatorContext,
  input: { category: NewsCategory; texts: Texts },
) =>
  db.transaction(async (tx) => {
    const id = await insertArticle(tx, {
      slug: `console-${randomBytes(6).toString('hex')}`,
      category: input.category,
      publishedAt: null,
      author: op.actor,
    });
    await writeTexts(tx, id, input.texts);
    const after = await loadDetail(tx, id);
    await writeAudit(tx, {
      actor: op.actor,
      action: 'news.create',
      subjectType: 'news',
      subjectId: id,
      before: null,
      after,
      ip: op.ip,
    });
    return after;
  });

/**
 * One audited change of one article: locked, refused if it moved since the operator's screen
 * showed `seen`, changed, versioned and audited in the same transaction.
 */
const changeNews = (
  db: Database,
  op: OperatorContext,
  target: { id: number; seen: number },
  action: string,
  change: (tx: Executor, before: AdminNewsDetail) => Promise<Partial<ArticleRow>>,
) =>
  db.transaction(async (tx) => {
    const before = await loadDetail(tx, target.id, true);
    refuseIfChanged(before, target.seen);
    const set = await change(tx, before);
    await updateArticle(tx, target.id, set);
    const after = await loadDetail(tx, target.id);
    await writeAudit(tx, {
      actor: op.actor,
      action,
      subjectType: 'news',
      subjectId: target.id,
      before,
      after,
      ip: op.ip,
    });
    return after;
  });

export const editNews = (
  db: Database,
  op: OperatorContext,
  id: number,
  input: { version: number; category: NewsCategory; texts: Texts },
) =>
  changeNews(db, op, { id, seen: input.version }, 'news.edit', async (tx) => {
    await writeTexts(tx, id, input.texts);
    return { category: input.category };
  });

/** Publishing stamps the time customers see; taking down clears it. */
export const publishNews = (
  db: Database,
  op: OperatorContext,
  id: number,
  input: { version: number; published: boolean },
  now: Date,
) =>
  changeNews(
    db,
    op,
    { id, seen: input.version },
    input.published ? 'news.publish' : 'news.unpublish',
    async (_tx, before) => ({
      publishedAt: input.published
        ? before.publishedAt
          ? new Date(before.publishedAt)
          : now
        : null,
    }),
  );

/**
 * The article as a customer reading `language` would get it from `GET /news/:id`: the same
 * sanitizer, the same shape, so the console's preview shows exactly what will be served.
 */
export const previewNews = (
  input: { category: NewsCategory; language: LanguageKey; text: NewsTextInput },
  now: Date,
): NewsArticle =>
  newsArticle.parse({
    id: 1,
    slug: 'preview',
    category: input.category,
    title: input.text.title,
    summary: input.text.summary,
    publishedAt: now.toISOString(),
    bodyHtml: sanitizeArticleHtml(input.text.body),
    language: input.language,
  });
