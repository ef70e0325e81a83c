import { chainTransferView, type ChainTransferView, type Decider } from '@brokerage/shared';
import type { AppDeps } from '../../../deps.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { decidersOf } from '../../audit/actor-names.repository.ts';
import { writeAudit } from '../../audit/audit.repository.ts';
import { decisionNotes, noteOf } from '../../audit/decision-notes.repository.ts';
import {
  decideUnmatchedTransfer,
  findTransfer,
  pageUnmatchedTransfers,
  transferStatus,
  type ChainTransferRow,
} from './chain.repository.ts';

export const toChainTransferView = (
  row: ChainTransferRow,
  note: string | null = null,
  decidedBy: Decider = row.reviewedBy ? { actor: row.reviewedBy, name: null } : null,
): ChainTransferView => ({
  id: row.id,
  network: chainTransferView.shape.network.parse(row.network),
  txHash: row.txHash,
  logIndex: row.logIndex,
  blockNumber: row.blockNumber,
  token: row.token,
  fromAddress: row.fromAddress,
  toAddress: row.toAddress,
  rawAmount: row.rawAmount,
  amount: row.amount,
  status: chainTransferView.shape.status.parse(row.status),
  comment: row.comment,
  reviewedBy: row.reviewedBy,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
  note,
  decidedBy,
});

/** Transfers nobody could be credited for, newest first: waiting, or decided and by whom. */
export const listUnmatched = async (
  deps: AppDeps,
  query: {
    status?: 'unmatched' | 'refused' | 'return' | undefined;
    page: number;
    pageSize: number;
  },
) => {
  const { rows, total } = await pageUnmatchedTransfers(deps.db, query.status, query);
  const [notes, deciders] = await Promise.all([
    decisionNotes(
      deps.db,
      'chain_transfer',
      rows.map((row) => row.id),
    ),
    decidersOf(
      deps.db,
      rows.map((row) => row.reviewedBy),
    ),
  ]);
  return {
    items: rows.map((row) =>
      toChainTransferView(row, noteOf(notes, row.id), deciders(row.reviewedBy)),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/**
 * An operator closes an unmatched transfer: refused (kept by nobody, e.g. dust or spam
 * tokens) or marked for return to its sender off-platform. Neither moves money on the
 * ledger: operators can never credit a transfer. The conditional update decides a race
 * between two operators; the audit row is written in the same transaction.
 */
export const decideUnmatched = async (
  deps: AppDeps,
  operatorRef: string,
  id: number,
  decision: 'refused' | 'return',
  { comment, note, version }: { comment: string; note?: string | undefined; version: number },
  ip?: string,
): Promise<ChainTransferView> =>
  deps.db.transaction(async (tx) => {
    const before = await findTransfer(tx, id);
    if (!before) throw new DomainError('NOT_FOUND');
    const after = await decideUnmatchedTransfer(tx, id, version, {
      status: decision,
      comment,
      reviewedBy: operatorRef,
      reviewedAt: deps.now(),
    });
    if (!after) {
      // The update waited for whatever decided or changed it first: read what that left.
      const current = await transferStatus(tx, id);
      throw new DomainError(current === 'unmatched' ? 'RECORD_CHANGED' : 'ALREADY_REVIEWED');
    }
    await writeAudit(tx, {
      actor: operatorRef,
      action: `chain.${decision}`,
      subjectType: 'chain_transfer',
      subjectId: id,
      before,
      after,
      comment,
      note,
      ip,
    });
    return toChainTransferView(after, note || null);
  });
