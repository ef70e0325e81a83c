-- Four eyes without a made second pair (issue 24, follow-up). An operator whom the proposer
-- created, or granted a role to, is not a second pair of eyes on the proposer's proposals:
-- who created or granted whom is kept here, and an approval is refused where a row links the
-- approver to the proposer. Creating an operator and resetting a customer's lost second factor
-- become four-eyes actions; a proposal whose record was decided on another path is closed as
-- `superseded` and cannot be approved after.
CREATE TABLE "operator_grants" (
  "id" bigserial PRIMARY KEY,
  "operator_id" bigint NOT NULL REFERENCES "operators"("id"),
  "granted_by" bigint NOT NULL REFERENCES "operators"("id"),
  "kind" text NOT NULL CHECK ("kind" IN ('create', 'role')),
  "role" text NOT NULL,
  "granted_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "operator_grants_pair_idx" ON "operator_grants" ("granted_by", "operator_id");
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" DROP CONSTRAINT "four_eyes_proposals_kind_check";
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_proposals_kind_check" CHECK (
  "kind" IN ('withdrawal.pass', 'ledger.adjustment', 'loan.approve', 'fx.rate', 'setting.update',
    'operator.role', 'operator.create', 'customer.factor-reset'));
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" DROP CONSTRAINT "four_eyes_proposals_status_check";
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_proposals_status_check" CHECK (
  "status" IN ('open', 'approved', 'rejected', 'withdrawn', 'superseded'));
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" DROP CONSTRAINT "four_eyes_two_operators";
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_two_operators" CHECK (
  "status" IN ('open', 'withdrawn', 'superseded')
  OR ("decided_by" IS NOT NULL AND "decided_by" <> "proposed_by"));
