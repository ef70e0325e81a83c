import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { newsArticles, newsTranslations } from '../db/schema/index.ts';
import { NEWS_CONTENT } from '../modules/news/content/index.ts';
import { sanitizeArticleHtml } from '../modules/news/news-html.ts';

/**
 * The platform's own articles (how it works, investing basics), for every install: they are
 * reference content, not demo data. Idempotent: an existing slug or translation is kept as is,
 * so operators' edits survive, and a language added to the content later is filled in.
 */
export const seedNews = async (db: Executor): Promise<void> => {
  await db
    .insert(newsArticles)
    .values(
      NEWS_CONTENT.map((article) => ({
        slug: article.slug,
        category: article.category,
        publishedAt: new Date(article.publishedAt),
      })),
    )
    .onConflictDoNothing();
  const ids = new Map(
    (
      await db
        .select({ id: newsArticles.id, slug: newsArticles.slug })
        .from(newsArticles)
        .where(
          inArray(
            newsArticles.slug,
            NEWS_CONTENT.map((article) => article.slug),
          ),
        )
    ).map((row) => [row.slug, row.id]),
  );
  const translations = NEWS_CONTENT.flatMap((article) => {
    const articleId = ids.get(article.slug);
    if (articleId === undefined) throw new Error(`news seed: ${article.slug} was not stored`);
    return Object.entries(article.text).map(([language, text]) => ({
      articleId,
      language,
      title: text.title,
      summary: text.summary,
      bodyHtml: sanitizeArticleHtml(text.body),
    }));
  });
  await db.insert(newsTranslations).values(translations).onConflictDoNothing();
};
