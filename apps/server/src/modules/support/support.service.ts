import type { Database, Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { storeEvent, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { customerBook } from '../member/member.repository.ts';
import {
  insertMessage,
  messagesOf,
  pageConversations,
  type MessageRow,
} from './support.repository.ts';

/** A conversation holds at most this many messages per read; the rest by `after`. */
const THREAD_PAGE = 200;

const toView = (row: MessageRow) => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export const supportThreadOf = async (db: Executor, customerId: number, after = 0) =>
  (await messagesOf(db, customerId, after, THREAD_PAGE)).map(toView);

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
    const created = await insertMessage(tx, {
      customerId,
      author,
      body,
      operatorId: operator?.id ?? null,
    });
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
  // A practice account is no one to write to: its person is.
  if ((await customerBook(deps.db, customerId)) !== 'real') throw new DomainError('NOT_FOUND');
  return addMessage(deps, customerId, 'operator', body, operator);
};

/** Conversations by their latest message, newest first; `awaiting`: the customer wrote last. */
export const listConversations = async (
  db: Database,
  query: { awaiting?: boolean | undefined; page: number; pageSize: number },
) => {
  const lastAuthor =
    query.awaiting === undefined ? undefined : query.awaiting ? 'customer' : 'operator';
  const rows = await pageConversations(db, lastAuthor, query);
  return {
    items: rows.map((r) => ({
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
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
