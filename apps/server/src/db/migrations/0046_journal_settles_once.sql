-- A movement that happens once for its record is posted once (issue 27): the journal refuses a
-- second entry of these types with the same reference for the same customer. A deposit is credited once (its
-- reference is the deposit's own, unique); an order reserves, fills (order.buy, order.post,
-- order.sell) or is voided once (orders fill whole; 'O' and the order's id); a fund holding is
-- bought and redeemed once ('quant:' and the holding's id); a loan is disbursed once ('loan:'
-- and the loan's id). The callers already make each of these happen once (row locks, status
-- checks, a hold that settles once); this is the database's own guarantee beneath them.
-- Repeating types (a loan's accruals and repayments, an IPO's reserves by offering, transfers,
-- adjustments) are not listed; entries without a reference are not constrained. The customer is
-- part of the key because the demo funding's reference ('DEMO-' and the currency) is the same
-- for every demo customer, once each.
CREATE UNIQUE INDEX "journal_entries_settles_once" ON "journal_entries" ("customer_id", "reference", "type")
  WHERE "reference" IS NOT NULL AND "type" IN ('deposit', 'order.reserve', 'order.buy',
    'order.post', 'order.sell', 'order.void', 'quant.buy', 'quant.redeem', 'loan.disburse');
