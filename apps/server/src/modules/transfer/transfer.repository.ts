import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/index.ts';

export interface TransferEntry {
  id: number;
  type: string;
  customerId: number | null;
  reference: string | null;
  createdAt: Date;
  /** The entry's postings on the customer's own cash accounts. */
  cash: { currency: string; amount: string }[];
}

/** Serialises requests carrying one idempotency key until the transaction ends. */
export const lockIdempotencyKey = async (tx: Executor, key: string): Promise<void> => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
};

/** A journal entry (by id or idempotency key) with its moves on the customer's cash. */
export const findTransferEntry = async (
  db: Executor,
  customerId: number,
  by: { id: number } | { key: string },
): Promise<TransferEntry | null> => {
  const [entry] = await db
    .select({
      id: journalEntries.id,
      type: journalEntries.type,
      customerId: journalEntries.customerId,
      reference: journalEntries.reference,
      createdAt: journalEntries.createdAt,
    })
    .from(journalEntries)
    .where('id' in by ? eq(journalEntries.id, by.id) : eq(journalEntries.idempotencyKey, by.key));
  if (!entry) return null;
  const cash = await db
    .select({ currency: postings.currency, amount: postings.amount })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(
      and(
        eq(postings.entryId, entry.id),
        eq(ledgerAccounts.ownerType, 'customer'),
        eq(ledgerAccounts.customerId, customerId),
        eq(ledgerAccounts.kind, 'cash'),
      ),
    );
  return { ...entry, cash };
};
