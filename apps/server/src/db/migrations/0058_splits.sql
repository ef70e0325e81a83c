-- Splits and reverse splits (issue 30 item 3): `split_to` new shares for every `split_from` held,
-- applied when the ex-date begins in the instrument's market; a fraction of a share left over is
-- paid in cash at the last close before the ex-date adjusted by the ratio, which is recorded.
ALTER TABLE "corporate_actions" ALTER COLUMN "amount_per_share" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "corporate_actions" ALTER COLUMN "withholding_rate" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD COLUMN "split_to" integer;
--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD COLUMN "split_from" integer;
--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD COLUMN "close_before_ex" numeric(38, 8);
--> statement-breakpoint
ALTER TABLE "corporate_actions" DROP CONSTRAINT "corporate_actions_kind";
--> statement-breakpoint
ALTER TABLE "corporate_actions" DROP CONSTRAINT "corporate_actions_amounts";
--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD CONSTRAINT "corporate_actions_kind" CHECK (
  ("kind" = 'cash_dividend' AND "amount_per_share" > 0 AND "withholding_rate" >= 0
    AND "withholding_rate" <= 0.5 AND "split_to" IS NULL AND "split_from" IS NULL)
  OR ("kind" = 'split' AND "amount_per_share" IS NULL AND "withholding_rate" IS NULL
    AND "split_to" BETWEEN 1 AND 1000 AND "split_from" BETWEEN 1 AND 1000
    AND "split_to" <> "split_from" AND "pay_date" = "ex_date"));
--> statement-breakpoint
ALTER TABLE "corporate_actions" DROP CONSTRAINT "corporate_actions_status";
--> statement-breakpoint
ALTER TABLE "corporate_actions" ADD CONSTRAINT "corporate_actions_status" CHECK (
  "status" IN ('announced', 'entitled', 'paid', 'applied', 'cancelled'));
--> statement-breakpoint
-- One instrument has at most one standing action per ex-date, whatever its kind: the order in
-- which a split and a dividend of the same day apply would otherwise be a guess.
ALTER TABLE "corporate_actions" DROP CONSTRAINT "corporate_actions_once";
--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_actions_once" ON "corporate_actions" ("instrument_id", "ex_date")
  WHERE "status" <> 'cancelled';
--> statement-breakpoint
-- What a split did to each lot: shares before and after, the cost kept, and the fraction paid
-- in cash with its ledger entry (the customer's statement line).
CREATE TABLE "split_adjustments" (
  "id" bigserial PRIMARY KEY,
  "action_id" bigint NOT NULL REFERENCES "corporate_actions" ("id"),
  "position_id" bigint NOT NULL REFERENCES "positions" ("id"),
  "customer_id" bigint NOT NULL REFERENCES "customers" ("id"),
  "quantity_before" numeric(38, 0) NOT NULL,
  "quantity_after" numeric(38, 0) NOT NULL,
  "cost" numeric(38, 8) NOT NULL,
  "fraction" numeric(38, 8) NOT NULL,
  "cash_in_lieu" numeric(38, 8) NOT NULL,
  "realized_pnl" numeric(38, 8) NOT NULL,
  "entry_id" bigint REFERENCES "journal_entries" ("id"),
  "applied_at" timestamp (3) with time zone NOT NULL,
  CONSTRAINT "split_adjustments_once" UNIQUE ("action_id", "position_id"),
  CONSTRAINT "split_adjustments_amounts" CHECK (
    "quantity_before" > 0 AND "quantity_after" >= 0 AND "fraction" >= 0 AND "fraction" < 1
    AND "cash_in_lieu" >= 0 AND ("entry_id" IS NULL) = ("cash_in_lieu" = 0))
);
--> statement-breakpoint
CREATE INDEX "split_adjustments_customer_idx" ON "split_adjustments" ("customer_id", "id");
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" DROP CONSTRAINT "four_eyes_proposals_kind_check";
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_proposals_kind_check" CHECK (
  "kind" IN ('withdrawal.pass', 'ledger.adjustment', 'loan.approve', 'fx.rate', 'setting.update',
    'operator.role', 'operator.create', 'operator.totp-reset', 'operator.password-reset',
    'customer.factor-reset', 'corporate.dividend', 'corporate.split'));
