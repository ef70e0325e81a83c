import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { supportMessages } from '../../db/schema/index.ts';

export type MessageRow = typeof supportMessages.$inferSelect;
export type NewMessage = typeof supportMessages.$inferInsert;

/** The customer's messages after `after`, oldest first, at most `limit`. */
export const messagesOf = (db: Executor, customerId: number, after: number, limit: number) =>
  db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.customerId, customerId), gt(supportMessages.id, after)))
    .orderBy(asc(supportMessages.id))
    .limit(limit);

export const insertMessage = async (tx: Executor, values: NewMessage): Promise<MessageRow> => {
  const [row] = await tx.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message insert returned nothing');
  return row;
};

export type ConversationRow = {
  customer_id: number;
  nickname: string;
  email: string | null;
  id: number;
  author: 'customer' | 'operator';
  body: string;
  created_at: string;
  total: number;
} & Record<string, unknown>;

/**
 * Each customer's latest message with the customer, newest first, a page of them, each row
 * carrying the total; `lastAuthor` keeps the conversations whose last word is theirs.
 */
export const pageConversations = async (
  db: Executor,
  lastAuthor: 'customer' | 'operator' | undefined,
  page: { page: number; pageSize: number },
): Promise<ConversationRow[]> => {
  const awaiting = lastAuthor === undefined ? sql`TRUE` : sql`last.author = ${lastAuthor}`;
  const result = await db.execute<ConversationRow>(sql`
    SELECT c.id AS customer_id, c.nickname, c.email, last.id, last.author, last.body,
           last.created_at, count(*) OVER ()::int AS total
      FROM (SELECT DISTINCT ON (customer_id) * FROM support_messages
             ORDER BY customer_id, id DESC) AS last
      JOIN customers c ON c.id = last.customer_id
     WHERE ${awaiting}
     ORDER BY last.id DESC
     LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`);
  return result.rows;
};
