import { Decimal, type AdminLoanView, type LoanView } from '@brokerage/shared';
import type { loans } from '../../db/schema/index.ts';

export type LoanRow = typeof loans.$inferSelect;

const approvalOf = (status: LoanRow['status']): LoanView['approvalStatus'] =>
  status === 'applied' ? 'review' : status === 'rejected' ? 'rejected' : 'approved';

/** Principal + interest to date + penalty: what repaying the loan in full takes now. */
export const debtOf = (row: Pick<LoanRow, 'principalDue' | 'interestDue' | 'penaltyDue'>) =>
  new Decimal(row.principalDue).plus(row.interestDue).plus(row.penaltyDue);

export const toLoanView = (row: LoanRow): LoanView => ({
  id: row.id,
  currency: row.currency,
  amount: row.amount,
  periodDays: row.periodDays,
  interestRate: row.interestRate,
  penaltyRate: row.penaltyRate,
  status: row.status,
  approvalStatus: approvalOf(row.status),
  disbursed: row.disbursedAt !== null,
  reason: row.reason,
  principalDue: row.principalDue,
  interestDue: row.interestDue,
  penaltyDue: row.penaltyDue,
  repaymentAmount: debtOf(row).toFixed(8),
  accruedThrough: row.accruedThrough,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  disbursedAt: row.disbursedAt?.toISOString() ?? null,
  dueDate: row.dueDate,
  repaidAt: row.repaidAt?.toISOString() ?? null,
  version: row.version,
});

export const toAdminLoanView = (row: LoanRow): AdminLoanView => ({
  ...toLoanView(row),
  customerId: row.customerId,
  imageFileId: row.imageFileId,
  signatureFileId: row.signatureFileId,
});
