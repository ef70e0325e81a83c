import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bankCards, cryptoWallets } from '../../db/schema/index.ts';

export type BankCardRow = typeof bankCards.$inferSelect;
export type NewBankCard = typeof bankCards.$inferInsert;
export type CryptoWalletRow = typeof cryptoWallets.$inferSelect;
export type NewCryptoWallet = typeof cryptoWallets.$inferInsert;

/** Live: not removed (removal is soft, so past withdrawals still show where money went). */
const liveCards = (customerId: number) =>
  and(eq(bankCards.customerId, customerId), isNull(bankCards.deletedAt));
/** A bank withdrawal needs branch and bank code (seed section 5); older cards may lack them. */
const withdrawableCards = (customerId: number) =>
  and(liveCards(customerId), isNotNull(bankCards.branch), isNotNull(bankCards.bankCode));
const liveWallets = (customerId: number) =>
  and(eq(cryptoWallets.customerId, customerId), isNull(cryptoWallets.deletedAt));

/** The customer's live bank cards, oldest first. */
export const listLiveBankCards = (db: Executor, customerId: number): Promise<BankCardRow[]> =>
  db.select().from(bankCards).where(liveCards(customerId)).orderBy(asc(bankCards.id));

/** The customer's live wallets, oldest first. */
export const listLiveCryptoWallets = (
  db: Executor,
  customerId: number,
): Promise<CryptoWalletRow[]> =>
  db.select().from(cryptoWallets).where(liveWallets(customerId)).orderBy(asc(cryptoWallets.id));

export const countLiveBankCards = async (db: Executor, customerId: number): Promise<number> =>
  (await db.select({ n: count() }).from(bankCards).where(liveCards(customerId)))[0]?.n ?? 0;

export const countLiveCryptoWallets = async (db: Executor, customerId: number): Promise<number> =>
  (await db.select({ n: count() }).from(cryptoWallets).where(liveWallets(customerId)))[0]?.n ?? 0;

export const insertBankCard = async (db: Executor, values: NewBankCard): Promise<BankCardRow> => {
  const [row] = await db.insert(bankCards).values(values).returning();
  if (!row) throw new Error('bank card insert returned nothing');
  return row;
};

export const insertCryptoWallet = async (
  db: Executor,
  values: NewCryptoWallet,
): Promise<CryptoWalletRow> => {
  const [row] = await db.insert(cryptoWallets).values(values).returning();
  if (!row) throw new Error('crypto wallet insert returned nothing');
  return row;
};

/** Removes the customer's live card (soft: `deletedAt`); false when there is none. */
export const removeLiveBankCard = async (
  db: Executor,
  customerId: number,
  id: number,
  now: Date,
): Promise<boolean> => {
  const removed = await db
    .update(bankCards)
    .set({ deletedAt: now })
    .where(and(eq(bankCards.id, id), liveCards(customerId)))
    .returning({ id: bankCards.id });
  return removed.length > 0;
};

/** Removes the customer's live wallet (soft: `deletedAt`); false when there is none. */
export const removeLiveCryptoWallet = async (
  db: Executor,
  customerId: number,
  id: number,
  now: Date,
): Promise<boolean> => {
  const removed = await db
    .update(cryptoWallets)
    .set({ deletedAt: now })
    .where(and(eq(cryptoWallets.id, id), liveWallets(customerId)))
    .returning({ id: cryptoWallets.id });
  return removed.length > 0;
};

/** Whether the customer has a live bank card complete enough to withdraw to. */
export const hasWithdrawableBankCard = async (db: Executor, customerId: number) =>
  (
    await db
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(withdrawableCards(customerId))
      .limit(1)
  ).length > 0;

export const hasLiveCryptoWallet = async (db: Executor, customerId: number) =>
  (
    await db
      .select({ id: cryptoWallets.id })
      .from(cryptoWallets)
      .where(liveWallets(customerId))
      .limit(1)
  ).length > 0;

export const findLiveBankCard = async (
  db: Executor,
  customerId: number,
  id: number,
): Promise<BankCardRow | null> => {
  const [row] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, id), liveCards(customerId)));
  return row ?? null;
};

export const findLiveCryptoWallet = async (
  db: Executor,
  customerId: number,
  id: number,
): Promise<CryptoWalletRow | null> => {
  const [row] = await db
    .select()
    .from(cryptoWallets)
    .where(and(eq(cryptoWallets.id, id), liveWallets(customerId)));
  return row ?? null;
};
