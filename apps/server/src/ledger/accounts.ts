import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

export const CUSTOMER_ACCOUNT_KINDS = ['cash', 'held'] as const;
export type CustomerAccountKind = (typeof CUSTOMER_ACCOUNT_KINDS)[number];

/** The platform's side of every movement: the outside world and the house. */
export const PLATFORM_ACCOUNT_KINDS = [
  'bank', // money held for customers at banks; deposits and withdrawals by card
  'chain', // crypto custody; deposits and withdrawals on chain
  'fees', // handling fees earned
  'counterparty', // the other side of customer trades
  'loans', // stock financing principal
  'loan_interest_receivable', // interest and penalty accrued on loans, not yet paid
  'loan_interest_income', // interest and penalty earned on loans, as they accrue
  'products', // quant funds and other products
  'fx', // currency conversion
  'adjustments', // operator corrections, always with a reason
  'dividends', // cash dividends paid to customers on the issuers' behalf
  'withholding_tax', // tax withheld from dividends, owed to the tax authority
  'cash_in_lieu', // fractions of a share a split leaves, paid in cash on the issuer's behalf
  'practice_funding', // the virtual money practice accounts are opened with (practice book only)
] as const;
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];

/**
 * The platform accounts whose balance may go below zero, and why; the ledger check reports
 * each one's total per currency as the platform's exposure, and any other platform account
 * below zero is a breach (a loss hidden in an account that should only ever earn or hold).
 * A new kind of movement that takes a platform account below zero is named here, or fails
 * the check.
 */
export const MAY_GO_NEGATIVE = [
  // The outside world: a deposit takes from it what the customer is credited (money the
  // platform holds for customers at banks or on chain), a withdrawal gives it back.
  'bank',
  'chain',
  // The other side of customer trades: below zero when customers have sold for more than
  // they paid, which is the platform's trading loss, shown as its exposure.
  'counterparty',
  // Currency conversion: gives out the currency bought and takes in the currency sold.
  'fx',
  // Operator corrections, each with a reason: one in a customer's favour is the platform's
  // cost, shown as its exposure.
  'adjustments',
  // The loan book: a disbursement takes the principal from it and repayments of principal
  // give it back, so it stands at minus the principal customers owe, shown as the platform's
  // exposure.
  'loans',
  // The loan book's receivable: each day's interest and penalty is taken from it into
  // `loan_interest_income` as it accrues, and repayments give it back, so it stands at minus
  // the interest and penalty customers owe.
  'loan_interest_receivable',
  // Quant funds: a purchase pays in the amount, a redemption pays out units x the end NAV, so
  // the account keeps what customers lost and goes below zero by what they gained; its total
  // is the platform's exposure to the funds' results.
  'products',
  // Cash dividends: each payment takes the gross from it (the issuers' money, received through
  // the custodian), so it stands at minus what customers were paid before tax.
  'dividends',
  // Splits: the fractions of a share a split leaves are sold by the issuer's agent and their
  // cash paid to holders through it, so it stands at minus what customers were paid.
  'cash_in_lieu',
  // Practice accounts: each opening takes the virtual money from it, so it stands at minus
  // what practice accounts were given; it exists in the practice book only.
  'practice_funding',
] as const satisfies readonly PlatformAccountKind[];

/**
 * Platform accounts the practice book never has (ledger_post_entry refuses them there, LD005):
 * practice money cannot be deposited, withdrawn, lent or corrected by an operator.
 */
export const PRACTICE_BOOK_EXCLUDES = [
  'bank',
  'chain',
  'loans',
  'loan_interest_receivable',
  'loan_interest_income',
  'adjustments',
] as const satisfies readonly PlatformAccountKind[];

export type AccountRef =
  | { customerId: number; kind: CustomerAccountKind; currency: string }
  | { platform: PlatformAccountKind; currency: string };

export const isCustomerRef = (
  ref: AccountRef,
): ref is { customerId: number; kind: CustomerAccountKind; currency: string } =>
  'customerId' in ref;

export interface CustomerBalance {
  currency: string;
  available: string;
  held: string;
  total: string;
}

/** Balances per currency of one customer: available (cash), held, and their sum. */
export const customerBalances = async (
  tx: Executor,
  customerId: number,
): Promise<CustomerBalance[]> => {
  const rows = await tx.execute<{
    currency: string;
    available: string;
    held: string;
    total: string;
  }>(sql`
    SELECT currency,
           COALESCE(SUM(balance) FILTER (WHERE kind = 'cash'), 0)::numeric(38,8)::text AS available,
           COALESCE(SUM(balance) FILTER (WHERE kind = 'held'), 0)::numeric(38,8)::text AS held,
           SUM(balance)::numeric(38,8)::text AS total
      FROM ledger_accounts
     WHERE owner_type = 'customer' AND customer_id = ${customerId}
     GROUP BY currency
     ORDER BY currency`);
  return rows.rows;
};
