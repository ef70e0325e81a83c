-- Practice accounts (issue 30 item 1): a customer's practice account is a customer row of its
-- own in the practice book (`practice_of` names the person), so every order, lot, hold and
-- statement line of it is scoped by customer id exactly as a real account's are. A reset
-- retires the row and opens a new one; at most one is open per person. (The columns are added
-- if missing: a test runs today's ledger function in an older migration, loan-migration.test.ts.)
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "book" text DEFAULT 'real' NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "practice_of" bigint REFERENCES "customers" ("id");
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "retired_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_book" CHECK (
  ("book" = 'real' AND "practice_of" IS NULL AND "retired_at" IS NULL)
  OR ("book" = 'practice' AND "practice_of" IS NOT NULL));
--> statement-breakpoint
-- A practice row has no contact of its own: nobody logs in or is reached through it.
ALTER TABLE "customers" DROP CONSTRAINT "customers_has_contact";
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_has_contact" CHECK (
  "book" = 'practice' OR "email" IS NOT NULL OR "phone" IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_practice_open" ON "customers" ("practice_of")
  WHERE "retired_at" IS NULL;
--> statement-breakpoint
-- Each ledger account belongs to one book; the platform keeps its accounts once per book, so
-- practice trades move practice counterparty and fee accounts, never the real ones
-- (ledger_post_entry picks the book from the entry's customers and refuses one that crosses).
ALTER TABLE "ledger_accounts" ADD COLUMN IF NOT EXISTS "book" text DEFAULT 'real' NOT NULL;
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_book" CHECK (
  "book" IN ('real', 'practice'));
--> statement-breakpoint
DROP INDEX "ledger_accounts_platform_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_unique" ON "ledger_accounts" USING btree
  ("book", "kind", "currency", "shard") WHERE "owner_type" = 'platform';
--> statement-breakpoint
-- An IPO's practice applications are drawn apart from the real ones, by the same rule and
-- seed over the same lots: a practice account takes nothing from a real applicant.
ALTER TABLE "ipo_allotment_draws" ADD COLUMN "book" text DEFAULT 'real' NOT NULL;
--> statement-breakpoint
ALTER TABLE "ipo_allotment_draws" ADD CONSTRAINT "ipo_allotment_draws_book" CHECK (
  "book" IN ('real', 'practice'));
--> statement-breakpoint
ALTER TABLE "ipo_allotment_draws" DROP CONSTRAINT "ipo_allotment_draws_pkey";
--> statement-breakpoint
ALTER TABLE "ipo_allotment_draws" ADD CONSTRAINT "ipo_allotment_draws_offering_id_book_pk"
  PRIMARY KEY ("offering_id", "book");
