-- Issue 27: a withdrawal's ledger entries carry its reference ('W' and its id), given to its hold
-- when it is reserved, so that a statement line leads to its withdrawal; and the journal refuses
-- a second reserve, payout or refund of one withdrawal, as it does for deposits and orders
-- (0046). Entries made before this have no reference and are not constrained; journal entries
-- are never rewritten, so they keep none.
DROP INDEX "journal_entries_settles_once";
CREATE UNIQUE INDEX "journal_entries_settles_once" ON "journal_entries" ("customer_id", "reference", "type")
  WHERE "reference" IS NOT NULL AND "type" IN ('deposit', 'order.reserve', 'order.buy',
    'order.post', 'order.sell', 'order.void', 'quant.buy', 'quant.redeem', 'loan.disburse',
    'withdrawal.reserve', 'withdrawal.post', 'withdrawal.void');
