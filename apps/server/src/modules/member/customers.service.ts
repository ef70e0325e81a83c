import { timelineEvent, type TimelineEvent } from '@brokerage/shared';
import { lotCarried } from '@brokerage/shared/order-rules';
import type { Database, Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { customerBalances } from '../../ledger/accounts.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { addInboxMessage, type InboxTemplate } from '../inbox/inbox.service.ts';
import {
  countUnusedRecoveryCodes,
  listFactors,
} from '../second-factor/second-factor.repository.ts';
import { revokeOtherSessions } from '../security/sessions.ts';
import { trailingOf } from '../../db/lot-trailing.ts';
import { issueCode } from '../security/verification-codes.ts';
import { pageTimeline } from './customer-timeline.repository.ts';
import {
  findCustomerById,
  liveSessionsOf,
  lockCustomerById,
  pageCustomers,
  openLotsOfCustomer,
  openPracticeRow,
  pageOrdersOfCustomer,
  recentKycSubmissionsOf,
  updateCustomerReturning,
  latestPassedNames,
  IDENTITY_KINDS,
  verifiedNameOf,
  type CustomerRow,
} from './member.repository.ts';

export const toCustomerSummary = (row: CustomerRow) => ({
  id: row.id,
  uid: row.uid,
  email: row.email,
  areaCode: row.areaCode,
  phone: row.phone,
  nickname: row.nickname,
  vip: row.vip,
  kycStatus: row.kycStatus,
  loginFrozenReason: row.loginFrozenReason,
  tradingFrozenReason: row.tradingFrozenReason,
  createdAt: row.createdAt.toISOString(),
});

export const searchCustomers = async (
  db: Executor,
  query: { q?: string | undefined; page: number; pageSize: number },
) => {
  const { rows, total } = await pageCustomers(db, query.q, query);
  return {
    items: rows.map(toCustomerSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

const customerById = async (db: Executor, id: number) => {
  const row = await findCustomerById(db, id);
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
};

/** Everything the console shows on one customer's page, besides orders and statement (paged). */
export const customerDetailOf = async (db: Database, id: number, now: Date) => {
  const profile = await customerById(db, id);
  const kyc = await recentKycSubmissionsOf(db, id, 20);
  const open = await openLotsOfCustomer(db, id, 100);
  const live = await liveSessionsOf(db, id, now, 50);
  return {
    profile: toCustomerSummary(profile),
    verifiedName: verifiedNameOf(await latestPassedNames(db, id, IDENTITY_KINDS)),
    kyc: kyc.map((k) => ({
      id: k.id,
      kind: k.kind,
      status: k.status,
      reason: k.reason,
      createdAt: k.createdAt.toISOString(),
    })),
    balances: await customerBalances(db, id),
    positions: open.map((p) => ({
      id: p.id,
      instrumentKey: p.instrumentKey,
      currency: p.currency,
      quantity: p.quantity,
      pledgedQuantity: p.pledgedQuantity,
      openPrice: p.openPrice,
      cost: lotCarried(p.openCost, p.openedQuantity, p.quantity).toFixed(),
      stopLoss: p.stopLoss,
      takeProfit: p.takeProfit,
      takeProfitKind: p.takeProfitKind,
      trailing: trailingOf(p),
      openedAt: p.openedAt.toISOString(),
    })),
    sessions: live.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
    })),
    secondFactors: (await listFactors(db, id)).map((factor) => ({
      id: factor.id,
      kind: factor.kind,
      name: factor.name,
      createdAt: factor.createdAt.toISOString(),
      lastUsedAt: factor.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: await countUnusedRecoveryCodes(db, id),
    practice: await practiceOf(db, id),
  };
};

/** The customer's open practice account and its virtual balances, shown apart from the real. */
const practiceOf = async (db: Database, id: number) => {
  const open = await openPracticeRow(db, id);
  return open
    ? { openedAt: open.createdAt.toISOString(), balances: await customerBalances(db, open.id) }
    : null;
};

export const customerOrders = async (
  db: Executor,
  id: number,
  paging: { page: number; pageSize: number },
) => {
  await customerById(db, id);
  const { rows, total } = await pageOrdersOfCustomer(db, id, paging);
  return {
    items: rows.map((o) => ({
      id: o.id,
      instrumentKey: o.instrumentKey,
      side: o.side,
      type: o.type,
      quantity: o.quantity,
      limitPrice: o.limitPrice,
      status: o.status,
      reason: o.reason,
      createdAt: o.createdAt.toISOString(),
    })),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
};

export interface OperatorContext {
  actor: string;
  ip: string | undefined;
}

/**
 * One change of a customer by an operator: the row locked, changed, audited with before and
 * after, and (when the customer should know) a message in their inbox, all in one transaction;
 * the message's event is announced after the commit.
 */
const changeCustomer = async (
  deps: AppDeps,
  op: OperatorContext,
  id: number,
  action: string,
  change: (tx: Executor, before: CustomerRow) => Promise<Partial<CustomerRow>>,
  message?: (after: CustomerRow) => [InboxTemplate, Record<string, string>] | null,
  comment?: string,
) => {
  return transactionWithEvents(deps, async (tx) => {
    const before = await lockCustomerById(tx, id);
    if (!before) throw new DomainError('NOT_FOUND');
    const values = await change(tx, before);
    const updated = await updateCustomerReturning(tx, id, values);
    if (!updated) throw new DomainError('NOT_FOUND');
    const summaryBefore = toCustomerSummary(before);
    const summaryAfter = toCustomerSummary(updated);
    await writeAudit(tx, {
      actor: op.actor,
      action,
      subjectType: 'customer',
      subjectId: id,
      before: summaryBefore,
      after: summaryAfter,
      comment,
      ip: op.ip,
    });
    const note = message?.(updated);
    if (note) await addInboxMessage(tx, id, ...note);
    return updated;
  });
};

export const freezeCustomer = async (
  deps: AppDeps,
  op: OperatorContext,
  id: number,
  scope: 'login' | 'trading',
  reason: string,
) => {
  const after = await changeCustomer(
    deps,
    op,
    id,
    `customer.freeze.${scope}`,
    async () =>
      scope === 'login' ? { loginFrozenReason: reason } : { tradingFrozenReason: reason },
    () => [scope === 'login' ? 'loginFrozen' : 'tradingFrozen', { reason }],
    reason,
  );
  // A login freeze ends every session at once (open sockets too); the database refuses new ones.
  if (scope === 'login') await revokeOtherSessions(deps.db, id, null, deps.now(), deps.events);
  return toCustomerSummary(after);
};

export const unfreezeCustomer = async (
  deps: AppDeps,
  op: OperatorContext,
  id: number,
  scope: 'login' | 'trading',
) =>
  toCustomerSummary(
    await changeCustomer(
      deps,
      op,
      id,
      `customer.unfreeze.${scope}`,
      async () => (scope === 'login' ? { loginFrozenReason: null } : { tradingFrozenReason: null }),
      () => ['accountUnfrozen', { scope }],
    ),
  );

export const setVip = async (deps: AppDeps, op: OperatorContext, id: number, vip: boolean) =>
  toCustomerSummary(await changeCustomer(deps, op, id, 'customer.vip', async () => ({ vip })));

/**
 * The code a forced reset sends, the way every verification code goes (the notifier: mail or
 * text message), to the address the customer signs in with; it is a 'reset' code, so the
 * app's "Forgot password" takes it. It expires like any code; "Forgot password" sends another.
 */
const sendResetCode = async (deps: AppDeps, customer: CustomerRow) => {
  const target: { channel: 'email' | 'phone'; to: string } | null = customer.email
    ? { channel: 'email', to: customer.email.toLowerCase() }
    : customer.phone && customer.areaCode
      ? { channel: 'phone', to: `+${customer.areaCode}${customer.phone}` }
      : null;
  if (!target) return;
  const code = await issueCode(
    deps.db,
    { channel: target.channel, recipient: target.to, purpose: 'reset' },
    deps.now(),
  );
  await deps.notifier.send({
    ...target,
    subject: 'Your password was reset by support',
    body: `For your security, support reset your password and signed you out. To choose a new one, open "Forgot password" and enter the verification code ${code}. It expires in 10 minutes; "Forgot password" sends a new one.`,
    code,
  });
};

/**
 * Forces a new password (issue 28 item 4): every session ends, the password opens no session
 * any more (`passwordResetAt`; the hash is kept so that only a sign-in with the right password
 * is told why, see member.service), the customer is told in the inbox and sent a reset code.
 * Setting a new password with a code ends the reset.
 */
export const forcePasswordReset = async (deps: AppDeps, op: OperatorContext, id: number) => {
  const after = await changeCustomer(
    deps,
    op,
    id,
    'customer.password-reset',
    async () => ({ passwordResetAt: deps.now() }),
    () => ['passwordResetRequired', {}],
  );
  await revokeOtherSessions(deps.db, id, null, deps.now(), deps.events);
  await sendResetCode(deps, after);
  return toCustomerSummary(after);
};

/** A message from the platform, in the customer's inbox (and audited). */
export const messageCustomer = async (
  deps: AppDeps,
  op: OperatorContext,
  id: number,
  message: { title: string; body: string },
) => {
  await transactionWithEvents(deps, async (tx) => {
    await customerById(tx, id);
    const created = await addInboxMessage(tx, id, 'operatorMessage', message);
    await writeAudit(tx, {
      actor: op.actor,
      action: 'customer.message',
      subjectType: 'customer',
      subjectId: id,
      before: null,
      after: { messageId: created, ...message },
      ip: op.ip,
    });
  });
  return { ok: true as const };
};

const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/**
 * A customer's timeline (issue 28 item 7), newest first: registration, KYC, deposits,
 * withdrawals, fills, loans, support messages and operator adjustments, one page at a time.
 */
export const customerTimeline = async (
  db: Executor,
  id: number,
  paging: { page: number; pageSize: number; topic?: string | undefined },
) => {
  await customerById(db, id);
  const { rows, total } = await pageTimeline(db, id, paging);
  return {
    items: rows.map(
      (row): TimelineEvent => ({
        id: `${String(row.kind)}:${String(row.ref_id)}`,
        at: (row.at instanceof Date ? row.at : new Date(String(row.at))).toISOString(),
        kind: timelineEvent.shape.kind.parse(row.kind),
        refId: Number(row.ref_id),
        subject: textOrNull(row.subject),
        amount: textOrNull(row.amount),
        currency: textOrNull(row.currency),
        price: textOrNull(row.price),
        text: textOrNull(row.text),
      }),
    ),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
};
