-- Recurring plans that buy a basket (issue 30 item 2): what a plan buys moves to its
-- components, one row per instrument in the customer's order. A plan of one instrument is a
-- basket of one: weight 100 for an amount, its shares for a quantity. Each run is one
-- instrument's on one date, claimed once per plan, date and position.
CREATE TABLE "investment_plan_components" (
  "plan_id" bigint NOT NULL REFERENCES "investment_plans" ("id"),
  "position" smallint NOT NULL,
  "instrument_id" integer NOT NULL REFERENCES "instruments" ("id"),
  "instrument_key" text NOT NULL,
  "weight" smallint,
  "quantity" numeric(38, 0),
  PRIMARY KEY ("plan_id", "position"),
  CONSTRAINT "investment_plan_components_once" UNIQUE ("plan_id", "instrument_id"),
  CONSTRAINT "investment_plan_components_position" CHECK ("position" BETWEEN 0 AND 9),
  CONSTRAINT "investment_plan_components_terms" CHECK (
    ("weight" BETWEEN 1 AND 100 AND "quantity" IS NULL)
    OR ("weight" IS NULL AND "quantity" > 0))
);
--> statement-breakpoint
CREATE INDEX "investment_plan_components_instrument_idx"
  ON "investment_plan_components" ("instrument_id");
--> statement-breakpoint
INSERT INTO "investment_plan_components"
  ("plan_id", "position", "instrument_id", "instrument_key", "weight", "quantity")
SELECT "id", 0, "instrument_id", "instrument_key",
       CASE WHEN "kind" = 'amount' THEN 100 END, "quantity"
  FROM "investment_plans";
--> statement-breakpoint
ALTER TABLE "investment_plan_runs" ADD COLUMN "position" smallint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "investment_plan_runs" ADD COLUMN "instrument_key" text;
--> statement-breakpoint
UPDATE "investment_plan_runs" r SET "instrument_key" = p."instrument_key"
  FROM "investment_plans" p WHERE p."id" = r."plan_id";
--> statement-breakpoint
ALTER TABLE "investment_plan_runs" ALTER COLUMN "instrument_key" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "investment_plan_runs" ALTER COLUMN "position" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "investment_plan_runs" DROP CONSTRAINT "investment_plan_runs_once";
--> statement-breakpoint
ALTER TABLE "investment_plan_runs" ADD CONSTRAINT "investment_plan_runs_once"
  UNIQUE ("plan_id", "scheduled_date", "position");
--> statement-breakpoint
ALTER TABLE "investment_plans" DROP CONSTRAINT "investment_plans_kind";
--> statement-breakpoint
ALTER TABLE "investment_plans" ADD CONSTRAINT "investment_plans_kind" CHECK (
  ("kind" = 'amount' AND "amount" > 0) OR ("kind" = 'quantity' AND "amount" IS NULL));
--> statement-breakpoint
ALTER TABLE "investment_plans" DROP COLUMN "instrument_id";
--> statement-breakpoint
ALTER TABLE "investment_plans" DROP COLUMN "instrument_key";
--> statement-breakpoint
ALTER TABLE "investment_plans" DROP COLUMN "quantity";
