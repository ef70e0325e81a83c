import type { LoanCollateral, LoanHistory } from '@brokerage/shared';
import { asc, eq } from 'drizzle-orm';
import { loanAccruals, loanRepayments } from '../../db/schema/index.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import type { PageParams } from '../../db/paginate.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { openProposalIds } from '../four-eyes/four-eyes.repository.ts';
import { findCustomerById } from '../member/member.repository.ts';
import { readUpload } from '../uploads/uploads.service.ts';
import { renderAgreement } from './loan-agreement.ts';
import { getMarginSetting } from './margin-settings.ts';
import { collateralOf, withCollateral } from './loan-collateral.ts';
import { toAdminLoanView, type LoanRow } from './loan-view.ts';
import { findLoan, pageLoans } from './loans.repository.ts';

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
    deps.db
      .select()
      .from(loanAccruals)
      .where(eq(loanAccruals.loanId, loan.id))
      .orderBy(asc(loanAccruals.day)),
    deps.db
      .select()
      .from(loanRepayments)
      .where(eq(loanRepayments.loanId, loan.id))
      .orderBy(asc(loanRepayments.id)),
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
    await getMarginSetting(deps.db),
  );
  return { loanId: loan.id, pdf };
};

export const listLoansForReview = async (
  deps: AppDeps,
  query: PageParams & { status?: LoanRow['status'] | undefined },
) => {
  const { rows, total } = await pageLoans(
    deps.db,
    query.status === undefined ? {} : { status: query.status },
    query,
  );
  const [proposals, collateral] = await Promise.all([
    openProposalIds(
      deps.db,
      rows.map((row) => `loan:${row.id}`),
    ),
    collateralOf(deps, deps.db, rows),
  ]);
  return {
    items: rows.map((row, i) => ({
      ...toAdminLoanView(row),
      collateral: collateral[i] as LoanCollateral,
      openProposalId: proposals.get(`loan:${row.id}`) ?? null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};
