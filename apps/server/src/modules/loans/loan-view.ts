import { repaymentAmount, type AdminLoanView, type LoanView } from '@brokerage/shared';
import type { loans } from '../../db/schema/index.ts';
import { marginOfLoan } from './margin-settings.ts';

export type LoanRow = typeof loans.$inferSelect;
/** A loan's own fields; its collateral is valued against the quotes (loan-collateral.ts). */
export type LoanFields = Omit<LoanView, 'collateral'>;

const approvalOf = (status: LoanRow['status']): LoanView['approvalStatus'] =>
  status === 'applied' ? 'review' : status === 'rejected' ? 'rejected' : 'approved';

/**
 * What repaying the loan in full takes now: principal + interest to date + penalty, the
 * interest and the penalty each cut to the currency's unit (the 8-decimal accruals below it
 * are waived when the loan is repaid in full).
 */
export const debtOf = (row: LoanRow) => repaymentAmount(row, row.currency);

export const toLoanView = (row: LoanRow): LoanFields => ({
  id: row.id,
  currency: row.currency,
  amount: row.amount,
  periodDays: row.periodDays,
  interestRate: row.interestRate,
  penaltyRate: row.penaltyRate,
  dayCount: row.dayCount,
  timeZone: row.timeZone,
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
  margin: marginOfLoan(row),
});

export const toAdminLoanView = (row: LoanRow): Omit<AdminLoanView, 'collateral'> => ({
  ...toLoanView(row),
  customerId: row.customerId,
  imageFileId: row.imageFileId,
  signatureFileId: row.signatureFileId,
});
