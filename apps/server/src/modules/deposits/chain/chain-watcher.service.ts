import { type CryptoNetwork, Decimal } from '@brokerage/shared';
import type { Executor } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { writeAudit } from '../../audit/audit.repository.ts';
import { transactionWithEvents } from '../../../lib/events/event-outbox.ts';
import { creditDeposit } from '../deposit-credit.ts';
import { issueDepositReference } from '../deposit-reference.ts';
import { noticeDeposit } from '../deposit-notices.ts';
import {
  insertDeposit,
  lockOldestHashlessCryptoDeposit,
  lockWaitingCryptoDepositByHash,
  updateDeposit,
  type DepositRow,
} from '../deposits.repository.ts';
import { getPlatformAddresses, REQUIRED_CONFIRMATIONS } from '../funding-settings.ts';
import type { ChainProvider, ObservedTransfer } from './chain-provider.ts';
import {
  claimCursor,
  customerAddresses,
  insertTransfer,
  saveCursor,
  updateTransfer,
} from './chain.repository.ts';
import { matchingAddress } from './deposit-address.ts';

export const WATCHER_ACTOR = 'system:chain-watcher';
/** USDT has 6 decimals on both networks: base units are millionths. */
export const USDT_DECIMALS = 6;

/** The platform's USDT contract on `network`, in matching form. */
const usdtContract = (deps: AppDeps, network: CryptoNetwork) =>
  matchingAddress(
    network,
    network === 'ERC20' ? deps.config.chain.erc20UsdtContract : deps.config.chain.trc20UsdtContract,
  );

/** Watched addresses and their owners; the old shared address is watched too, owned by no one. */
const ownersOf = async (tx: Executor, network: CryptoNetwork) => {
  const owners = new Map<string, number | null>();
  const legacy = (await getPlatformAddresses(tx))[network];
  owners.set(matchingAddress(network, legacy), null);
  for (const row of await customerAddresses(tx, network)) owners.set(row.address, row.customerId);
  return owners;
};

/**
 * The customer's own waiting declaration this transfer completes: the one with its hash, else
 * their oldest one on this network that gave no hash. Someone else's declaration of the
 * same hash is never looked at: the address decides whose money it is.
 */
const waitingDeclaration = async (
  tx: Executor,
  customerId: number,
  transfer: ObservedTransfer,
): Promise<DepositRow | null> => {
  const byHash = await lockWaitingCryptoDepositByHash(
    tx,
    customerId,
    transfer.network,
    transfer.txHash,
  );
  if (byHash) return byHash;
  return lockOldestHashlessCryptoDeposit(tx, customerId, transfer.network);
};

/**
 * A USDT transfer that reached a customer's own address: one ledger entry keyed by the
 * transfer (chain account -> the customer), completing the customer's waiting deposit with
 * that hash if they declared one, else a new deposit record, so it shows in the records and
 * the statement either way. The amount is what arrived, whatever anyone typed.
 */
const creditTransfer = async (
  deps: AppDeps,
  tx: Executor,
  transfer: ObservedTransfer,
  customerId: number,
  amount: Decimal,
): Promise<DepositRow> => {
  const at = deps.now();
  const hint = await waitingDeclaration(tx, customerId, transfer);
  let deposit = hint;
  if (!deposit) {
    deposit = await insertDeposit(tx, {
      customerId,
      type: 'crypto',
      currency: 'USDT',
      accountCurrency: 'USDT',
      money: amount.toFixed(),
      network: transfer.network,
      txHash: transfer.txHash,
      reference: issueDepositReference(),
      timezone: 'UTC',
    });
  }
  // A hashless declaration learns the hash it was matched with.
  deposit = await updateDeposit(tx, deposit.id, {
    confirmations: transfer.confirmations,
    txHash: transfer.txHash,
  });
  const after = await creditDeposit(tx, deposit, amount, amount.lt(deposit.money) ? 2 : 1, {
    actor: WATCHER_ACTOR,
    comment: null,
    at,
  });
  await writeAudit(tx, {
    actor: WATCHER_ACTOR,
    action: 'deposit.chain',
    subjectType: 'deposit',
    subjectId: after.id,
    before: hint,
    after,
    comment: `${transfer.network} ${transfer.txHash}:${transfer.logIndex}`,
  });
  return after;
};

/** Records one observed transfer (once) and credits it when it is USDT to a customer's address. */
const recordTransfer = async (
  deps: AppDeps,
  tx: Executor,
  transfer: ObservedTransfer,
  owners: Map<string, number | null>,
): Promise<DepositRow | null> => {
  const customerId = owners.get(transfer.to) ?? null;
  const isUsdt = transfer.token === usdtContract(deps, transfer.network);
  const amount = isUsdt ? new Decimal(transfer.rawAmount).div(10 ** USDT_DECIMALS) : null;
  const credit = customerId !== null && amount !== null && amount.gt(0);
  const row = await insertTransfer(tx, {
    network: transfer.network,
    txHash: transfer.txHash,
    logIndex: transfer.logIndex,
    blockNumber: transfer.blockNumber,
    token: transfer.token,
    fromAddress: transfer.from,
    toAddress: transfer.to,
    rawAmount: transfer.rawAmount,
    amount: amount?.toFixed() ?? null,
    customerId,
    status: credit ? 'credited' : 'unmatched',
  });
  if (!row || !credit || customerId === null || amount === null) return null;
  const deposit = await creditTransfer(deps, tx, transfer, customerId, amount);
  await updateTransfer(tx, row.id, { depositId: deposit.id, entryId: deposit.entryId });
  await noticeDeposit(tx, deposit);
  return deposit;
};

/**
 * One pass over one network: claims its cursor (a copy already scanning makes this one skip),
 * asks the provider for confirmed transfers to watched addresses since the cursor, records
 * and credits each, and moves the cursor, all in one transaction, so a crash or restart
 * resumes where the last committed pass ended and never credits twice.
 */
export const scanNetwork = async (deps: AppDeps, provider: ChainProvider): Promise<number> => {
  return transactionWithEvents(deps, async (tx) => {
    const cursor = await claimCursor(tx, provider.network);
    if (!cursor) return 0;
    const owners = await ownersOf(tx, provider.network);
    const scan = await provider.scan(cursor.cursor, [...owners.keys()], REQUIRED_CONFIRMATIONS);
    let credited = 0;
    for (const transfer of scan.transfers) {
      if (transfer.confirmations < REQUIRED_CONFIRMATIONS) continue;
      if (await recordTransfer(deps, tx, transfer, owners)) credited += 1;
    }
    await saveCursor(tx, provider.network, scan.next, deps.now());
    return credited;
  });
};

/** A pass over every configured network; one failing network does not stop the others. */
export const runChainWatcher = async (
  deps: AppDeps,
  providers: readonly ChainProvider[],
  onError: (network: CryptoNetwork, error: unknown) => void,
): Promise<number> => {
  let credited = 0;
  for (const provider of providers) {
    try {
      credited += await scanNetwork(deps, provider);
    } catch (error) {
      onError(provider.network, error);
    }
  }
  return credited;
};
