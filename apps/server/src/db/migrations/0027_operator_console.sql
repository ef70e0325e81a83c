-- The operator console (issue 17): TOTP sign-in, idle-limited sessions, account freezes the
-- database enforces, stale-record refusal for reviews, support conversations, and an audit log
-- nobody can change. The role `superadmin` is the issue's "admin" (the stored name stays).
ALTER TABLE "operators"
  ADD COLUMN "totp_pending_secret" text,
  ADD COLUMN "totp_enabled_at" timestamptz,
  -- The last 30-second step a code was accepted for: a code is used at most once, and no
  -- earlier step is ever accepted again (compared and set in one statement).
  ADD COLUMN "totp_last_step" bigint,
  ADD COLUMN "disabled_at" timestamptz,
  ADD CONSTRAINT "operators_role" CHECK ("role" IN ('superadmin', 'reviewer', 'support'));
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
  "id" bigserial PRIMARY KEY,
  "operator_id" bigint NOT NULL REFERENCES "operators"("id"),
  -- SHA-256 of the code: shown once at enrolment, never recoverable.
  "code_hash" text NOT NULL,
  "used_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  UNIQUE ("operator_id", "code_hash")
);
--> statement-breakpoint
ALTER TABLE "operator_sessions"
  ADD COLUMN "last_seen_at" timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN "ip" text,
  ADD COLUMN "user_agent" text;
--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" ("operator_id");
--> statement-breakpoint
-- Who changed what from which address; searchable by actor and time.
ALTER TABLE "audit_log" ADD COLUMN "ip" text;
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "id");
--> statement-breakpoint
-- The audit log is history: nobody changes or removes a row, its owner neither.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'AU001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE
  ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM brokerage_app;
--> statement-breakpoint
-- Freezes, each with the reason the customer is shown (null: not frozen).
ALTER TABLE "customers"
  ADD COLUMN "login_frozen_reason" text,
  ADD COLUMN "trading_frozen_reason" text;
--> statement-breakpoint
-- A login freeze: no new session for the customer, whatever path creates it (OP002, the
-- message is the reason the customer is shown).
CREATE OR REPLACE FUNCTION customers_refuse_frozen_login() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  frozen text;
BEGIN
  SELECT login_frozen_reason INTO frozen FROM customers WHERE id = NEW.customer_id;
  IF frozen IS NOT NULL THEN
    RAISE EXCEPTION '%', frozen USING ERRCODE = 'OP002';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_refuse_frozen_login BEFORE INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION customers_refuse_frozen_login();
--> statement-breakpoint
-- A trading freeze refuses new buys only: a customer can always close what they hold
-- (ARCHITECTURE.md section 8, "pause, never trap").
CREATE OR REPLACE FUNCTION customers_refuse_frozen_buy() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  frozen text;
BEGIN
  SELECT trading_frozen_reason INTO frozen FROM customers WHERE id = NEW.customer_id;
  IF frozen IS NOT NULL THEN
    RAISE EXCEPTION '%', frozen USING ERRCODE = 'OP001';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_refuse_frozen_buy BEFORE INSERT ON orders
  FOR EACH ROW WHEN (NEW.side = 'buy') EXECUTE FUNCTION customers_refuse_frozen_buy();
--> statement-breakpoint
-- Review records carry a version that every change moves on: an operator's decision names
-- the version they saw and is refused (in the same UPDATE) when it moved.
CREATE OR REPLACE FUNCTION bump_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "version" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "version" integer NOT NULL DEFAULT 1,
  -- Where a paid withdrawal went: the bank transfer's reference or the transaction hash.
  ADD COLUMN "payout_reference" text;
--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "version" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "chain_transfers" ADD COLUMN "version" integer NOT NULL DEFAULT 1;
--> statement-breakpoint
CREATE TRIGGER deposits_version BEFORE UPDATE ON deposits
  FOR EACH ROW EXECUTE FUNCTION bump_version();
--> statement-breakpoint
CREATE TRIGGER withdrawals_version BEFORE UPDATE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION bump_version();
--> statement-breakpoint
CREATE TRIGGER kyc_submissions_version BEFORE UPDATE ON kyc_submissions
  FOR EACH ROW EXECUTE FUNCTION bump_version();
--> statement-breakpoint
CREATE TRIGGER chain_transfers_version BEFORE UPDATE ON chain_transfers
  FOR EACH ROW EXECUTE FUNCTION bump_version();
--> statement-breakpoint
-- Support conversations: one thread per customer, written from the app's Support entry and
-- answered from the console.
CREATE TABLE "support_messages" (
  "id" bigserial PRIMARY KEY,
  "customer_id" bigint NOT NULL REFERENCES "customers"("id"),
  "author" text NOT NULL CHECK ("author" IN ('customer', 'operator')),
  "operator_id" bigint REFERENCES "operators"("id"),
  "body" text NOT NULL CHECK (length("body") BETWEEN 1 AND 2000),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CHECK (("author" = 'operator') = ("operator_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "support_messages_customer_idx" ON "support_messages" ("customer_id", "id");
