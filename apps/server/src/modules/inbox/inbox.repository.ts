import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paginate, type PageParams } from '../../db/paginate.ts';
import { inboxMessages } from '../../db/schema/index.ts';

export type NewInboxMessage = typeof inboxMessages.$inferInsert;

/** Inserts the message and returns its id. */
export const insertInboxMessage = async (
  db: Executor,
  values: NewInboxMessage,
): Promise<number> => {
  const [row] = await db.insert(inboxMessages).values(values).returning({ id: inboxMessages.id });
  if (!row) throw new Error('inbox insert returned nothing');
  return row.id;
};

/** One page of the customer's messages, newest first, with their total. */
export const pageInbox = (db: Executor, customerId: number, page: PageParams) =>
  paginate(db, inboxMessages, eq(inboxMessages.customerId, customerId), inboxMessages.id, page);

export const countUnread = async (db: Executor, customerId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.customerId, customerId), isNull(inboxMessages.readAt)));
  return row?.n ?? 0;
};

/** Marks the customer's unread message (or all of them) read; how many it marked. */
export const markUnreadRead = async (
  db: Executor,
  customerId: number,
  messageId: number | 'all',
  now: Date,
): Promise<number> => {
  const updated = await db
    .update(inboxMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(inboxMessages.customerId, customerId),
        isNull(inboxMessages.readAt),
        messageId === 'all' ? undefined : eq(inboxMessages.id, messageId),
      ),
    )
    .returning({ id: inboxMessages.id });
  return updated.length;
};

export const customerHasMessage = async (
  db: Executor,
  customerId: number,
  messageId: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: inboxMessages.id })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.customerId, customerId), eq(inboxMessages.id, messageId)));
  return row !== undefined;
};
