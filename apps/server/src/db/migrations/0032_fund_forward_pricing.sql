-- Funds priced like regulated funds (issue 23). A purchase is priced forward: at the NAV of
-- its pricing date, the first valuation point (the fund market's session close of a trading
-- date) after the order. Until that NAV exists the holding has no units, no buy NAV and no buy
-- closes; the unit-fixing job sets all three at once (modules/quant/quant-units.ts).
ALTER TABLE "quant_holdings" ADD COLUMN "pricing_day" date;
--> statement-breakpoint
-- Holdings bought before forward pricing were priced at the moment of purchase, on its day.
UPDATE "quant_holdings" SET "pricing_day" = ("started_at" AT TIME ZONE 'UTC')::date;
--> statement-breakpoint
ALTER TABLE "quant_holdings" ALTER COLUMN "pricing_day" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "quant_holdings" ADD COLUMN "units_fixed_at" timestamptz;
--> statement-breakpoint
UPDATE "quant_holdings" SET "units_fixed_at" = "started_at";
--> statement-breakpoint
ALTER TABLE "quant_holdings"
  ALTER COLUMN "units" DROP NOT NULL,
  ALTER COLUMN "buy_nav" DROP NOT NULL,
  ALTER COLUMN "buy_prices" DROP NOT NULL,
  DROP CONSTRAINT "quant_holdings_amounts",
  ADD CONSTRAINT "quant_holdings_amounts" CHECK (
    "amount" > 0 AND ("units" IS NULL OR "units" > 0) AND ("buy_nav" IS NULL OR "buy_nav" > 0)
  ),
  -- Units, buy NAV, closes and the moment they were fixed exist together or not at all.
  ADD CONSTRAINT "quant_holdings_units_fixed" CHECK (
    ("units" IS NULL) = ("buy_nav" IS NULL)
    AND ("units" IS NULL) = ("buy_prices" IS NULL)
    AND ("units" IS NULL) = ("units_fixed_at" IS NULL)
  ),
  -- Only a holding with units can be redeemed.
  ADD CONSTRAINT "quant_holdings_settled_units" CHECK ("status" = 0 OR "units" IS NOT NULL);
--> statement-breakpoint
-- The unit-fixing job's work list.
CREATE INDEX "quant_holdings_pending_idx" ON "quant_holdings" ("fund_id", "pricing_day") WHERE "units" IS NULL;
--> statement-breakpoint
-- The stored NAVs were struck by the old rule (UTC days: a DE date held the next date's close,
-- a US date the price at 00:00 UTC, weekends had rows). They are derived from the stored
-- candles only, so they are recomputed by the new rule on the next read; settled holdings keep
-- the NAVs they were paid at.
DELETE FROM "quant_navs";
