import type { LedgerAdjustmentRequest } from '@brokerage/shared';
import { endOfDayIn, PLATFORM_TIME_ZONE, startOfDayIn } from '@brokerage/shared/market-time';
import { and, count, desc, eq, gte, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, journalEntries, ledgerAccounts, postings } from '../../db/schema/index.ts';
import { postEntry } from '../../ledger/entries.ts';
import { idempotencyClaim, idempotent, jsonAnswer } from '../../lib/idempotency/idempotency.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { assertCurrencyUnits } from '../reference/currency-units.ts';

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
  const conditions: SQL[] = [];
  if (filter.customerId) conditions.push(eq(journalEntries.customerId, filter.customerId));
  if (filter.type) {
    // A type finds its sub-types too (`withdrawal` finds withdrawal.reserve and .post).
    const type = filter.type.replace(/[\\%_]/g, '\\$&');
    const either = or(eq(journalEntries.type, filter.type), like(journalEntries.type, `${type}.%`));
    if (either) conditions.push(either);
  }
  if (filter.from)
    conditions.push(gte(journalEntries.createdAt, startOfDayIn(filter.from, PLATFORM_TIME_ZONE)));
  if (filter.to)
    conditions.push(lt(journalEntries.createdAt, endOfDayIn(filter.to, PLATFORM_TIME_ZONE)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(journalEntries).where(where);
  const entries = await db
    .select()
    .from(journalEntries)
    .where(where)
    .orderBy(desc(journalEntries.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const ids = entries.map((e) => e.id);
  const legs =
    ids.length === 0
      ? []
      : await db
          .select({
            entryId: postings.entryId,
            currency: postings.currency,
            amount: postings.amount,
            balanceAfter: postings.balanceAfter,
            ownerType: ledgerAccounts.ownerType,
            customerId: ledgerAccounts.customerId,
            kind: ledgerAccounts.kind,
          })
          .from(postings)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
          .where(inArray(postings.entryId, ids))
          .orderBy(postings.id);
  return {
    items: entries.map((entry) => ({
      id: entry.id,
      type: entry.type,
      customerId: entry.customerId,
      description: entry.description,
      reference: entry.reference,
      actor: entry.actor,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
      postings: legs
        .filter((leg) => leg.entryId === entry.id)
        .map((leg) => ({
          account:
            leg.ownerType === 'customer'
              ? `customer:${leg.customerId}:${leg.kind}`
              : `platform:${leg.kind}`,
          currency: leg.currency,
          amount: leg.amount,
          balanceAfter: leg.balanceAfter,
        })),
    })),
    total: total?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
};

/**
 * The only way an operator changes a balance: one balanced entry between the customer's
 * cash and the platform's adjustments account, with a reason the customer's statement shows
 * (ARCHITECTURE.md section 8). A debit below the customer's available cash is refused.
 */
export const adjustBalance = async (
  db: Database,
  actor: string,
  input: LedgerAdjustmentRequest,
  ip: string | undefined,
  idempotencyKey: string,
) => {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  if (!customer) throw new DomainError('NOT_FOUND');
  const negated = input.amount.startsWith('-') ? input.amount.slice(1) : `-${input.amount}`;
  // Keyed under the adjusted customer: a double click or a retry posts one entry.
  const claim = idempotencyClaim(input.customerId, idempotencyKey, 'ledger.adjustment', input);
  const answer = jsonAnswer((stored) => stored as { entryId: number });
  return db.transaction(async (tx) =>
    idempotent(tx, claim, answer, async () => {
      // An operator's amount passes the customer's rule: a currency of ours, no finer than its unit.
      await assertCurrencyUnits(tx, input.currency, input.amount);
      const entry = await postEntry(tx, {
        type: 'adjustment',
        customerId: input.customerId,
        description: `Adjustment: ${input.reason}`,
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
    }),
  );
};
