-- A buy can carry the stops its lot starts with (issue 30 item 5): a trailing stop instead of a
-- fixed stop loss, and whether the take profit sells at market or as a limit at its level.
ALTER TABLE "orders" ADD COLUMN "trailing_kind" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trailing_distance" numeric(38, 8);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "take_profit_kind" text DEFAULT 'market' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_trailing" CHECK (
  ("trailing_kind" IS NULL) = ("trailing_distance" IS NULL)
  AND ("trailing_kind" IS NULL OR ("trailing_kind" IN ('amount', 'percent')
    AND "trailing_distance" > 0 AND "stop_loss" IS NULL)));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_take_profit_kind" CHECK (
  "take_profit_kind" IN ('market', 'limit'));
