-- Stock financing as a margin product (issue 26). A lent loan pledges lots: the pledged part
-- of a lot cannot be promised to a close (or any sale), which the lot's own CHECK enforces,
-- so every path that sells (a close, a stop loss, a matched sell, execute_fill) is covered by
-- the database and not by a test of each caller. A loan's collateral is watched on ticks: a
-- margin call below the maintenance level, a liquidation below the liquidation level or past
-- the call's deadline.
ALTER TABLE "positions" ADD COLUMN "pledged_quantity" numeric(38, 0) NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_quantities";
--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_quantities" CHECK (
  "quantity" >= 0 AND "closing_quantity" >= 0 AND "pledged_quantity" >= 0
  AND "closing_quantity" + "pledged_quantity" <= "quantity");
--> statement-breakpoint
-- A margin loan is drawn against the borrowing power: several loans may be open at once, and
-- parallel applications are serialised on the customer's row lock instead of this index.
DROP INDEX "loans_one_open";
--> statement-breakpoint
-- What each loan pledged of each lot; the lot's pledged_quantity is the sum over its loans.
CREATE TABLE "loan_pledges" (
  "loan_id" bigint NOT NULL REFERENCES "loans"("id"),
  "position_id" bigint NOT NULL REFERENCES "positions"("id"),
  "quantity" numeric(38, 0) NOT NULL CHECK ("quantity" >= 0),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("loan_id", "position_id")
);
--> statement-breakpoint
CREATE INDEX "loan_pledges_position_idx" ON "loan_pledges" ("position_id");
--> statement-breakpoint
-- A margin call: what to repay to be back at the maintenance level, by when.
CREATE TABLE "margin_calls" (
  "id" bigserial PRIMARY KEY,
  "loan_id" bigint NOT NULL REFERENCES "loans"("id"),
  "amount_to_repay" numeric(38, 8) NOT NULL CHECK ("amount_to_repay" >= 0),
  "equity_ratio" numeric(38, 8) NOT NULL,
  "deadline" timestamptz NOT NULL,
  "status" text NOT NULL DEFAULT 'open'
    CONSTRAINT "margin_calls_status" CHECK ("status" IN ('open', 'met', 'liquidated')),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "closed_at" timestamptz
);
--> statement-breakpoint
-- One open call per loan: two monitors that see the same fall raise it once.
CREATE UNIQUE INDEX "margin_calls_one_open" ON "margin_calls" ("loan_id") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "margin_calls_loan_idx" ON "margin_calls" ("loan_id", "id");
--> statement-breakpoint
-- The monitor's work list: instruments with pledged lots.
CREATE INDEX "positions_pledged_idx" ON "positions" ("instrument_key") WHERE "pledged_quantity" > 0;
