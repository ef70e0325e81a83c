import {
  kycStatus,
  kycSubmissionView,
  type KycOverview,
  type KycReviewRequest,
  type KycSubmitRequest,
} from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { operatorRef, type OperatorActor } from '../../lib/permissions.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { refuseIfChanged } from '../../lib/review-version.ts';
import { storeEvent, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { addInboxMessage, DECISION_MESSAGE } from '../inbox/inbox.service.ts';
import { decisionNotes, noteOf } from '../audit/decision-notes.repository.ts';
import { withReviewContext } from '../member/review-context.ts';
import { findCustomerById, updateCustomer } from '../member/member.repository.ts';
import { assertOwnFile } from '../uploads/uploads.service.ts';
import {
  insertSubmission,
  latestSubmission,
  lockCustomerKycStatus,
  lockSubmission,
  pageSubmissions,
  updateSubmission,
  type KycSubmissionRow,
} from './kyc.repository.ts';

const IDENTITY_KINDS = ['idcard', 'passport'] as const;

const view = (row: KycSubmissionRow) => ({
  id: row.id,
  kind: kycSubmissionView.shape.kind.parse(row.kind),
  status: kycSubmissionView.shape.status.parse(row.status),
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

export const getKycOverview = async (deps: AppDeps, actor: CustomerActor): Promise<KycOverview> => {
  const customer = await findCustomerById(deps.db, actor.customerId);
  if (!customer) throw new DomainError('UNAUTHORIZED');
  const [identity, pro] = await Promise.all([
    latestSubmission(deps.db, actor.customerId, IDENTITY_KINDS),
    latestSubmission(deps.db, actor.customerId, ['pro']),
  ]);
  return {
    status: kycStatus.parse(customer.kycStatus),
    identity: identity && view(identity),
    pro: pro && view(pro),
  };
};

/** Identity documents go to review; allowed first time and again after a rejection. */
export const submitKyc = async (deps: AppDeps, actor: CustomerActor, input: KycSubmitRequest) => {
  await assertOwnFile(deps, actor.customerId, input.frontImage, 'kyc');
  await assertOwnFile(deps, actor.customerId, input.backImage, 'kyc');
  await deps.db.transaction(async (tx) => {
    const kycStatus = await lockCustomerKycStatus(tx, actor.customerId);
    if (kycStatus === null) throw new DomainError('UNAUTHORIZED');
    if (kycStatus === 'review') throw new DomainError('KYC_IN_REVIEW');
    if (kycStatus === 'passed') throw new DomainError('KYC_ALREADY_PASSED');
    await insertSubmission(tx, {
      customerId: actor.customerId,
      kind: input.type,
      firstName: input.firstName,
      lastName: input.lastName,
      idNumber: input.idNumber,
      frontFileId: input.frontImage,
      backFileId: input.backImage,
    });
    await updateCustomer(tx, actor.customerId, { kycStatus: 'review' });
  });
  return getKycOverview(deps, actor);
};

export const submitPro = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: { document: string },
) => {
  await assertOwnFile(deps, actor.customerId, input.document, 'pro');
  const current = await latestSubmission(deps.db, actor.customerId, ['pro']);
  if (current?.status === 'review') throw new DomainError('KYC_IN_REVIEW');
  if (current?.status === 'passed') throw new DomainError('KYC_ALREADY_PASSED');
  await insertSubmission(deps.db, {
    customerId: actor.customerId,
    kind: 'pro',
    frontFileId: input.document,
  });
  return getKycOverview(deps, actor);
};

/**
 * An operator passes or rejects one submission under review. The customer's status,
 * the audit record and the inbox message are written in one transaction.
 */
export const reviewKyc = async (
  deps: AppDeps,
  operator: OperatorActor,
  id: number,
  input: KycReviewRequest,
  ip?: string,
) => {
  const passed = input.decision === 'pass';
  const reason = input.decision === 'reject' ? input.reason : null;
  // A pass's comment is the operator's message to the customer, said after the inbox text.
  const message = input.decision === 'pass' ? input.comment : undefined;
  const status = await transactionWithEvents(deps, async (tx) => {
    const submission = await lockSubmission(tx, id);
    if (!submission) throw new DomainError('NOT_FOUND');
    if (submission.status !== 'review') throw new DomainError('ALREADY_REVIEWED');
    refuseIfChanged(submission, input.version);
    const status = passed ? 'passed' : 'rejected';
    const after = await updateSubmission(tx, id, {
      status,
      reason,
      reviewedBy: operatorRef(operator),
      reviewedAt: deps.now(),
    });
    if (submission.kind !== 'pro') {
      await updateCustomer(tx, submission.customerId, { kycStatus: status });
    }
    await writeAudit(tx, {
      actor: operatorRef(operator),
      action: `kyc.${input.decision}`,
      subjectType: 'kyc_submission',
      subjectId: id,
      before: submission,
      after,
      comment: reason ?? message ?? null,
      note: input.note,
      ip,
    });
    await storeEvent(tx, submission.customerId, 'kyc.result', { submissionId: id, status });
    await addInboxMessage(tx, submission.customerId, passed ? 'kycPassed' : 'kycRejected', {
      reason: reason ?? '',
      ...(message ? { [DECISION_MESSAGE]: message } : {}),
    });
    return status;
  });
  return { id, status };
};

export const listKycForReview = async (
  deps: AppDeps,
  query: {
    status?: 'review' | 'passed' | 'rejected' | undefined;
    customerId?: number | undefined;
    page: number;
    pageSize: number;
  },
) => {
  const { rows, total } = await pageSubmissions(
    deps.db,
    { status: query.status, customerId: query.customerId },
    query,
  );
  const notes = await decisionNotes(
    deps.db,
    'kyc_submission',
    rows.map((row) => row.id),
  );
  return {
    items: await withReviewContext(
      deps.db,
      rows,
      (row) => ({ customerId: row.customerId, decidedBy: row.reviewedBy }),
      (row) => ({
        ...view(row),
        customerId: row.customerId,
        firstName: row.firstName,
        lastName: row.lastName,
        idNumber: row.idNumber,
        frontFileId: row.frontFileId,
        version: row.version,
        backFileId: row.backFileId,
        note: noteOf(notes, row.id),
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};
