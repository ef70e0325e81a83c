-- Four eyes (issue 24): an action above a threshold or outside a band is stored as a proposal
-- (the exact action and its inputs, and the version of the record it was proposed on); a
-- different operator approves it, which runs the action in the approval's transaction, or
-- rejects it; the proposer may withdraw it.
CREATE TABLE "four_eyes_proposals" (
  "id" bigserial PRIMARY KEY,
  "kind" text NOT NULL CHECK ("kind" IN ('withdrawal.pass', 'ledger.adjustment', 'loan.approve',
    'fx.rate', 'setting.update', 'operator.role')),
  -- What the action is about (`withdrawal:12`, `fx:HKD/USD`): one open proposal per subject.
  "subject" text NOT NULL,
  "input" jsonb NOT NULL,
  -- The record's version when proposed (NULL where the subject has none: its `before` is
  -- compared instead); an approval of a record that moved on since is refused.
  "subject_version" integer,
  "before" jsonb,
  "after" jsonb,
  "customer_id" bigint REFERENCES "customers"("id"),
  "currency" text,
  "amount" numeric(38, 8),
  "status" text NOT NULL DEFAULT 'open'
    CHECK ("status" IN ('open', 'approved', 'rejected', 'withdrawn')),
  "proposed_by" bigint NOT NULL REFERENCES "operators"("id"),
  "proposed_at" timestamp with time zone NOT NULL DEFAULT now(),
  "decided_by" bigint REFERENCES "operators"("id"),
  "decided_at" timestamp with time zone,
  "comment" text,
  -- The second pair of eyes belongs to someone else, whatever the application does.
  CONSTRAINT "four_eyes_two_operators" CHECK (
    "status" IN ('open', 'withdrawn')
    OR ("decided_by" IS NOT NULL AND "decided_by" <> "proposed_by"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "four_eyes_one_open_per_subject" ON "four_eyes_proposals" ("subject")
  WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "four_eyes_status_idx" ON "four_eyes_proposals" ("status", "id");
