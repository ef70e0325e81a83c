import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { customers, supportMessages } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { storeEvent, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { writeAudit } from '../audit/audit.repository.ts';

/** A conversation holds at most this many messages per read; the rest by `after`. */
const THREAD_PAGE = 200;

type MessageRow = typeof supportMessages.$inferSelect;
const toView = (row: MessageRow) => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export const supportThreadOf = async (db: Executor, customerId: number, after = 0) =>
  (
    await db
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.customerId, customerId), gt(supportMessages.id, after)))
      .orderBy(asc(supportMessages.id))
      .limit(THREAD_PAGE)
  ).map(toView);

/**
 * Stored with its 'support.message' event, which reaches the customer's open apps (and so any
 * console watching) once the transaction commits.
 */
const addMessage = async (
  deps: AppDeps,
  customerId: number,
  author: 'customer' | 'operator',
  body: string,
  operator?: { id: number; ip: string | undefined },
) => {
  return transactionWithEvents(deps, async (tx) => {
    const [created] = await tx
      .insert(supportMessages)
      .values({ customerId, author, body, operatorId: operator?.id ?? null })
      .returning();
    if (!created) throw new Error('support message insert returned nothing');
    if (operator)
      await writeAudit(tx, {
        actor: `operator:${operator.id}`,
        action: 'support.answer',
        subjectType: 'customer',
        subjectId: customerId,
        before: null,
        after: { messageId: created.id, body },
        ip: operator.ip,
      });
    const view = toView(created);
    await storeEvent(tx, customerId, 'support.message', view);
    return view;
  });
};

export const writeToSupport = (deps: AppDeps, customerId: number, body: string) =>
  addMessage(deps, customerId, 'customer', body);

export const answerCustomer = async (
  deps: AppDeps,
  operator: { id: number; ip: string | undefined },
  customerId: number,
  body: string,
) => {
  const [customer] = await deps.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new DomainError('NOT_FOUND');
  return addMessage(deps, customerId, 'operator', body, operator);
};

type ConversationRow = {
  customer_id: number;
  nickname: string;
  email: string | null;
  id: number;
  author: 'customer' | 'operator';
  body: string;
  created_at: string;
  total: number;
} & Record<string, unknown>;

/** Conversations by their latest message, newest first; `awaiting`: the customer wrote last. */
export const listConversations = async (
  db: Database,
  query: { awaiting?: boolean | undefined; page: number; pageSize: number },
) => {
  const awaiting =
    query.awaiting === undefined
      ? sql`TRUE`
      : query.awaiting
        ? sql`last.author = 'customer'`
        : sql`last.author = 'operator'`;
  const result = await db.execute<ConversationRow>(sql`
    SELECT c.id AS customer_id, c.nickname, c.email, last.id, last.author, last.body,
           last.created_at, count(*) OVER ()::int AS total
      FROM (SELECT DISTINCT ON (customer_id) * FROM support_messages
             ORDER BY customer_id, id DESC) AS last
      JOIN customers c ON c.id = last.customer_id
     WHERE ${awaiting}
     ORDER BY last.id DESC
     LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  return {
    items: result.rows.map((r) => ({
      customerId: Number(r.customer_id),
      nickname: r.nickname,
      email: r.email,
      lastMessage: {
        id: Number(r.id),
        author: r.author,
        body: r.body,
        createdAt: new Date(r.created_at).toISOString(),
      },
      awaitingAnswer: r.author === 'customer',
    })),
    total: result.rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
