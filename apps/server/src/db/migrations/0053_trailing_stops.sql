-- A lot's stop loss may trail the bid by an amount or a percent (the stop ratchets up from the
-- highest bid seen since it was set, never down), and its take profit may sell at a limit of
-- its level instead of at market (issue 30 item 5).
ALTER TABLE "positions"
  ADD COLUMN "trailing_kind" text,
  ADD COLUMN "trailing_distance" numeric(38, 8),
  ADD COLUMN "trailing_peak" numeric(38, 8),
  ADD COLUMN "take_profit_kind" text DEFAULT 'market' NOT NULL;
--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_trailing" CHECK (
  ("trailing_kind" IS NULL AND "trailing_distance" IS NULL AND "trailing_peak" IS NULL)
  OR ("trailing_kind" IN ('amount', 'percent') AND "trailing_distance" > 0
    AND "trailing_peak" > 0 AND "stop_loss" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_take_profit_kind" CHECK (
  "take_profit_kind" IN ('market', 'limit'));
--> statement-breakpoint
CREATE INDEX "positions_trailing_idx" ON "positions" ("instrument_key", "trailing_peak")
  WHERE "status" = 'open' AND "trailing_kind" IS NOT NULL;
