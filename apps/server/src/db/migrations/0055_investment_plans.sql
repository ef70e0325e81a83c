-- Recurring investing (issue 30 item 2): a customer's standing instruction to buy an instrument
-- for an amount or a number of shares on a cadence, and each of its runs. A run is claimed once
-- per plan and date (the unique key), whichever server copy gets there first.
CREATE TABLE "investment_plans" (
  "id" bigserial PRIMARY KEY,
  "customer_id" bigint NOT NULL REFERENCES "customers" ("id"),
  "instrument_id" integer NOT NULL REFERENCES "instruments" ("id"),
  "instrument_key" text NOT NULL,
  "market" text NOT NULL,
  "currency" text NOT NULL,
  "kind" text NOT NULL,
  "amount" numeric(38, 8),
  "quantity" numeric(38, 0),
  "frequency" text NOT NULL,
  "day" integer NOT NULL,
  "anchor_date" date NOT NULL,
  "status" text DEFAULT 'active' NOT NULL,
  "next_date" date,
  "next_run_on" date,
  "authorised_at" timestamp (3) with time zone NOT NULL,
  "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "investment_plans_kind" CHECK (
    ("kind" = 'amount' AND "amount" > 0 AND "quantity" IS NULL)
    OR ("kind" = 'quantity' AND "quantity" > 0 AND "amount" IS NULL)),
  CONSTRAINT "investment_plans_frequency" CHECK ("frequency" IN ('weekly', 'biweekly', 'monthly')),
  CONSTRAINT "investment_plans_day" CHECK (
    ("frequency" = 'monthly' AND "day" BETWEEN 1 AND 31) OR ("day" BETWEEN 1 AND 5)),
  CONSTRAINT "investment_plans_status" CHECK ("status" IN ('active', 'paused', 'cancelled')),
  CONSTRAINT "investment_plans_next" CHECK (
    ("status" = 'cancelled') OR ("next_date" IS NOT NULL AND "next_run_on" >= "next_date"))
);
--> statement-breakpoint
CREATE INDEX "investment_plans_customer_idx" ON "investment_plans" ("customer_id", "id");
--> statement-breakpoint
CREATE INDEX "investment_plans_due_idx" ON "investment_plans" ("market", "next_run_on")
  WHERE "status" = 'active';
--> statement-breakpoint
CREATE TABLE "investment_plan_runs" (
  "id" bigserial PRIMARY KEY,
  "plan_id" bigint NOT NULL REFERENCES "investment_plans" ("id"),
  "scheduled_date" date NOT NULL,
  "run_on" date NOT NULL,
  "status" text DEFAULT 'running' NOT NULL,
  -- The shares the run buys, fixed when it is claimed: a run taken over after a crash places
  -- the same order again under the same idempotency key, never a second one.
  "quantity" numeric(38, 0),
  "order_id" bigint REFERENCES "orders" ("id"),
  "reason" text,
  "claimed_at" timestamp (3) with time zone NOT NULL,
  "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "investment_plan_runs_once" UNIQUE ("plan_id", "scheduled_date"),
  CONSTRAINT "investment_plan_runs_status" CHECK (
    ("status" = 'running' AND "order_id" IS NULL AND "reason" IS NULL)
    OR ("status" = 'placed' AND "order_id" IS NOT NULL AND "reason" IS NULL)
    OR ("status" = 'refused' AND "order_id" IS NULL AND "reason" IS NOT NULL))
);
