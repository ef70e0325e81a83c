import { z } from 'zod/mini';
import { LANGUAGE_KEYS } from '../enums.ts';
import { page, pageQuery, safeString } from './common.ts';
import { newsCategory } from './news.ts';
import { reviewVersion } from './review.ts';

/** One language's words of an article; the body is HTML that the server sanitizes. */
export const newsTextInput = z.strictObject({
  title: safeString().check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(200, 'validation.tooLong'),
  ),
  summary: safeString().check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(600, 'validation.tooLong'),
  ),
  body: safeString().check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(20_000, 'validation.tooLong'),
  ),
});

/** Every language optional except English, which every other language falls back to. */
export const newsTexts = z
  .partialRecord(z.enum(LANGUAGE_KEYS), newsTextInput)
  .check(
    z.refine((texts) => texts.en !== undefined, { message: 'validation.required', path: ['en'] }),
  );

export const newsWriteRequest = z.strictObject({
  category: newsCategory,
  texts: newsTexts,
});

/** An edit names the version the operator's screen showed; a changed article is refused. */
export const newsEditRequest = z.extend(newsWriteRequest, { version: reviewVersion });

export const newsPublishRequest = z.strictObject({
  version: reviewVersion,
  published: z.boolean(),
});

/** What a reader in `language` would see of these words, rendered by the server. */
export const newsPreviewRequest = z.strictObject({
  category: newsCategory,
  language: z.enum(LANGUAGE_KEYS),
  text: newsTextInput,
});

export const adminNewsQuery = pageQuery;

export const adminNewsItem = z.object({
  id: z.int(),
  category: newsCategory,
  /** The English title (always present). */
  title: z.string(),
  languages: z.array(z.enum(LANGUAGE_KEYS)),
  /** Null: a draft or taken down; customers do not see it. */
  publishedAt: z.nullable(z.string()),
  /** The operator who wrote it; null for the platform's shipped articles. */
  author: z.nullable(z.string()),
  updatedAt: z.string(),
  version: z.int(),
});

/** A row of the list: the author by username too, as the console shows them. */
export const adminNewsRow = z.extend(adminNewsItem, { authorName: z.nullable(z.string()) });

export const adminNewsPage = page(adminNewsRow);

export const adminNewsDetail = z.extend(adminNewsItem, {
  texts: z.partialRecord(z.enum(LANGUAGE_KEYS), newsTextInput),
});

export type NewsTextInput = z.infer<typeof newsTextInput>;
export type AdminNewsItem = z.infer<typeof adminNewsItem>;
export type AdminNewsRow = z.infer<typeof adminNewsRow>;
export type AdminNewsDetail = z.infer<typeof adminNewsDetail>;
