import { z } from 'zod';
import { page, pageQuery, text } from './common.ts';

/** A message of a support conversation, as the customer and the console see it. */
export const supportMessageView = z.object({
  id: z.number().int(),
  author: z.enum(['customer', 'operator']),
  body: z.string(),
  createdAt: z.string(),
});

export const supportMessageRequest = z.object({ body: text(2000) });
export const supportMessagesQuery = z.object({
  /** Messages after this id (for catching up after a live event). */
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const supportThread = z.array(supportMessageView);

export const supportConversationView = z.object({
  customerId: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  lastMessage: supportMessageView,
  /** The customer wrote last: an answer is due. */
  awaitingAnswer: z.boolean(),
});

export const supportConversationsQuery = pageQuery.extend({
  awaiting: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const supportConversationsPage = page(supportConversationView);

export type SupportMessageView = z.infer<typeof supportMessageView>;
