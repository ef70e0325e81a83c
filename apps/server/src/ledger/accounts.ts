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
  'products', // quant funds and other products
  'fx', // currency conversion
  'adjustments', // operator corrections, always with a reason
] as const;
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];

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
