import {
  type AwaitingSecondApprover,
  entryMemo,
  ledgerAdjustmentRequest,
  type LedgerAdjustmentRequest,
  type LedgerAdjustmentResult,
  ledgerAdjustmentResult,
  orProposal,
} from '@brokerage/shared';
import { endOfDayIn, PLATFORM_TIME_ZONE, startOfDayIn } from '@brokerage/shared/market-time';
import type { Database, Executor } from '../../db/client.ts';
import { customerBalances } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { idempotencyClaim, idempotent, jsonAnswer } from '../../lib/idempotency/idempotency.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { assertCurrencyUnits } from '../reference/currency-units.ts';
import { proposeAction } from '../four-eyes/four-eyes-proposals.ts';
import { payoutNeedsSecondApprover } from '../four-eyes/four-eyes-rules.ts';
import type { OperatorActor } from '../../lib/permissions.ts';
import { customerBook } from '../member/member.repository.ts';
import { pageJournalEntries, postingsOfEntries } from './ledger.repository.ts';

interface EntriesFilter {
  customerId?: number | undefined;
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * Entries newest first, each with its postings, paged on the server. `from` and `to` are whole
 * days of the platform's operations day (New York), `to` included.
 */
export const listLedgerEntries = async (db: Database, filter: EntriesFilter) => {
  const { rows, total } = await pageJournalEntries(
    db,
    {
      customerId: filter.customerId,
      type: filter.type,
      from: filter.from ? startOfDayIn(filter.from, PLATFORM_TIME_ZONE) : undefined,
      to: filter.to ? endOfDayIn(filter.to, PLATFORM_TIME_ZONE) : undefined,
    },
    filter,
  );
  const legs = await postingsOfEntries(
    db,
    rows.map(({ entry }) => entry.id),
  );
  return {
    items: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      type: entry.type,
      customerId: entry.customerId,
      description: entry.description,
      // The console says it in the reader's language; a memo it cannot read is left out.
      memo: entryMemo.safeParse(entry.memo).data ?? null,
      reference: entry.reference,
      actor: entry.actor,
      actorName,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
      postings: legs
        .filter((leg) => leg.entryId === entry.id)
        .map((leg) => ({
          // A practice account's virtual money is named as such (issue 30 item 1).
          account: `${leg.book === 'practice' ? 'practice:' : ''}${
            leg.ownerType === 'customer'
              ? `customer:${leg.customerId}:${leg.kind}`
              : `platform:${leg.kind}`
          }`,
          currency: leg.currency,
          amount: leg.amount,
          balanceAfter: leg.balanceAfter,
        })),
    })),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
};

/**
 * One balanced entry between the customer's cash and the platform's adjustments account, with
 * a reason the customer's statement shows (ARCHITECTURE.md section 8), in the caller's
 * transaction. A debit below the customer's available cash is refused by the ledger.
 */
const postAdjustment = async (
  tx: Executor,
  actor: string,
  input: LedgerAdjustmentRequest,
  ip: string | undefined,
) => {
  const negated = input.amount.startsWith('-') ? input.amount.slice(1) : `-${input.amount}`;
  const entry = await postEntry(tx, {
    type: 'adjustment',
    customerId: input.customerId,
    ...entryText('adjustment', { reason: input.reason }),
    actor,
    reason: input.reason,
    legs: [
      {
        account: { customerId: input.customerId, kind: 'cash', currency: input.currency },
        amount: input.amount,
      },
      { account: { platform: 'adjustments', currency: input.currency }, amount: negated },
    ],
  });
  await writeAudit(tx, {
    actor,
    action: 'ledger.adjust',
    subjectType: 'customer',
    subjectId: input.customerId,
    before: null,
    after: { entryId: entry.id, currency: input.currency, amount: input.amount },
    comment: input.reason,
    ip,
  });
  return { entryId: entry.id };
};

/**
 * The only way an operator changes a balance. Above the currency's four-eyes threshold (in
 * either direction) the adjustment becomes a proposal a second operator approves
 * (`postProposedAdjustment`); the customer's statement shows one line, once approved.
 */
export const adjustBalance = async (
  db: Database,
  operator: OperatorActor,
  input: LedgerAdjustmentRequest,
  ip: string | undefined,
  idempotencyKey: string,
): Promise<LedgerAdjustmentResult | AwaitingSecondApprover> => {
  const book = await customerBook(db, input.customerId);
  if (book === null) throw new DomainError('NOT_FOUND');
  // Refused before a proposal is made too: the ledger would refuse its approval (LD005).
  if (book === 'practice') throw new DomainError('PRACTICE_UNAVAILABLE');
  // Keyed under the adjusted customer: a double click or a retry posts one entry (or proposal).
  const claim = idempotencyClaim(input.customerId, idempotencyKey, 'ledger.adjustment', input);
  const answer = jsonAnswer((stored) => orProposal(ledgerAdjustmentResult).parse(stored));
  return db.transaction(async (tx) =>
    idempotent(tx, claim, answer, async () => {
      // An operator's amount passes the customer's rule: a currency of ours, no finer than its
      // unit; checked before the threshold, so a proposal never holds an amount no one may post.
      await assertCurrencyUnits(tx, input.currency, input.amount);
      if (!(await payoutNeedsSecondApprover(tx, 'adjustment', input.currency, input.amount)))
        return postAdjustment(tx, `operator:${operator.operatorId}`, input, ip);
      const before = (await customerBalances(tx, input.customerId)).find(
        (b) => b.currency === input.currency,
      );
      return proposeAction(
        tx,
        operator,
        {
          kind: 'ledger.adjustment',
          subject: `adjustment:${input.customerId}:${idempotencyKey}`,
          input,
          before: { available: before?.available ?? '0' },
          after: { reason: input.reason },
          customerId: input.customerId,
          currency: input.currency,
          amount: input.amount,
        },
        ip,
      );
    }),
  );
};

/** The approved proposal's entry, in the approval's transaction. */
export const postProposedAdjustment = async (
  tx: Executor,
  approverRef: string,
  proposal: { input: unknown },
  ip: string | undefined,
) => {
  await postAdjustment(tx, approverRef, ledgerAdjustmentRequest.parse(proposal.input), ip);
};
