import { z } from 'zod';
import { LANGUAGE_KEYS } from '../enums.ts';
import { page, pageQuery, safeString } from './common.ts';
import { newsCategory } from './news.ts';
import { reviewVersion } from './review.ts';

/** One language's words of an article; the body is HTML that the server sanitizes. */
export const newsTextInput = z.strictObject({
  title: safeString().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  summary: safeString().trim().min(1, 'validation.required').max(600, 'validation.tooLong'),
  body: safeString().trim().min(1, 'validation.required').max(20_000, 'validation.tooLong'),
});

/** Every language optional except English, which every other language falls back to. */
export const newsTexts = z
  .partialRecord(z.enum(LANGUAGE_KEYS), newsTextInput)
  .refine((texts) => texts.en !== undefined, { message: 'validation.required', path: ['en'] });

export const newsWriteRequest = z.strictObject({
  category: newsCategory,
  texts: newsTexts,
});

/** An edit names the version the operator's screen showed; a changed article is refused. */
export const newsEditRequest = newsWriteRequest.extend({ version: reviewVersion });

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
  id: z.number().int(),
  category: newsCategory,
  /** The English title (always present). */
  title: z.string(),
  languages: z.array(z.enum(LANGUAGE_KEYS)),
  /** Null: a draft or taken down; customers do not see it. */
  publishedAt: z.string().nullable(),
  /** The operator who wrote it; null for the platform's shipped articles. */
  author: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});

/** A row of the list: the author by username too, as the console shows them. */
export const adminNewsRow = adminNewsItem.extend({ authorName: z.string().nullable() });

export const adminNewsPage = page(adminNewsRow);

export const adminNewsDetail = adminNewsItem.extend({
  texts: z.partialRecord(z.enum(LANGUAGE_KEYS), newsTextInput),
});

export type NewsTextInput = z.infer<typeof newsTextInput>;
export type AdminNewsItem = z.infer<typeof adminNewsItem>;
export type AdminNewsRow = z.infer<typeof adminNewsRow>;
export type AdminNewsDetail = z.infer<typeof adminNewsDetail>;
