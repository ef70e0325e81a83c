import { cryptoNetwork, type BankCardRequest, type CryptoWalletRequest } from '@brokerage/shared';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { lockCustomer, type Transaction } from '../../db/customer-lock.ts';
import { bankCards, cryptoWallets } from '../../db/schema/index.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { getWithdrawalRules } from '../deposits/funding-settings.ts';
import { requireStepUp } from '../second-factor/step-up.ts';
import { payeeUsableFrom } from './payee-checks.ts';

const MAX_TARGETS = 10;

/** When a payee bound at `createdAt` can receive a withdrawal (the new payee's cooling-off). */
const usableFrom = (createdAt: Date, coolingOffHours: number) =>
  payeeUsableFrom(createdAt, coolingOffHours).toISOString();

const bankView = (row: typeof bankCards.$inferSelect, coolingOffHours: number) => ({
  id: row.id,
  name: row.name,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  bankName: row.bankName,
  iban: row.iban,
  bic: row.bic,
  branch: row.branch,
  bankCode: row.bankCode,
  createdAt: row.createdAt.toISOString(),
  usableFrom: usableFrom(row.createdAt, coolingOffHours),
});

const walletView = (row: typeof cryptoWallets.$inferSelect, coolingOffHours: number) => ({
  id: row.id,
  name: row.name,
  currency: row.currency,
  network: cryptoNetwork.parse(row.network),
  address: row.address,
  createdAt: row.createdAt.toISOString(),
  usableFrom: usableFrom(row.createdAt, coolingOffHours),
});

const coolingOffHours = async (deps: AppDeps) =>
  (await getWithdrawalRules(deps.db)).payeeCoolingOffHours;

const liveCards = (customerId: number) =>
  and(eq(bankCards.customerId, customerId), isNull(bankCards.deletedAt));
/** A bank withdrawal needs branch and bank code (seed section 5); older cards may lack them. */
const withdrawableCards = (customerId: number) =>
  and(liveCards(customerId), isNotNull(bankCards.branch), isNotNull(bankCards.bankCode));
const liveWallets = (customerId: number) =>
  and(eq(cryptoWallets.customerId, customerId), isNull(cryptoWallets.deletedAt));

export const listBankCards = async (deps: AppDeps, actor: CustomerActor) => {
  const hours = await coolingOffHours(deps);
  return (
    await deps.db
      .select()
      .from(bankCards)
      .where(liveCards(actor.customerId))
      .orderBy(asc(bankCards.id))
  ).map((row) => bankView(row, hours));
};

export const listCryptoWallets = async (deps: AppDeps, actor: CustomerActor) => {
  const hours = await coolingOffHours(deps);
  return (
    await deps.db
      .select()
      .from(cryptoWallets)
      .where(liveWallets(actor.customerId))
      .orderBy(asc(cryptoWallets.id))
  ).map((row) => walletView(row, hours));
};

/**
 * Binding and removing share their rules: the pay password first, at most ten live
 * targets, and removal is soft so that past withdrawals still show where money went.
 * The live count and the insert run in one transaction under the customer's lock, so a
 * burst of parallel binds cannot all read nine and all insert.
 */
const bindTarget = async <Row>(
  deps: AppDeps,
  actor: CustomerActor,
  secrets: { payPassword: string; stepUp: string | undefined },
  countLive: (tx: Transaction) => Promise<number>,
  insert: (tx: Transaction) => Promise<Row[]>,
): Promise<Row> => {
  await verifyPayPassword(deps, actor.customerId, secrets.payPassword);
  return deps.db.transaction(async (tx) => {
    // A new payee is a place money can leave to: a customer with a factor confirms with it
    // (before the lock, which parallel binds queue on; the claim is atomic on its own).
    await requireStepUp(tx, actor, 'payee', secrets.stepUp, deps.now());
    await lockCustomer(tx, actor.customerId);
    if ((await countLive(tx)) >= MAX_TARGETS) throw new DomainError('TOO_MANY_TARGETS');
    const [row] = await insert(tx);
    if (!row) throw new Error('target insert returned nothing');
    return row;
  });
};

const removeTarget = async (
  deps: AppDeps,
  actor: CustomerActor,
  payPassword: string,
  remove: (now: Date) => Promise<unknown[]>,
) => {
  await verifyPayPassword(deps, actor.customerId, payPassword);
  if ((await remove(deps.now())).length === 0) throw new DomainError('NOT_FOUND');
};

export const addBankCard = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: BankCardRequest,
  stepUp: string | undefined,
) => {
  const { payPassword, ...card } = input;
  const countLive = async (tx: Transaction) =>
    (await tx.select({ n: count() }).from(bankCards).where(liveCards(actor.customerId)))[0]?.n ?? 0;
  const row = await bindTarget(deps, actor, { payPassword, stepUp }, countLive, (tx) =>
    tx
      .insert(bankCards)
      // Bound now on the app's clock: the new payee's cooling-off counts from here.
      .values({ ...card, customerId: actor.customerId, createdAt: deps.now() })
      .returning(),
  );
  return bankView(row, await coolingOffHours(deps));
};

export const addCryptoWallet = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: CryptoWalletRequest,
  stepUp: string | undefined,
) => {
  const { payPassword, ...wallet } = input;
  const countLive = async (tx: Transaction) =>
    (await tx.select({ n: count() }).from(cryptoWallets).where(liveWallets(actor.customerId)))[0]
      ?.n ?? 0;
  const row = await bindTarget(deps, actor, { payPassword, stepUp }, countLive, (tx) =>
    tx
      .insert(cryptoWallets)
      .values({ ...wallet, customerId: actor.customerId, createdAt: deps.now() })
      .returning(),
  );
  return walletView(row, await coolingOffHours(deps));
};

export const removeBankCard = (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  payPassword: string,
) =>
  removeTarget(deps, actor, payPassword, (now) =>
    deps.db
      .update(bankCards)
      .set({ deletedAt: now })
      .where(and(eq(bankCards.id, id), liveCards(actor.customerId)))
      .returning({ id: bankCards.id }),
  );

export const removeCryptoWallet = (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  payPassword: string,
) =>
  removeTarget(deps, actor, payPassword, (now) =>
    deps.db
      .update(cryptoWallets)
      .set({ deletedAt: now })
      .where(and(eq(cryptoWallets.id, id), liveWallets(actor.customerId)))
      .returning({ id: cryptoWallets.id }),
  );

/** Whether the customer has a live target of this type to withdraw to. */
export const hasWithdrawalTarget = async (
  deps: AppDeps,
  customerId: number,
  type: 'bank' | 'crypto',
): Promise<boolean> => {
  const rows =
    type === 'bank'
      ? await deps.db
          .select({ id: bankCards.id })
          .from(bankCards)
          .where(withdrawableCards(customerId))
          .limit(1)
      : await deps.db
          .select({ id: cryptoWallets.id })
          .from(cryptoWallets)
          .where(liveWallets(customerId))
          .limit(1);
  return rows.length > 0;
};

/**
 * The card or wallet a withdrawal goes to, as a snapshot kept on the withdrawal, and when it
 * was bound (a new payee's cooling-off).
 */
export const withdrawalTarget = async (
  deps: AppDeps,
  customerId: number,
  type: 'bank' | 'crypto',
  id: number,
) => {
  if (type === 'bank') {
    const [card] = await deps.db
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.id, id), liveCards(customerId)));
    if (!card) throw new DomainError('WITHDRAWAL_TARGET_NOT_FOUND');
    if (!card.branch || !card.bankCode) throw new DomainError('BANK_CARD_INCOMPLETE');
    // The withdrawal keeps what the bank transfer needs, as it was when requested.
    const target = {
      kind: 'bank',
      id: card.id,
      name: card.name,
      accountName: card.accountName,
      accountNumber: card.accountNumber,
      bankName: card.bankName,
      branch: card.branch,
      bankCode: card.bankCode,
      iban: card.iban,
      bic: card.bic,
    } as const;
    return { target, boundAt: card.createdAt };
  }
  const [wallet] = await deps.db
    .select()
    .from(cryptoWallets)
    .where(and(eq(cryptoWallets.id, id), liveWallets(customerId)));
  if (!wallet) throw new DomainError('WITHDRAWAL_TARGET_NOT_FOUND');
  const target = {
    kind: 'crypto',
    id: wallet.id,
    name: wallet.name,
    currency: wallet.currency,
    network: wallet.network,
    address: wallet.address,
  } as const;
  return { target, boundAt: wallet.createdAt };
};
