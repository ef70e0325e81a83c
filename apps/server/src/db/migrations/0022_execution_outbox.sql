-- One execution module (issue 18). Tables and columns only: the functions themselves live in
-- db/functions/*.sql, applied after the migrations by db/functions.ts.
--
-- 1. Which version of each file of db/functions/ this database runs: a file is applied again
--    only when its SHA-256 changed. Written by the migrating owner only.
CREATE TABLE IF NOT EXISTS "db_functions" (
	"name" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"applied_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
REVOKE ALL ON "db_functions" FROM brokerage_app;
--> statement-breakpoint
-- 2. The customer events are an outbox: a fill writes its event in its own transaction with
--    announced_at NULL; after commit the event is announced and marked, and a relay announces
--    what a crash left unannounced (lib/events/event-outbox.ts). Events stored before this
--    migration were announced when they were written.
ALTER TABLE "customer_events" ADD COLUMN "announced_at" timestamp (3) with time zone DEFAULT now();
--> statement-breakpoint
ALTER TABLE "customer_events" ALTER COLUMN "announced_at" DROP DEFAULT;
--> statement-breakpoint
CREATE INDEX "customer_events_unannounced_idx" ON "customer_events" ("id")
  WHERE "announced_at" IS NULL;
