-- Quant funds (issue 15). A fund is a stated basket: instruments of one market with weights
-- summing to 1, and a rebalancing rule. Its net asset value per unit follows from the feed's
-- daily closes by that rule (modules/quant/nav-rule.ts), one row per fund and day; a customer
-- buys units at today's NAV and the settlement job redeems them at the NAV of the period's
-- last day. Nothing here is typed by an operator after the fund is defined.
CREATE TABLE "quant_funds" (
  "id" bigserial PRIMARY KEY,
  -- The name in every language of the app: {"en": "...", "de": "...", ...}.
  "name" jsonb NOT NULL,
  "market" text NOT NULL,
  "currency" text NOT NULL,
  "risk" smallint NOT NULL,
  "institution" text NOT NULL,
  "period_days" integer NOT NULL,
  "min_purchase" numeric(38, 8) NOT NULL,
  "max_purchase" numeric(38, 8) NOT NULL,
  "subscription_start" timestamptz NOT NULL,
  "subscription_end" timestamptz NOT NULL,
  -- none: weights set once; weekly / monthly: reset at the close of each week's / month's last day.
  "rebalance" text NOT NULL,
  -- NAV is 1 at the closes of this day (the base day); the first NAV row is the next day's.
  "base_day" date NOT NULL,
  "created_by" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "quant_funds_risk" CHECK ("risk" BETWEEN 1 AND 5),
  CONSTRAINT "quant_funds_period" CHECK ("period_days" BETWEEN 1 AND 3650),
  CONSTRAINT "quant_funds_purchase" CHECK ("min_purchase" > 0 AND "max_purchase" >= "min_purchase"),
  CONSTRAINT "quant_funds_window" CHECK ("subscription_end" > "subscription_start"),
  CONSTRAINT "quant_funds_rebalance" CHECK ("rebalance" IN ('none', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "quant_fund_components" (
  "fund_id" bigint NOT NULL REFERENCES "quant_funds"("id"),
  "instrument_key" text NOT NULL,
  "weight" numeric(12, 8) NOT NULL,
  PRIMARY KEY ("fund_id", "instrument_key"),
  CONSTRAINT "quant_fund_components_weight" CHECK ("weight" > 0 AND "weight" <= 1)
);
--> statement-breakpoint
-- One row per fund and day, with the closes it was computed from; `rebalanced` marks a day
-- whose closes became the base of the following days. A second run or a second server
-- computes the same row and inserts nothing.
CREATE TABLE "quant_navs" (
  "fund_id" bigint NOT NULL REFERENCES "quant_funds"("id"),
  "day" date NOT NULL,
  "nav" numeric(38, 8) NOT NULL,
  "prices" jsonb NOT NULL,
  "rebalanced" boolean NOT NULL,
  "computed_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("fund_id", "day"),
  CONSTRAINT "quant_navs_positive" CHECK ("nav" > 0)
);
--> statement-breakpoint
CREATE TABLE "quant_holdings" (
  "id" bigserial PRIMARY KEY,
  "customer_id" bigint NOT NULL REFERENCES "customers"("id"),
  "fund_id" bigint NOT NULL REFERENCES "quant_funds"("id"),
  "currency" text NOT NULL,
  "amount" numeric(38, 8) NOT NULL,
  "units" numeric(38, 8) NOT NULL,
  -- The buy price: today's NAV at the moment of the buy, and the quotes it came from.
  "buy_nav" numeric(38, 8) NOT NULL,
  "buy_prices" jsonb NOT NULL,
  "started_at" timestamptz NOT NULL,
  -- Redeemed at the NAV of this day (UTC), once it has closed.
  "end_day" date NOT NULL,
  -- 0 in progress, 1 ended (seed section 4).
  "status" smallint NOT NULL DEFAULT 0,
  "sell_nav" numeric(38, 8),
  "settled_amount" numeric(38, 8),
  "settled_profit" numeric(38, 8),
  "settled_at" timestamptz,
  CONSTRAINT "quant_holdings_amounts" CHECK ("amount" > 0 AND "units" > 0 AND "buy_nav" > 0),
  CONSTRAINT "quant_holdings_status" CHECK ("status" IN (0, 1)),
  CONSTRAINT "quant_holdings_settled" CHECK (("status" = 1) = ("settled_amount" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "quant_holdings_customer_idx" ON "quant_holdings" ("customer_id", "status", "id");
--> statement-breakpoint
-- The settlement job's work list.
CREATE INDEX "quant_holdings_due_idx" ON "quant_holdings" ("end_day") WHERE "status" = 0;
