import { type LanguageKey, paramsForReader } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { storeEvent } from '../../lib/events/event-outbox.ts';
import { translator } from '../../lib/i18n.ts';
import {
  countUnread,
  customerHasMessage,
  insertInboxMessage,
  markUnreadRead,
  pageInbox,
} from './inbox.repository.ts';

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
  | 'secondFactorReset'
  | 'planRefused'
  | 'dividendPaid'
  | 'splitApplied'
  | 'splitOrdersCancelled'
  | 'splitPlanAdjusted'
  | 'splitPlanPaused';

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
  const id = await insertInboxMessage(tx, { customerId, template, params });
  await storeEvent(tx, customerId, 'inbox.message', { id });
  return id;
};

/**
 * The param of a decision's message to the customer (issue 28 item 3) in templates whose own
 * text does not quote it (an approval): said after the body, in the operator's words.
 */
export const DECISION_MESSAGE = 'message';

export const listInbox = async (
  deps: AppDeps,
  actor: CustomerActor,
  language: LanguageKey,
  page: { page: number; pageSize: number },
) => {
  const t = translator(language);
  const { rows, total } = await pageInbox(deps.db, actor.customerId, page);
  const bodyOf = (template: string, params: Record<string, string>) => {
    // An `error` param is an error code, said as its message in the reader's language.
    const said = params.error ? { ...params, error: t(`errors.${params.error}`) } : params;
    const body = t(`inbox.${template}.body`, paramsForReader(said, language));
    const message = params[DECISION_MESSAGE]?.trim();
    return message ? `${body} ${t('inbox.decisionMessage', { message })}` : body;
  };
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: t(`inbox.${row.template}.title`, paramsForReader(row.params, language)),
      body: bodyOf(row.template, row.params),
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    ...page,
  };
};

export const unreadCount = (deps: AppDeps, actor: CustomerActor): Promise<number> =>
  countUnread(deps.db, actor.customerId);

export const markRead = async (
  deps: AppDeps,
  actor: CustomerActor,
  messageId: number | 'all',
): Promise<void> => {
  const updated = await markUnreadRead(deps.db, actor.customerId, messageId, deps.now());
  if (
    messageId !== 'all' &&
    updated === 0 &&
    !(await customerHasMessage(deps.db, actor.customerId, messageId))
  )
    throw new DomainError('NOT_FOUND');
};
