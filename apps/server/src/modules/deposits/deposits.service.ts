import { randomBytes } from 'node:crypto';
import {
  Decimal,
  formatAmount,
  depositView,
  type ChainReport,
  type DepositAuditRequest,
  type DepositRequest,
  type DepositView,
} from '@brokerage/shared';
import { deposits } from '../../db/schema/index.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import {
  addInboxMessage,
  announceInboxMessage,
  type InboxTemplate,
} from '../inbox/inbox.service.ts';
import { assertOwnFile } from '../uploads/uploads.service.ts';
import { creditDeposit } from './deposit-credit.ts';
import {
  depositById,
  depositByTx,
  lockDeposit,
  pageDeposits,
  updateDeposit,
  type DepositRow,
} from './deposits.repository.ts';
import {
  DEPOSIT_REVIEW_MINUTES,
  getBankInstructions,
  getPlatformAddresses,
  REQUIRED_CONFIRMATIONS,
} from './funding-settings.ts';

/** Crypto deposits are USDT, credited to the customer's US dollar account. */
const CRYPTO_CURRENCY = 'USDT' as const;
const CRYPTO_ACCOUNT_CURRENCY = 'USD';

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

export const getDepositInstructions = async (deps: AppDeps) => {
  const addresses = await getPlatformAddresses(deps.db);
  return {
    bank: await getBankInstructions(deps.db),
    crypto: (['ERC20', 'TRC20'] as const).map((network) => ({
      network,
      currency: CRYPTO_CURRENCY,
      address: addresses[network],
    })),
    requiredConfirmations: REQUIRED_CONFIRMATIONS,
    reviewMinutes: DEPOSIT_REVIEW_MINUTES,
  };
};

/** The customer declares a deposit; money moves only when it is audited or confirmed on chain. */
export const createDeposit = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: DepositRequest,
  timezone: string | undefined,
): Promise<DepositView> => {
  if (input.proof) await assertOwnFile(deps, actor.customerId, input.proof, 'deposit-proof');
  const common = {
    customerId: actor.customerId,
    money: input.money,
    reference: `D${randomBytes(5).toString('hex').toUpperCase()}`,
    proofFileId: input.proof ?? null,
    timezone: validTimezone(timezone),
  };
  const values =
    input.type === 'bank'
      ? {
          ...common,
          type: 'bank',
          currency: input.currency.toUpperCase(),
          accountCurrency: input.currency.toUpperCase(),
        }
      : {
          ...common,
          type: 'crypto',
          currency: CRYPTO_CURRENCY,
          accountCurrency: CRYPTO_ACCOUNT_CURRENCY,
          network: input.network,
          txHash: input.txHash.toLowerCase(),
        };
  try {
    const [row] = await deps.db.insert(deposits).values(values).returning();
    if (!row) throw new Error('deposit insert returned nothing');
    return toDepositView(row);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '23505')
      throw new DomainError('DEPOSIT_TX_DUPLICATE');
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

const notify = async (
  deps: AppDeps,
  customerId: number,
  messageId: number,
  deposit: DepositRow,
) => {
  await deps.events.publish(customerId, 'deposit.audited', {
    id: deposit.id,
    status: deposit.status,
  });
  await announceInboxMessage(deps, customerId, messageId);
};

const inboxFor = (deposit: DepositRow): [InboxTemplate, Record<string, string>] => {
  const template: InboxTemplate =
    deposit.status === 1
      ? 'depositPassed'
      : deposit.status === 2
        ? 'depositPart'
        : 'depositRefused';
  return [
    template,
    {
      reference: deposit.reference,
      amount: formatAmount(deposit.convertedAmount ?? deposit.money),
      currency: deposit.convertedAmount ? deposit.accountCurrency : deposit.currency,
      requested: formatAmount(deposit.money),
      comment: deposit.comment ?? '',
    },
  ];
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
) => {
  const { customerId, messageId, deposit } = await deps.db.transaction(async (tx) => {
    const before = await lockDeposit(tx, depositById(id));
    if (!before) throw new DomainError('NOT_FOUND');
    if (before.status !== 0) throw new DomainError('ALREADY_REVIEWED');
    const at = deps.now();
    let after: DepositRow;
    if (input.decision === 'refuse') {
      after = await updateDeposit(tx, id, {
        status: 3,
        comment: input.comment,
        auditedBy: operatorRef,
        auditedAt: at,
      });
    } else {
      if (before.type === 'crypto') throw new DomainError('CRYPTO_DEPOSIT_NEEDS_CHAIN');
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
    });
    const [template, params] = inboxFor(after);
    return {
      customerId: after.customerId,
      messageId: await addInboxMessage(tx, after.customerId, template, params),
      deposit: after,
    };
  });
  await notify(deps, customerId, messageId, deposit);
  return toDepositView(deposit);
};

/**
 * The chain watcher's report for one transaction. Confirmations only ever grow; at
 * three, the received amount is credited (part when less than declared), exactly
 * once however often the same report arrives. A transfer to any other address than
 * the platform's for that network is refused.
 */
export const recordChainReport = async (deps: AppDeps, actor: string, report: ChainReport) => {
  const addresses = await getPlatformAddresses(deps.db);
  const outcome = await deps.db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, depositByTx(report.network, report.txHash));
    if (!deposit) throw new DomainError('NOT_FOUND');
    const confirmations = Math.max(deposit.confirmations, report.confirmations);
    let after = await updateDeposit(tx, deposit.id, { confirmations });
    if (deposit.status !== 0) return { deposit: after, credited: null };
    const at = deps.now();
    const expected = addresses[report.network];
    if (report.toAddress.toLowerCase() !== expected.toLowerCase()) {
      after = await updateDeposit(tx, deposit.id, {
        status: 3,
        comment: 'address mismatch',
        auditedBy: actor,
        auditedAt: at,
      });
    } else if (confirmations >= REQUIRED_CONFIRMATIONS) {
      const received = new Decimal(report.amount);
      after = await creditDeposit(tx, after, received, received.lt(deposit.money) ? 2 : 1, {
        actor,
        comment: null,
        at,
      });
    } else {
      return { deposit: after, credited: null };
    }
    const [template, params] = inboxFor(after);
    return {
      deposit: after,
      credited: await addInboxMessage(tx, after.customerId, template, params),
    };
  });
  if (outcome.credited !== null)
    await notify(deps, outcome.deposit.customerId, outcome.credited, outcome.deposit);
  return toDepositView(outcome.deposit);
};

export const listDepositsForReview = async (
  deps: AppDeps,
  query: { status?: number | undefined; page: number; pageSize: number },
) => {
  const { rows, total } = await pageDeposits(deps.db, { status: query.status }, query);
  return {
    items: rows.map((row) => ({
      ...toDepositView(row),
      customerId: row.customerId,
      proofFileId: row.proofFileId,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};
