import { type LanguageKey, paramsForReader, rowsBefore } from '@brokerage/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inboxMessages } from '../../db/schema/index.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { storeEvent } from '../../lib/events/event-outbox.ts';
import { translator } from '../../lib/i18n.ts';

/** Templates live in the shared locales under `inbox.<template>.title` and `.body`. */
export type InboxTemplate =
  | 'kycPassed'
  | 'kycRejected'
  | 'depositPassed'
  | 'depositPart'
  | 'depositRefused'
  | 'withdrawalPassed'
  | 'withdrawalRefused'
  | 'priceAlertAbove'
  | 'priceAlertBelow'
  | 'takeProfitSold'
  | 'stopLossSold'
  | 'loanApproved'
  | 'loanRejected'
  | 'loanDueSoon'
  | 'loanOverdue'
  | 'marginCall'
  | 'marginLiquidation'
  | 'ipoAllotted'
  | 'ipoPartlyAllotted'
  | 'ipoNotAllotted'
  | 'quantUnitsFixed'
  | 'quantSettled'
  | 'operatorMessage'
  | 'loginFrozen'
  | 'tradingFrozen'
  | 'accountUnfrozen'
  | 'passwordResetRequired'
  | 'secondFactorAdded'
  | 'secondFactorRemoved'
  | 'secondFactorReset';

/**
 * Written inside the caller's transaction (a `transactionWithEvents`), with the customer's
 * 'inbox.message' event: the message and its event exist exactly when the change does.
 */
export const addInboxMessage = async (
  tx: Executor,
  customerId: number,
  template: InboxTemplate,
  params: Record<string, string>,
): Promise<number> => {
  const [row] = await tx
    .insert(inboxMessages)
    .values({ customerId, template, params })
    .returning({ id: inboxMessages.id });
  if (!row) throw new Error('inbox insert returned nothing');
  await storeEvent(tx, customerId, 'inbox.message', { id: row.id });
  return row.id;
};

export const listInbox = async (
  deps: AppDeps,
  actor: CustomerActor,
  language: LanguageKey,
  page: { page: number; pageSize: number },
) => {
  const t = translator(language);
  const mine = eq(inboxMessages.customerId, actor.customerId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(inboxMessages)
      .where(mine)
      .orderBy(desc(inboxMessages.id))
      .limit(page.pageSize)
      .offset(rowsBefore(page)),
    deps.db.select({ n: count() }).from(inboxMessages).where(mine),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: t(`inbox.${row.template}.title`, paramsForReader(row.params, language)),
      body: t(`inbox.${row.template}.body`, paramsForReader(row.params, language)),
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    ...page,
  };
};

export const unreadCount = async (deps: AppDeps, actor: CustomerActor): Promise<number> => {
  const [row] = await deps.db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.customerId, actor.customerId), isNull(inboxMessages.readAt)));
  return row?.n ?? 0;
};

export const markRead = async (
  deps: AppDeps,
  actor: CustomerActor,
  messageId: number | 'all',
): Promise<void> => {
  const mine = eq(inboxMessages.customerId, actor.customerId);
  const updated = await deps.db
    .update(inboxMessages)
    .set({ readAt: deps.now() })
    .where(
      and(
        mine,
        isNull(inboxMessages.readAt),
        messageId === 'all' ? undefined : eq(inboxMessages.id, messageId),
      ),
    )
    .returning({ id: inboxMessages.id });
  if (messageId !== 'all' && updated.length === 0) {
    const [exists] = await deps.db
      .select({ id: inboxMessages.id })
      .from(inboxMessages)
      .where(and(mine, eq(inboxMessages.id, messageId)));
    if (!exists) throw new DomainError('NOT_FOUND');
  }
};
