-- Limits on asking for verification codes (per recipient, per address), counted by
-- rate-limiter-flexible in its own layout (RateLimiterPostgres, tableCreated: true): key,
-- points consumed, expiry in epoch milliseconds. Made here so the app never runs DDL itself.
CREATE TABLE "code_send_limits" (
  "key" varchar(255) PRIMARY KEY,
  "points" integer NOT NULL DEFAULT 0,
  "expire" bigint
);
--> statement-breakpoint
-- Login counters are now one per account (`login:customer:<id>`), whichever identifier was
-- typed; the old per-identifier rows would never be read again.
DELETE FROM "auth_throttles" WHERE "key" LIKE 'login:%' OR "key" LIKE 'operator-login:%';
--> statement-breakpoint
-- Every attempt on a key is now counted before its secret is checked: `pending` are the
-- checks under way (they count against the limit until they resolve), `tries` every try,
-- refused ones included, and `granted_try` the number of the last try let through. A right
-- answer forgives the failures only if no other try came since its own.
ALTER TABLE "auth_throttles"
  ADD COLUMN "pending" integer NOT NULL DEFAULT 0,
  ADD COLUMN "tries" bigint NOT NULL DEFAULT 0,
  ADD COLUMN "granted_try" bigint NOT NULL DEFAULT 0;
