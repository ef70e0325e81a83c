import {
  Decimal,
  FIAT_DECIMALS,
  type AdminLoanDetail,
  type LoanCollateral,
  type LoanHistory,
} from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import type { PageParams } from '../../db/paginate.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { openProposalIds } from '../four-eyes/four-eyes.repository.ts';
import { decisionNotes, noteOf } from '../audit/decision-notes.repository.ts';
import { withReviewContext } from '../member/review-context.ts';
import { findCustomerById } from '../member/member.repository.ts';
import { readUpload } from '../uploads/uploads.service.ts';
import { renderAgreement } from './loan-agreement.ts';
import { collateralOf, withCollateral } from './loan-collateral.ts';
import { toAdminLoanView, type LoanRow } from './loan-view.ts';
import { marginCallsOf } from './loan-pledges.repository.ts';
import { accrualsOf, findLoan, loanById, pageLoans, repaymentsOf } from './loans.repository.ts';

const ownLoan = async (deps: AppDeps, actor: CustomerActor, id: number): Promise<LoanRow> => {
  const row = await findLoan(deps.db, id, actor.customerId);
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
};

export const listLoans = async (
  deps: AppDeps,
  actor: CustomerActor,
  query: PageParams & { state: 'open' | 'closed' | 'all' },
) => {
  const { rows, total } = await pageLoans(
    deps.db,
    { customerId: actor.customerId, state: query.state },
    query,
  );
  return {
    items: await withCollateral(deps, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

export const loanDetail = async (deps: AppDeps, actor: CustomerActor, id: number) => {
  const [view] = await withCollateral(deps, [await ownLoan(deps, actor, id)]);
  if (!view) throw new DomainError('NOT_FOUND');
  return view;
};

/** Day by day what accrued, and every repayment with how it was split. */
export const loanHistory = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
): Promise<LoanHistory> => {
  const loan = await ownLoan(deps, actor, id);
  const [accruals, repayments] = await Promise.all([
    accrualsOf(deps.db, loan.id),
    repaymentsOf(deps.db, loan.id),
  ]);
  return {
    accruals: accruals.map((a) => ({
      day: a.day,
      principal: a.principal,
      interest: a.interest,
      penalty: a.penalty,
    })),
    repayments: repayments.map((r) => ({
      id: r.id,
      amount: r.amount,
      principal: r.principal,
      interest: r.interest,
      penalty: r.penalty,
      createdAt: r.createdAt.toISOString(),
    })),
  };
};

/** The owner's agreement PDF, with the signature they drew. */
export const loanAgreement = async (deps: AppDeps, actor: CustomerActor, id: number) => {
  const loan = await ownLoan(deps, actor, id);
  const [customer, signature] = await Promise.all([
    findCustomerById(deps.db, actor.customerId),
    readUpload(deps, actor.customerId, loan.signatureFileId),
  ]);
  if (!customer) throw new DomainError('NOT_FOUND');
  const pdf = await renderAgreement(
    loan,
    { uid: customer.uid, name: customer.nickname },
    signature.data,
  );
  return { loanId: loan.id, pdf };
};

export const listLoansForReview = async (
  deps: AppDeps,
  query: PageParams & {
    status?: LoanRow['status'] | undefined;
    customerId?: number | undefined;
  },
) => {
  const { rows, total } = await pageLoans(
    deps.db,
    {
      ...(query.status === undefined ? {} : { status: query.status }),
      ...(query.customerId === undefined ? {} : { customerId: query.customerId }),
    },
    query,
  );
  const [proposals, collateral, notes] = await Promise.all([
    openProposalIds(
      deps.db,
      rows.map((row) => `loan:${row.id}`),
    ),
    collateralOf(deps, deps.db, rows),
    decisionNotes(
      deps.db,
      'loan',
      rows.map((row) => row.id),
    ),
  ]);
  return {
    items: await withReviewContext(
      deps.db,
      rows.map((row, i) => ({ row, collateral: collateral[i] as LoanCollateral })),
      ({ row }) => ({ customerId: row.customerId, decidedBy: row.reviewedBy }),
      ({ row, collateral: held }) => ({
        ...toAdminLoanView(row),
        collateral: held,
        openProposalId: proposals.get(`loan:${row.id}`) ?? null,
        note: noteOf(notes, row.id),
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** One loan for operators: the list item's fields and every margin call, newest first. */
export const loanDetailForReview = async (deps: AppDeps, id: number): Promise<AdminLoanDetail> => {
  const row = await loanById(deps.db, id);
  if (!row) throw new DomainError('NOT_FOUND');
  const [[collateral], proposals, calls, notes, [context]] = await Promise.all([
    collateralOf(deps, deps.db, [row]),
    openProposalIds(deps.db, [`loan:${row.id}`]),
    marginCallsOf(deps.db, row.id),
    decisionNotes(deps.db, 'loan', [row.id]),
    withReviewContext(
      deps.db,
      [row],
      (loan) => ({ customerId: loan.customerId, decidedBy: loan.reviewedBy }),
      () => ({}),
    ),
  ]);
  if (!context) throw new Error(`loan ${id} lost its context`);
  return {
    ...toAdminLoanView(row),
    ...context,
    collateral: collateral as LoanCollateral,
    openProposalId: proposals.get(`loan:${row.id}`) ?? null,
    note: noteOf(notes, row.id),
    marginCalls: calls.map((call) => ({
      id: call.id,
      amountToRepay: new Decimal(call.amountToRepay).toFixed(FIAT_DECIMALS),
      equityRatio: new Decimal(call.equityRatio).toFixed(4, Decimal.ROUND_DOWN),
      deadline: call.deadline.toISOString(),
      status: call.status,
      createdAt: call.createdAt.toISOString(),
      closedAt: call.closedAt?.toISOString() ?? null,
    })),
  };
};
