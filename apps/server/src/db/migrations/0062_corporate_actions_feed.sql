-- Corporate actions supplied by a feed (issue 30 item 3): each record the vendor publishes is
-- claimed once per (source, vendor id) and either proposed, as an operator's entry is, or
-- rejected with the check it failed. The terms it was claimed with are kept: a record the
-- vendor changes afterwards is retried if it had been rejected, and shown as an amendment
-- (never applied) if it had been proposed.
CREATE TABLE "corporate_feed_records" (
  "id" bigserial PRIMARY KEY,
  "source" text NOT NULL,
  "ref" text NOT NULL,
  "terms" jsonb NOT NULL,
  "status" text NOT NULL,
  "error_code" text,
  "error_detail" text,
  "error_field" text,
  "amended_terms" jsonb,
  "received_at" timestamp (3) with time zone NOT NULL,
  "checked_at" timestamp (3) with time zone NOT NULL,
  "amended_at" timestamp (3) with time zone,
  CONSTRAINT "corporate_feed_records_once" UNIQUE ("source", "ref"),
  CONSTRAINT "corporate_feed_records_outcome" CHECK (
    ("status" = 'proposed' AND "error_code" IS NULL AND "error_detail" IS NULL
      AND "error_field" IS NULL)
    OR ("status" = 'rejected' AND "error_code" IS NOT NULL AND "amended_terms" IS NULL)),
  CONSTRAINT "corporate_feed_records_amended" CHECK (
    ("amended_terms" IS NULL) = ("amended_at" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "corporate_feed_records_attention_idx" ON "corporate_feed_records" ("id")
  WHERE "status" = 'rejected' OR "amended_terms" IS NOT NULL;
--> statement-breakpoint
-- A proposal is made by an operator or by a feed record, never both; a feed proposes
-- corporate actions only, and each of its records at most once.
ALTER TABLE "four_eyes_proposals" ALTER COLUMN "proposed_by" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals"
  ADD COLUMN "feed_record_id" bigint REFERENCES "corporate_feed_records" ("id");
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_one_proposer" CHECK (
  ("proposed_by" IS NULL) <> ("feed_record_id" IS NULL));
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_feed_kinds" CHECK (
  "feed_record_id" IS NULL OR "kind" IN ('corporate.dividend', 'corporate.split'));
--> statement-breakpoint
CREATE UNIQUE INDEX "four_eyes_once_per_feed_record" ON "four_eyes_proposals" ("feed_record_id")
  WHERE "feed_record_id" IS NOT NULL;
--> statement-breakpoint
-- A feed's proposal is still decided by an operator; an operator's by someone else.
ALTER TABLE "four_eyes_proposals" DROP CONSTRAINT "four_eyes_two_operators";
--> statement-breakpoint
ALTER TABLE "four_eyes_proposals" ADD CONSTRAINT "four_eyes_two_operators" CHECK (
  "status" IN ('open', 'withdrawn', 'superseded')
  OR ("decided_by" IS NOT NULL AND "decided_by" IS DISTINCT FROM "proposed_by"));
--> statement-breakpoint
-- The record an approved action came from, for the console's "Feed" mark.
ALTER TABLE "corporate_actions"
  ADD COLUMN "feed_record_id" bigint REFERENCES "corporate_feed_records" ("id");
