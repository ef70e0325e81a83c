import { cryptoNetwork, type BankCardRequest, type CryptoWalletRequest } from '@brokerage/shared';
import { lockCustomer, type Transaction } from '../../db/customer-lock.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { getWithdrawalRules } from '../deposits/funding-settings.ts';
import { requireStepUp } from '../second-factor/step-up.ts';
import {
  countLiveBankCards,
  countLiveCryptoWallets,
  findLiveBankCard,
  findLiveCryptoWallet,
  hasLiveCryptoWallet,
  hasWithdrawableBankCard,
  insertBankCard,
  insertCryptoWallet,
  listLiveBankCards,
  listLiveCryptoWallets,
  removeLiveBankCard,
  removeLiveCryptoWallet,
  type BankCardRow,
  type CryptoWalletRow,
} from './cards.repository.ts';
import { payeeUsableFrom } from './payee-checks.ts';

const MAX_TARGETS = 10;

/** When a payee bound at `createdAt` can receive a withdrawal (the new payee's cooling-off). */
const usableFrom = (createdAt: Date, coolingOffHours: number) =>
  payeeUsableFrom(createdAt, coolingOffHours).toISOString();

const bankView = (row: BankCardRow, coolingOffHours: number) => ({
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

const walletView = (row: CryptoWalletRow, coolingOffHours: number) => ({
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

export const listBankCards = async (deps: AppDeps, actor: CustomerActor) => {
  const hours = await coolingOffHours(deps);
  return (await listLiveBankCards(deps.db, actor.customerId)).map((row) => bankView(row, hours));
};

export const listCryptoWallets = async (deps: AppDeps, actor: CustomerActor) => {
  const hours = await coolingOffHours(deps);
  return (await listLiveCryptoWallets(deps.db, actor.customerId)).map((row) =>
    walletView(row, hours),
  );
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
  insert: (tx: Transaction) => Promise<Row>,
): Promise<Row> => {
  await verifyPayPassword(deps, actor.customerId, secrets.payPassword);
  return deps.db.transaction(async (tx) => {
    // A new payee is a place money can leave to: a customer with a factor confirms with it
    // (before the lock, which parallel binds queue on; the claim is atomic on its own).
    await requireStepUp(tx, actor, 'payee', secrets.stepUp, deps.now());
    await lockCustomer(tx, actor.customerId);
    if ((await countLive(tx)) >= MAX_TARGETS) throw new DomainError('TOO_MANY_TARGETS');
    return insert(tx);
  });
};

const removeTarget = async (
  deps: AppDeps,
  actor: CustomerActor,
  payPassword: string,
  remove: (now: Date) => Promise<boolean>,
) => {
  await verifyPayPassword(deps, actor.customerId, payPassword);
  if (!(await remove(deps.now()))) throw new DomainError('NOT_FOUND');
};

export const addBankCard = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: BankCardRequest,
  stepUp: string | undefined,
) => {
  const { payPassword, ...card } = input;
  const countLive = (tx: Transaction) => countLiveBankCards(tx, actor.customerId);
  const row = await bindTarget(deps, actor, { payPassword, stepUp }, countLive, (tx) =>
    // Bound now on the app's clock: the new payee's cooling-off counts from here.
    insertBankCard(tx, { ...card, customerId: actor.customerId, createdAt: deps.now() }),
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
  const countLive = (tx: Transaction) => countLiveCryptoWallets(tx, actor.customerId);
  const row = await bindTarget(deps, actor, { payPassword, stepUp }, countLive, (tx) =>
    insertCryptoWallet(tx, { ...wallet, customerId: actor.customerId, createdAt: deps.now() }),
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
    removeLiveBankCard(deps.db, actor.customerId, id, now),
  );

export const removeCryptoWallet = (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  payPassword: string,
) =>
  removeTarget(deps, actor, payPassword, (now) =>
    removeLiveCryptoWallet(deps.db, actor.customerId, id, now),
  );

/** Whether the customer has a live target of this type to withdraw to. */
export const hasWithdrawalTarget = async (
  deps: AppDeps,
  customerId: number,
  type: 'bank' | 'crypto',
): Promise<boolean> =>
  type === 'bank'
    ? hasWithdrawableBankCard(deps.db, customerId)
    : hasLiveCryptoWallet(deps.db, customerId);

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
    const card = await findLiveBankCard(deps.db, customerId, id);
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
  const wallet = await findLiveCryptoWallet(deps.db, customerId, id);
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
