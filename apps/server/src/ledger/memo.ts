import type { EntryMemo, MemoKey } from '@brokerage/shared';

type Values = Record<string, string>;

/** The English text of each memo: kept on the entry for exports, operators and old readers. */
const ENGLISH: Record<MemoKey, (values: Values) => string> = {
  buy: (v) => `Buy ${v.quantity} ${v.key}`,
  sell: (v) => `Sell ${v.quantity} ${v.key}`,
  orderCancelled: (v) => `Order ${v.id} cancelled`,
  deposit: (v) => `Deposit ${v.reference}`,
  transfer: (v) => `Account transfer ${v.from} to ${v.to}`,
  withdrawal: (v) => `Withdrawal ${v.id}`,
  withdrawalTo: (v) => `Withdrawal to ${v.name}`,
  withdrawalCancelled: () => 'Withdrawal cancelled',
  loanDisbursed: (v) => `Loan ${v.id} disbursed`,
  loanRepayment: (v) => `Loan ${v.id} repayment`,
  ipoSubscribe: (v) => `IPO subscription ${v.quantity} ${v.key}`,
  ipoAllotment: (v) => `IPO allotment ${v.quantity} ${v.key}`,
  ipoRefund: (v) => `IPO not allotted ${v.key}`,
  quantBuy: (v) => `Quant fund ${v.name}: ${v.units} units at ${v.nav}`,
  quantBuyForward: (v) => `Quant fund ${v.name}: purchase priced at the NAV of ${v.day}`,
  quantRedeem: (v) => `Quant fund ${v.name}: redeemed ${v.units} units at ${v.nav}`,
  adjustment: (v) => `Adjustment: ${v.reason}`,
  loanInterest: (v) => `Loan ${v.id} interest ${v.interest} for ${v.day}`,
  loanInterestPenalty: (v) =>
    `Loan ${v.id} interest ${v.interest} and penalty ${v.penalty} for ${v.day}`,
  loanWaived: (v) => `Loan ${v.id} accrual below ${v.currency} unit waived: ${v.amount}`,
  loanLiquidation: (v) => `Loan ${v.id} liquidation: ${v.from} proceeds converted to ${v.to}`,
  dividend: (v) =>
    `Dividend ${v.key}: ${v.quantity} shares x ${v.perShare}, withholding tax ${v.withholding}`,
  cashInLieu: (v) =>
    `Cash in lieu ${v.key}: ${v.fraction} share after a ${v.to}-for-${v.from} split, close ${v.price}`,
  practiceFunding: (v) => `Practice account opened with ${v.amount} ${v.currency} of virtual money`,
};

/**
 * What an entry says on its owner's statement: a key and values the app translates into the
 * reader's language, and the English description written beside them. Spread into an entry.
 */
export const entryText = (
  key: MemoKey,
  values: Values = {},
): { description: string; memo: EntryMemo } => ({
  description: ENGLISH[key](values),
  memo: { key, values },
});
