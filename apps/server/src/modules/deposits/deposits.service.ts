import {
  type CryptoNetwork,
  Decimal,
  type DepositAuditRequest,
  type DepositRequest,
  DepositStatus,
  depositView,
  type DepositView,
} from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { decisionNotes, noteOf } from '../audit/decision-notes.repository.ts';
import { withReviewContext } from '../member/review-context.ts';
import { assertCurrencyUnits } from '../reference/currency-units.ts';
import { refuseIfChanged } from '../../lib/review-version.ts';
import { creditedToCustomer, ensureDepositAddress } from './chain/chain.repository.ts';
import { addressDeriver, displayAddress, normaliseTxHash } from './chain/deposit-address.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { assertOwnFile } from '../uploads/uploads.service.ts';
import { creditDeposit } from './deposit-credit.ts';
import { noticeDeposit } from './deposit-notices.ts';
import {
  insertDeposit,
  lockDepositById,
  pageDeposits,
  updateDeposit,
  type DepositRow,
} from './deposits.repository.ts';
import { assertWithinMaximum } from '../reference/amount-limits.ts';
import {
  DEPOSIT_REVIEW_MINUTES,
  getBankInstructions,
  REQUIRED_CONFIRMATIONS,
} from './funding-settings.ts';
import { isUniqueViolation, pgErrorOf } from '../../db/pg-error.ts';
import { issueDepositReference } from './deposit-reference.ts';

/**
 * Crypto deposits are USDT, credited to the customer's USDT account as exactly what arrived
 * (converting into dollars would cut the sub-cent part a transfer can carry).
 */
const CRYPTO_CURRENCY = 'USDT' as const;
const CRYPTO_ACCOUNT_CURRENCY = 'USDT';
const NETWORKS: readonly CryptoNetwork[] = ['ERC20', 'TRC20'];

export const toDepositView = (row: DepositRow): DepositView => ({
  id: row.id,
  type: row.type === 'crypto' ? 'crypto' : 'bank',
  reference: row.reference,
  currency: row.currency,
  money: row.money,
  network: row.network,
  txHash: row.txHash,
  confirmations: row.confirmations,
  status: depositView.shape.status.parse(row.status),
  auditMoney: row.auditMoney,
  accountCurrency: row.accountCurrency,
  fxRate: row.fxRate,
  convertedAmount: row.convertedAmount,
  comment: row.comment,
  submitTime: row.createdAt.toISOString(),
  auditTime: row.auditedAt?.toISOString() ?? null,
  timezone: row.timezone,
});

const validTimezone = (zone: string | undefined): string => {
  if (!zone) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
};

const derivers = new Map<string, ReturnType<typeof addressDeriver>>();
/** One deriver per key and path: parsing the extended key once, not per request. */
const deriverFor = (deps: AppDeps) => {
  const { xpub, derivationPrefix } = deps.config.chain;
  const key = `${xpub}|${derivationPrefix}`;
  let deriver = derivers.get(key);
  if (!deriver) {
    deriver = addressDeriver(xpub, derivationPrefix);
    derivers.set(key, deriver);
  }
  return deriver;
};

/** The bank details, and the caller's OWN receiving address per network (allocated on first ask). */
export const getDepositInstructions = async (deps: AppDeps, actor: CustomerActor) => {
  const derive = deriverFor(deps);
  const crypto = [];
  for (const network of NETWORKS) {
    const row = await ensureDepositAddress(deps.db, actor.customerId, network, derive);
    crypto.push({
      network,
      currency: CRYPTO_CURRENCY,
      address: displayAddress(network, row.address),
    });
  }
  return {
    bank: await getBankInstructions(deps.db),
    crypto,
    requiredConfirmations: REQUIRED_CONFIRMATIONS,
    reviewMinutes: DEPOSIT_REVIEW_MINUTES,
  };
};

/**
 * The customer declares a deposit; no money moves here. A bank deposit waits for an
 * operator's audit; a crypto one is a hint: the watcher credits what reaches the customer's
 * own address and completes this record if the hash (or, without one, the network) matches.
 */
export const createDeposit = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: DepositRequest,
  timezone: string | undefined,
): Promise<DepositView> => {
  const currency = input.type === 'bank' ? input.currency.toUpperCase() : CRYPTO_CURRENCY;
  // A bank transfer in USDT is not a thing: crypto arrives on chain only.
  if (input.type === 'bank' && currency === CRYPTO_CURRENCY)
    throw new DomainError('CURRENCY_UNSUPPORTED');
  // The shared schema already refuses most of it; the table also knows a code that is not ours.
  await assertCurrencyUnits(deps.db, currency, input.money);
  await assertWithinMaximum(deps.db, 'deposit', currency, input.money);
  if (input.proof) await assertOwnFile(deps, actor.customerId, input.proof, 'deposit-proof');
  const txHash = input.type === 'crypto' && input.txHash ? normaliseTxHash(input.txHash) : null;
  if (
    input.type === 'crypto' &&
    txHash &&
    (await creditedToCustomer(deps.db, actor.customerId, input.network, txHash))
  )
    throw new DomainError('DEPOSIT_TX_DUPLICATE');
  const common = {
    customerId: actor.customerId,
    money: input.money,
    reference: (input.type === 'bank' && input.reference) || issueDepositReference(),
    proofFileId: input.proof ?? null,
    timezone: validTimezone(timezone),
  };
  const values =
    input.type === 'bank'
      ? { ...common, type: 'bank', currency, accountCurrency: currency }
      : {
          ...common,
          type: 'crypto',
          currency: CRYPTO_CURRENCY,
          accountCurrency: CRYPTO_ACCOUNT_CURRENCY,
          network: input.network,
          txHash,
        };
  try {
    return toDepositView(await insertDeposit(deps.db, values));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(
        pgErrorOf(error).constraint === 'deposits_reference_unique'
          ? 'DEPOSIT_REFERENCE_USED'
          : 'DEPOSIT_TX_DUPLICATE',
      );
    throw error;
  }
};

export const listDeposits = async (
  deps: AppDeps,
  actor: CustomerActor,
  page: { page: number; pageSize: number },
) => {
  const { rows, total } = await pageDeposits(deps.db, { customerId: actor.customerId }, page);
  return { items: rows.map(toDepositView), total, ...page };
};

/**
 * An operator audits a waiting bank deposit: pass credits the declared money, part
 * credits less, refuse credits nothing. Crypto deposits are credited by the chain
 * watcher only; an operator can refuse one that never arrives.
 */
export const auditDeposit = async (
  deps: AppDeps,
  operatorRef: string,
  id: number,
  input: DepositAuditRequest,
  ip?: string,
) => {
  const deposit = await transactionWithEvents(deps, async (tx) => {
    const before = await lockDepositById(tx, id);
    if (!before) throw new DomainError('NOT_FOUND');
    if (before.status !== DepositStatus.WAIT) throw new DomainError('ALREADY_REVIEWED');
    refuseIfChanged(before, input.version);
    const at = deps.now();
    let after: DepositRow;
    if (input.decision === 'refuse') {
      after = await updateDeposit(tx, id, {
        status: DepositStatus.REFUSE,
        comment: input.comment,
        auditedBy: operatorRef,
        auditedAt: at,
      });
    } else {
      if (before.type === 'crypto') throw new DomainError('CRYPTO_DEPOSIT_NEEDS_CHAIN');
      // What the operator typed passes the customer's own rule: no finer than the currency's unit.
      if (input.decision === 'part')
        await assertCurrencyUnits(tx, before.currency, input.auditMoney);
      const received =
        input.decision === 'part' ? new Decimal(input.auditMoney) : new Decimal(before.money);
      if (input.decision === 'part' && received.gte(before.money))
        throw new DomainError('PART_AMOUNT_INVALID');
      after = await creditDeposit(tx, before, received, input.decision === 'part' ? 2 : 1, {
        actor: operatorRef,
        comment: input.comment ?? null,
        at,
      });
    }
    await writeAudit(tx, {
      actor: operatorRef,
      action: `deposit.${input.decision}`,
      subjectType: 'deposit',
      subjectId: id,
      before,
      after,
      comment: after.comment,
      note: input.note,
      ip,
    });
    await noticeDeposit(tx, after);
    return after;
  });
  return toDepositView(deposit);
};

export const listDepositsForReview = async (
  deps: AppDeps,
  query: {
    status?: number | undefined;
    customerId?: number | undefined;
    page: number;
    pageSize: number;
  },
) => {
  const { rows, total } = await pageDeposits(
    deps.db,
    { status: query.status, customerId: query.customerId },
    query,
  );
  const notes = await decisionNotes(
    deps.db,
    'deposit',
    rows.map((row) => row.id),
  );
  return {
    items: await withReviewContext(
      deps.db,
      rows,
      (row) => ({ customerId: row.customerId, decidedBy: row.auditedBy }),
      (row) => ({
        ...toDepositView(row),
        customerId: row.customerId,
        proofFileId: row.proofFileId,
        version: row.version,
        note: noteOf(notes, row.id),
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};
