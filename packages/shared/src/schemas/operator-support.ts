import { z } from 'zod/mini';
import { page, pageQuery, text } from './common.ts';

/** A message of a support conversation, as the customer and the console see it. */
export const supportMessageView = z.object({
  id: z.int(),
  author: z.enum(['customer', 'operator']),
  body: z.string(),
  createdAt: z.string(),
});

export const supportMessageRequest = z.object({ body: text(2000) });
export const supportMessagesQuery = z.object({
  /** Messages after this id (for catching up after a live event). */
  after: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER))),
});
export const supportThread = z.array(supportMessageView);

export const supportConversationView = z.object({
  customerId: z.int(),
  nickname: z.string(),
  email: z.nullable(z.string()),
  lastMessage: supportMessageView,
  /** The customer wrote last: an answer is due. */
  awaitingAnswer: z.boolean(),
});

export const supportConversationsQuery = z.extend(pageQuery, {
  awaiting: z.optional(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
  ),
});
export const supportConversationsPage = page(supportConversationView);

export type SupportMessageView = z.infer<typeof supportMessageView>;
