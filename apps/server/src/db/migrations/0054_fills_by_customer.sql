-- A customer's receipts are read by customer: the closed-positions list and the realised gains
-- report (issue 30 item 4) each scan one customer's fills.
CREATE INDEX "fills_customer_idx" ON "fills" ("customer_id", "id");
