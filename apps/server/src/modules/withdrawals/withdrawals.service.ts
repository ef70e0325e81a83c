import {
  type AwaitingSecondApprover,
  Decimal,
  type WithdrawalBlocker,
  type WithdrawalQuote,
  type WithdrawalRequest,
  withdrawalReviewRequest,
  type WithdrawalReviewRequest,
  type WithdrawalView,
  withdrawalView,
  WithdrawStatus,
} from '@brokerage/shared';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { customerBalances } from '../../ledger/accounts.ts';
import { postHold, reserve, voidHold } from '../../ledger/holds.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { storeEvent, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { idempotencyClaim, idempotent, jsonAnswer } from '../../lib/idempotency/idempotency.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { decisionNotes, noteOf } from '../audit/decision-notes.repository.ts';
import { withReviewContext } from '../member/review-context.ts';
import { payoutNeedsSecondApprover } from '../four-eyes/four-eyes-rules.ts';
import { proposeAction, supersedeProposals } from '../four-eyes/four-eyes-proposals.ts';
import { openProposalIds } from '../four-eyes/four-eyes.repository.ts';
import { refuseIfChanged } from '../../lib/review-version.ts';
import type { OperatorActor } from '../../lib/permissions.ts';
import { hasWithdrawalTarget, withdrawalTarget } from '../cards/cards.service.ts';
import { getWithdrawalRules } from '../deposits/funding-settings.ts';
import { assertWithinMaximum } from '../reference/amount-limits.ts';
import { addInboxMessage, DECISION_MESSAGE } from '../inbox/inbox.service.ts';
import { findCustomerById } from '../member/member.repository.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { requireStepUp } from '../second-factor/step-up.ts';
import { BANK_ARRIVAL_BUSINESS_DAYS, withdrawalPromisedBy } from './business-days.ts';
import { payeeReviewNote, refuseCoolingOffPayee } from '../cards/payee-checks.ts';
import { priceWithdrawal } from './withdrawal-pricing.ts';
import {
  insertWithdrawal,
  nextWithdrawalId,
  lockWithdrawal,
  pageWithdrawals,
  updateWithdrawal,
  type WithdrawalRow,
} from './withdrawals.repository.ts';
import { entryText } from '../../ledger/memo.ts';

/**
 * Crypto withdrawals pay USDT out of the customer's USDT account, the account crypto deposits
 * credit (a customer who wants dollars out on chain converts them first, at a shown rate).
 */
const CRYPTO_ACCOUNT_CURRENCY = 'USDT';

/** The ledger's reference of a withdrawal's entries, as an order's are `O` and its id. */
export const withdrawalReference = (id: number): string => `W${id}`;

export const toWithdrawalView = (row: WithdrawalRow): WithdrawalView => ({
  id: row.id,
  type: row.type === 'crypto' ? 'crypto' : 'bank',
  target: row.target,
  currency: row.currency,
  amount: row.amount,
  fee: row.fee,
  status: withdrawalView.shape.status.parse(row.status),
  comment: row.comment,
  payoutReference: row.payoutReference,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  promisedBy: withdrawalPromisedBy(row.createdAt).toISOString(),
});

const available = async (deps: AppDeps, customerId: number, currency: string) =>
  (await customerBalances(deps.db, customerId)).find((b) => b.currency === currency)?.available ??
  '0';

const checkCurrency = (type: 'bank' | 'crypto', currency: string) => {
  if (type === 'crypto' && currency !== CRYPTO_ACCOUNT_CURRENCY)
    throw new DomainError('CURRENCY_UNSUPPORTED');
};

/** Everything the customer sees before confirming: fee, total, minimum and the processing promise. */
export const quoteWithdrawal = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: { type: 'bank' | 'crypto'; currency: string; amount: string },
): Promise<WithdrawalQuote> => {
  checkCurrency(input.type, input.currency);
  const price = await priceWithdrawal(deps.db, input.currency, input.amount);
  return {
    currency: input.currency,
    amount: price.amount.toFixed(),
    fee: price.fee.toFixed(),
    total: price.total.toFixed(),
    minimum: price.minimum.toFixed(),
    available: await available(deps, actor.customerId, input.currency),
    promisedBy: withdrawalPromisedBy(deps.now()).toISOString(),
    arrivalBusinessDays: input.type === 'bank' ? BANK_ARRIVAL_BUSINESS_DAYS : 0,
  };
};

/**
 * What stands between the customer and a withdrawal of this type, in the order to fix it:
 * the screen says so when it opens (not after the pay password), and a request meets the
 * same rules.
 */
export const withdrawalBlockers = async (
  deps: AppDeps,
  actor: CustomerActor,
  type: 'bank' | 'crypto',
): Promise<WithdrawalBlocker[]> => {
  const [rules, customer, hasTarget] = await Promise.all([
    getWithdrawalRules(deps.db),
    findCustomerById(deps.db, actor.customerId),
    hasWithdrawalTarget(deps, actor.customerId, type),
  ]);
  const blockers: WithdrawalBlocker[] = [];
  if (rules.requireKyc && customer?.kycStatus !== 'passed') blockers.push('kyc');
  if (!customer?.payPasswordHash) blockers.push('payPassword');
  if (!hasTarget) blockers.push('target');
  return blockers;
};

/**
 * Reserves amount + fee (a ledger hold) and records a waiting withdrawal. A payee bound within
 * the cooling-off hours is refused (before the pay password counts a try); a bank account not
 * in the verified identity's name is accepted with a review note for the operator. With an
 * Idempotency-Key (claimed in the hold's transaction), a retry of the same request returns
 * the first withdrawal instead of a second one; another request under that key is 409.
 */
export const requestWithdrawal = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: WithdrawalRequest,
  idempotencyKey: string | undefined,
  stepUp: string | undefined,
): Promise<WithdrawalView> => {
  const currency = input.currency.toUpperCase();
  checkCurrency(input.type, currency);
  // Identity first: a customer who cannot withdraw is told so before a pay-password try counts.
  const rules = await getWithdrawalRules(deps.db);
  const customer = await findCustomerById(deps.db, actor.customerId);
  if (rules.requireKyc && customer?.kycStatus !== 'passed') throw new DomainError('KYC_REQUIRED');
  const { target, boundAt } = await withdrawalTarget(
    deps,
    actor.customerId,
    input.type,
    input.targetId,
  );
  refuseCoolingOffPayee(boundAt, deps.now(), rules.payeeCoolingOffHours);
  await verifyPayPassword(deps, actor.customerId, input.payPassword);
  await assertWithinMaximum(deps.db, 'withdrawal', currency, input.amount);
  const price = await priceWithdrawal(deps.db, currency, input.amount);
  if (price.amount.lt(price.minimum))
    throw new DomainError('WITHDRAWAL_BELOW_MINIMUM', {
      minimum: price.minimum.toFixed(),
      currency,
    });
  // Amounts as numbers, so that '100' and '100.00' are the same request.
  const claim = idempotencyClaim(actor.customerId, idempotencyKey, 'withdrawal', {
    ...input,
    currency,
    amount: price.amount.toFixed(),
  });
  return deps.db.transaction((tx) =>
    idempotent(tx, claim, jsonAnswer(withdrawalView.parse), async () => {
      // Used up with the hold: a retry under the same key answers the first withdrawal.
      await requireStepUp(tx, actor, 'withdraw', stepUp, deps.now());
      const id = await nextWithdrawalId(tx);
      const hold = await reserve(tx, {
        customerId: actor.customerId,
        currency,
        amount: price.total.toFixed(),
        purpose: 'withdrawal',
          reference: withdrawalReference(id),
        ...entryText('withdrawalTo', { name: target.name }),
        actor: `customer:${actor.customerId}`,
      });
      const created = await insertWithdrawal(tx, {
        id,
        customerId: actor.customerId,
        type: input.type,
        target,
        currency,
        amount: price.amount.toFixed(),
        fee: price.fee.toFixed(),
        holdId: hold.id,
        reviewNote: await payeeReviewNote(
          tx,
          actor.customerId,
          target.kind === 'bank' ? target.accountName : undefined,
        ),
      });
      return toWithdrawalView(created);
    }),
  );
};

export const listWithdrawals = async (
  deps: AppDeps,
  actor: CustomerActor,
  page: { page: number; pageSize: number },
) => {
  const { rows, total } = await pageWithdrawals(deps.db, { customerId: actor.customerId }, page);
  return { items: rows.map(toWithdrawalView), total, ...page };
};

/** The customer may cancel while it waits; the hold is voided and the money is available again. */
export const cancelWithdrawal = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
): Promise<WithdrawalView> => {
  const row = await transactionWithEvents(deps, async (tx) => {
    const withdrawal = await lockWithdrawal(tx, id);
    if (!withdrawal || withdrawal.customerId !== actor.customerId)
      throw new DomainError('NOT_FOUND');
    if (withdrawal.status !== WithdrawStatus.WAIT) throw new DomainError('WITHDRAWAL_NOT_WAITING');
    await voidHold(tx, withdrawal.holdId, {
      ...entryText('withdrawalCancelled'),
      actor: `customer:${actor.customerId}`,
      reference: withdrawalReference(id),
    });
    const customerRef = `customer:${actor.customerId}`;
    await supersedeProposals(tx, `withdrawal:${id}`, customerRef, deps.now(), undefined);
    const cancelled = await updateWithdrawal(tx, id, {
      status: WithdrawStatus.CANCEL,
      reviewedAt: deps.now(),
    });
    // The customer's other devices see it cancelled without polling.
    await storeEvent(tx, actor.customerId, 'withdrawal.reviewed', { id, status: cancelled.status });
    return cancelled;
  });
  return toWithdrawalView(row);
};

const lockWaitingWithdrawal = async (tx: Executor, id: number, seenVersion: number) => {
  const row = await lockWithdrawal(tx, id);
  if (!row) throw new DomainError('NOT_FOUND');
  if (row.status !== WithdrawStatus.WAIT) throw new DomainError('ALREADY_REVIEWED');
  refuseIfChanged(row, seenVersion);
  return row;
};

/**
 * Passes (the hold goes to the outside world and the fee account) or refuses (the hold is
 * voided) a locked waiting withdrawal in the caller's transaction: one ledger entry, one
 * audit row, one inbox message, the customer's events (announced when the transaction commits).
 */
const decideWithdrawal = async (
  tx: Executor,
  deps: AppDeps,
  operatorRef: string,
  before: WithdrawalRow,
  input: WithdrawalReviewRequest,
  ip: string | undefined,
) => {
  const id = before.id;
  const meta = {
    ...entryText('withdrawal', { id: String(id) }),
    actor: operatorRef,
    reference: withdrawalReference(id),
    reason: input.comment ?? undefined,
  };
  if (input.decision === 'pass') {
    const fee = new Decimal(before.fee);
    await postHold(
      tx,
      { id: before.holdId, customerId: before.customerId, currency: before.currency },
      [
        { platform: before.type === 'crypto' ? 'chain' : 'bank', amount: before.amount },
        ...(fee.isZero() ? [] : [{ platform: 'fees' as const, amount: before.fee }]),
      ],
      meta,
    );
  } else {
    await voidHold(tx, before.holdId, meta);
  }
  const after = await updateWithdrawal(tx, id, {
    status: input.decision === 'pass' ? 1 : 2,
    comment: input.comment ?? null,
    payoutReference: input.decision === 'pass' ? (input.reference ?? null) : null,
    reviewedBy: operatorRef,
    reviewedAt: deps.now(),
  });
  await writeAudit(tx, {
    actor: operatorRef,
    action: `withdrawal.${input.decision}`,
    subjectType: 'withdrawal',
    subjectId: id,
    before,
    after,
    comment: input.comment,
    note: input.note,
    ip,
  });
  const template = input.decision === 'pass' ? 'withdrawalPassed' : 'withdrawalRefused';
  // A refusal quotes the comment as its reason; a payout adds it as the operator's message.
  const params = {
    amount: after.amount,
    currency: after.currency,
    comment: after.comment ?? '',
    ...(input.decision === 'pass' && after.comment ? { [DECISION_MESSAGE]: after.comment } : {}),
  };
  await storeEvent(tx, after.customerId, 'withdrawal.reviewed', { id, status: after.status });
  await addInboxMessage(tx, after.customerId, template, params);
  return after;
};

/**
 * An operator passes or refuses a waiting withdrawal. A cancelled or already reviewed one
 * cannot be reviewed: the row lock orders the race with a customer's cancel. A payout above
 * the currency's four-eyes threshold becomes a proposal that a second operator approves
 * (`passProposedWithdrawal`); a refusal gives the money back and needs one operator.
 */
export const reviewWithdrawal = async (
  deps: AppDeps,
  operator: OperatorActor,
  id: number,
  input: WithdrawalReviewRequest,
  ip?: string,
): Promise<WithdrawalView | AwaitingSecondApprover> => {
  const outcome = await transactionWithEvents(deps, async (tx) => {
    const before = await lockWaitingWithdrawal(tx, id, input.version);
    if (
      input.decision === 'pass' &&
      (await payoutNeedsSecondApprover(tx, 'withdrawal', before.currency, before.amount))
    )
      return proposeAction(
        tx,
        operator,
        {
          kind: 'withdrawal.pass',
          subject: `withdrawal:${id}`,
          input: { id, review: input },
          subjectVersion: before.version,
          before: { status: 'waiting' },
          after: { status: 'passed', reference: input.reference ?? null },
          customerId: before.customerId,
          currency: before.currency,
          amount: before.amount,
        },
        ip,
      );
    const operatorRef = `operator:${operator.operatorId}`;
    // A refusal while a payout waits for its second approver decides it: that proposal closes.
    await supersedeProposals(tx, `withdrawal:${id}`, operatorRef, deps.now(), ip);
    return decideWithdrawal(tx, deps, operatorRef, before, input, ip);
  });
  if ('awaitingSecondApprover' in outcome) return outcome;
  return toWithdrawalView(outcome);
};

const proposedReview = z.object({ id: z.number().int(), review: withdrawalReviewRequest });

/**
 * The approved proposal's payout, in the approval's transaction: the withdrawal must still
 * wait and be at the version it was proposed on.
 */
export const passProposedWithdrawal = async (
  tx: Executor,
  deps: AppDeps,
  approverRef: string,
  proposal: { input: unknown; subjectVersion: number | null },
  ip: string | undefined,
) => {
  const { id, review } = proposedReview.parse(proposal.input);
  const before = await lockWaitingWithdrawal(tx, id, proposal.subjectVersion ?? review.version);
  await decideWithdrawal(tx, deps, approverRef, before, review, ip);
};

export const listWithdrawalsForReview = async (
  deps: AppDeps,
  query: {
    status?: number | undefined;
    customerId?: number | undefined;
    page: number;
    pageSize: number;
  },
) => {
  const { rows, total } = await pageWithdrawals(
    deps.db,
    { status: query.status, customerId: query.customerId },
    query,
  );
  const [proposals, notes] = await Promise.all([
    openProposalIds(
      deps.db,
      rows.map((row) => `withdrawal:${row.id}`),
    ),
    decisionNotes(
      deps.db,
      'withdrawal',
      rows.map((row) => row.id),
    ),
  ]);
  return {
    items: await withReviewContext(
      deps.db,
      rows,
      (row) => ({ customerId: row.customerId, decidedBy: row.reviewedBy }),
      (row) => ({
        ...toWithdrawalView(row),
        customerId: row.customerId,
        version: row.version,
        reviewNote: row.reviewNote,
        openProposalId: proposals.get(`withdrawal:${row.id}`) ?? null,
        note: noteOf(notes, row.id),
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};
