import { z } from 'zod/mini';
import { page } from './common.ts';

export const inboxItem = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});

export const inboxPage = page(inboxItem);
export const unreadCountResponse = z.object({ unread: z.int() });

export type InboxItem = z.infer<typeof inboxItem>;
