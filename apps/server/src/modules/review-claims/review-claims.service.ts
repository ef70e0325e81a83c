import { isAdminRole, REVIEWERS, type ReviewClaim, type ReviewQueueName } from '@brokerage/shared';
import { addDuration } from '@brokerage/shared/market-time';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { operatorRef, type OperatorActor } from '../../lib/permissions.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import {
  canReview,
  claimObstacle,
  claimRecord,
  claimsOn,
  releaseRecord,
} from './review-claims.repository.ts';

/**
 * How long a claim holds without being renewed: long enough to check a transfer against the
 * bank statement, short enough that an item left by someone who went home comes back soon.
 */
export const CLAIM_TTL = { minutes: 30 } as const;

interface Target {
  queue: ReviewQueueName;
  recordId: number;
}

const isAdmin = (operator: OperatorActor) => isAdminRole(operator.role);

/** The audit log's name for each queue's records, as their own decisions are recorded. */
const AUDIT_SUBJECT: Record<ReviewQueueName, string> = {
  deposits: 'deposit',
  withdrawals: 'withdrawal',
  kyc: 'kyc_submission',
  chain: 'chain_transfer',
  loans: 'loan',
};

/** Why a claim was not made, said as the one error that fits. */
const refusal = async (db: Executor, target: Target, now: Date): Promise<DomainError> => {
  const obstacle = await claimObstacle(db, target.queue, target.recordId, now);
  if (!obstacle.exists) return new DomainError('NOT_FOUND');
  if (!obstacle.waiting) return new DomainError('ALREADY_REVIEWED');
  return new DomainError('CLAIMED_BY_ANOTHER', { holder: obstacle.holder ?? '' });
};

const claimOf = async (deps: AppDeps, target: Target, now: Date): Promise<ReviewClaim> => {
  const [claim] = await claimsOn(deps.db, target.queue, [target.recordId], now);
  if (!claim) throw new DomainError('NOT_FOUND');
  return claim;
};

/** The operator takes up a waiting record, or renews their claim on it. */
export const claimForReview = async (
  deps: AppDeps,
  operator: OperatorActor,
  target: Target,
): Promise<ReviewClaim> => {
  const now = deps.now();
  const expiresAt = addDuration(now, CLAIM_TTL);
  const claimed = await claimRecord(deps.db, {
    ...target,
    operatorId: operator.operatorId,
    now,
    expiresAt,
  });
  if (!claimed) throw await refusal(deps.db, target, now);
  return claimOf(deps, target, now);
};

/**
 * An admin hands a waiting record to an operator who may review, taking it from whoever held
 * it; recorded in the audit log with both names.
 */
export const assignForReview = async (
  deps: AppDeps,
  operator: OperatorActor,
  target: Target & { operatorId: number },
  ip: string | undefined,
): Promise<ReviewClaim> => {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (!(await canReview(tx, target.operatorId, REVIEWERS))) {
      throw new DomainError('ASSIGNEE_CANNOT_REVIEW');
    }
    const claimed = await claimRecord(tx, {
      queue: target.queue,
      recordId: target.recordId,
      operatorId: target.operatorId,
      now,
      expiresAt: addDuration(now, CLAIM_TTL),
      assignedBy: operator.operatorId,
    });
    if (!claimed) throw await refusal(tx, target, now);
    await writeAudit(tx, {
      actor: operatorRef(operator),
      action: 'review.assign',
      subjectType: AUDIT_SUBJECT[target.queue],
      subjectId: target.recordId,
      before: null,
      after: { operatorId: target.operatorId },
      ip,
    });
    const [claim] = await claimsOn(tx, target.queue, [target.recordId], now);
    if (!claim) throw new DomainError('NOT_FOUND');
    return claim;
  });
};

/**
 * Lets a record go. Its holder may; an admin may release anyone's (audited when it was
 * someone else's). Releasing what
 * nobody holds changes nothing and is not an error; another's claim, for a non-admin, is.
 */
export const releaseFromReview = async (
  deps: AppDeps,
  operator: OperatorActor,
  target: Target,
  ip: string | undefined,
): Promise<void> => {
  const now = deps.now();
  const anyHolder = isAdmin(operator);
  await deps.db.transaction(async (tx) => {
    const holderId = await releaseRecord(tx, {
      ...target,
      operatorId: operator.operatorId,
      anyHolder,
    });
    if (holderId !== null && holderId !== operator.operatorId) {
      await writeAudit(tx, {
        actor: operatorRef(operator),
        action: 'review.release',
        subjectType: AUDIT_SUBJECT[target.queue],
        subjectId: target.recordId,
        before: { operatorId: holderId },
        after: null,
        ip,
      });
    }
    if (holderId !== null || anyHolder) return;
    const { holder } = await claimObstacle(tx, target.queue, target.recordId, now);
    if (holder && holder !== operator.username) {
      throw new DomainError('CLAIMED_BY_ANOTHER', { holder });
    }
  });
};

/** Who works on which of these records now. */
export const claimsOnRecords = (deps: AppDeps, queue: ReviewQueueName, recordIds: number[]) =>
  claimsOn(deps.db, queue, recordIds, deps.now());
