-- Cash dividends (issue 30 item 3): an action as the issuer announced it, approved by a second
-- admin, and what each lot held when its ex-date began is paid on its pay date, the market's
-- withholding tax as its own ledger leg.
CREATE TABLE "corporate_actions" (
  "id" bigserial PRIMARY KEY,
  "instrument_id" integer NOT NULL REFERENCES "instruments" ("id"),
  "instrument_key" text NOT NULL,
  "market" text NOT NULL,
  "currency" text NOT NULL,
  "kind" text NOT NULL,
  "amount_per_share" numeric(38, 8) NOT NULL,
  "withholding_rate" numeric(6, 5) NOT NULL,
  "ex_date" date NOT NULL,
  "pay_date" date NOT NULL,
  "status" text DEFAULT 'announced' NOT NULL,
  "note" text,
  "entered_by" text NOT NULL,
  "approved_by" text,
  "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  "entitled_at" timestamp (3) with time zone,
  "paid_at" timestamp (3) with time zone,
  CONSTRAINT "corporate_actions_kind" CHECK ("kind" = 'cash_dividend'),
  CONSTRAINT "corporate_actions_amounts" CHECK (
    "amount_per_share" > 0 AND "withholding_rate" >= 0 AND "withholding_rate" <= 0.5),
  CONSTRAINT "corporate_actions_dates" CHECK ("pay_date" >= "ex_date"),
  CONSTRAINT "corporate_actions_status" CHECK (
    "status" IN ('announced', 'entitled', 'paid', 'cancelled')),
  CONSTRAINT "corporate_actions_once" UNIQUE ("instrument_id", "kind", "ex_date")
);
--> statement-breakpoint
CREATE INDEX "corporate_actions_due_idx" ON "corporate_actions" ("status", "ex_date", "pay_date")
  WHERE "status" IN ('announced', 'entitled');
--> statement-breakpoint
CREATE TABLE "dividend_entitlements" (
  "id" bigserial PRIMARY KEY,
  "action_id" bigint NOT NULL REFERENCES "corporate_actions" ("id"),
  "position_id" bigint NOT NULL REFERENCES "positions" ("id"),
  "customer_id" bigint NOT NULL REFERENCES "customers" ("id"),
  "quantity" numeric(38, 0) NOT NULL,
  "gross" numeric(38, 8) NOT NULL,
  "withholding" numeric(38, 8) NOT NULL,
  "net" numeric(38, 8) NOT NULL,
  "entry_id" bigint REFERENCES "journal_entries" ("id"),
  "paid_at" timestamp (3) with time zone,
  CONSTRAINT "dividend_entitlements_once" UNIQUE ("action_id", "position_id"),
  CONSTRAINT "dividend_entitlements_amounts" CHECK (
    "quantity" > 0 AND "gross" > 0 AND "withholding" >= 0 AND "net" = "gross" - "withholding"),
  CONSTRAINT "dividend_entitlements_paid" CHECK (("entry_id" IS NULL) = ("paid_at" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "dividend_entitlements_customer_idx" ON "dividend_entitlements" ("customer_id", "id");
--> statement-breakpoint
CREATE INDEX "dividend_entitlements_unpaid_idx" ON "dividend_entitlements" ("action_id", "customer_id")
  WHERE "paid_at" IS NULL;
--> statement-breakpoint
-- A dividend is entered by one admin and stands once a second approves it.
ALTER TABLE "four_eyes_proposals" DROP CONSTRAINT "four_eyes_proposals_kind_check";
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_proposals_kind_check" CHECK (
  "kind" IN ('withdrawal.pass', 'ledger.adjustment', 'loan.approve', 'fx.rate', 'setting.update',
    'operator.role', 'operator.create', 'operator.totp-reset', 'operator.password-reset',
    'customer.factor-reset', 'corporate.dividend'));
