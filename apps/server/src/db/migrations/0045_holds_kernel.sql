-- Holds are written only by the money kernel (issue 27): db/functions/holds.sql reserves,
-- grows, posts, voids and keeps part of a hold in the same call as its journal entry, and
-- execute_fill settles through it. The app's role reads holds and can no longer write or lock
-- them itself, so no path can settle a hold twice or move it without its entry.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON holds FROM brokerage_app;
--> statement-breakpoint
REVOKE USAGE ON SEQUENCE holds_id_seq FROM brokerage_app;
