-- Stock financing (issue 15). A loan is applied for with its terms copied from the settings
-- of that moment (the rates the customer saw are the rates that apply), reviewed by an
-- operator, disbursed from the platform's loan book, accrues interest (and, past its due
-- date, a penalty) day by day, and is repaid by the customer.
CREATE TABLE "loans" (
  "id" bigserial PRIMARY KEY,
  "customer_id" bigint NOT NULL REFERENCES "customers"("id"),
  "currency" text NOT NULL,
  "amount" numeric(38, 8) NOT NULL,
  "period_days" integer NOT NULL,
  "interest_rate" numeric(12, 8) NOT NULL,
  "penalty_rate" numeric(12, 8) NOT NULL,
  "image_file_id" uuid NOT NULL REFERENCES "files"("id"),
  "signature_file_id" uuid NOT NULL REFERENCES "files"("id"),
  "agreed_at" timestamptz NOT NULL,
  -- applied -> rejected | disbursed -> overdue -> repaid (disbursed -> repaid when on time).
  "status" text NOT NULL DEFAULT 'applied',
  "reason" text,
  "reviewed_by" text,
  "reviewed_at" timestamptz,
  "disbursed_at" timestamptz,
  -- Repay by the end of this day (UTC); past it the loan is overdue and a penalty accrues.
  "due_date" date,
  -- What is owed now: the accrual job adds to interest and penalty, repayments take off.
  "principal_due" numeric(38, 8) NOT NULL DEFAULT 0,
  "interest_due" numeric(38, 8) NOT NULL DEFAULT 0,
  "penalty_due" numeric(38, 8) NOT NULL DEFAULT 0,
  -- The last day whose interest (and penalty) is in the accrual rows.
  "accrued_through" date,
  "due_reminded_at" timestamptz,
  "overdue_notified_at" timestamptz,
  "repaid_at" timestamptz,
  -- Bumped by every change, so an operator's decision on an old read is refused.
  "version" integer NOT NULL DEFAULT 1,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "loans_amount_whole" CHECK ("amount" > 0 AND "amount" = trunc("amount")),
  CONSTRAINT "loans_period" CHECK ("period_days" > 0),
  CONSTRAINT "loans_rates" CHECK ("interest_rate" >= 0 AND "penalty_rate" >= 0),
  CONSTRAINT "loans_dues" CHECK ("principal_due" >= 0 AND "interest_due" >= 0 AND "penalty_due" >= 0),
  CONSTRAINT "loans_status" CHECK ("status" IN ('applied', 'rejected', 'disbursed', 'overdue', 'repaid'))
);
--> statement-breakpoint
CREATE INDEX "loans_customer_idx" ON "loans" ("customer_id", "id");
--> statement-breakpoint
-- One open loan (under review or not yet repaid) per customer: parallel applications race on
-- this index, so exactly one of them is created.
CREATE UNIQUE INDEX "loans_one_open" ON "loans" ("customer_id")
  WHERE "status" IN ('applied', 'disbursed', 'overdue');
--> statement-breakpoint
-- The jobs' work list: loans that accrue.
CREATE INDEX "loans_accruing_idx" ON "loans" ("accrued_through")
  WHERE "status" IN ('disbursed', 'overdue');
--> statement-breakpoint
-- One row per loan and day: a second run, or a second server, inserts nothing.
CREATE TABLE "loan_accruals" (
  "loan_id" bigint NOT NULL REFERENCES "loans"("id"),
  "day" date NOT NULL,
  "principal" numeric(38, 8) NOT NULL,
  "interest" numeric(38, 8) NOT NULL,
  "penalty" numeric(38, 8) NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("loan_id", "day")
);
--> statement-breakpoint
CREATE TABLE "loan_repayments" (
  "id" bigserial PRIMARY KEY,
  "loan_id" bigint NOT NULL REFERENCES "loans"("id"),
  "amount" numeric(38, 8) NOT NULL CHECK ("amount" > 0),
  "principal" numeric(38, 8) NOT NULL,
  "interest" numeric(38, 8) NOT NULL,
  "penalty" numeric(38, 8) NOT NULL,
  "entry_id" bigint NOT NULL REFERENCES "journal_entries"("id"),
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "loan_repayments_loan_idx" ON "loan_repayments" ("loan_id", "id");
