-- The ledger, enforced by the database rather than by convention (issue 18).
--
-- 1. The application's role. The app's pool connects as the migrating user but with
--    `role=brokerage_app` in its start-up options (db/client.ts), so its queries run with
--    this role's privileges only: it reads everything, writes every table but the ledger's
--    three, and moves money only through ledger_post_entry below. Roles are cluster-wide:
--    the role may already exist (another database on the same server), and several
--    databases may be migrated at once, so a concurrent twin's CREATE is not an error.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'brokerage_app') THEN
    CREATE ROLE brokerage_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;
--> statement-breakpoint
-- The migrating user must be a member to connect as it (PostgreSQL 16 no longer makes a
-- CREATEROLE creator one). A superuser needs no membership; granting it is harmless.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'brokerage_app', 'MEMBER') THEN
    EXECUTE format('GRANT brokerage_app TO %I', current_user);
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO brokerage_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO brokerage_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO brokerage_app;
--> statement-breakpoint
-- Tables and sequences later migrations create (as this same user) get the same grants.
ALTER DEFAULT PRIVILEGES IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO brokerage_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO brokerage_app;
--> statement-breakpoint
-- The ledger: read-only to the app. Balances, entries and postings are written only by
-- ledger_post_entry, which runs as its owner.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ledger_accounts, journal_entries, postings
  FROM brokerage_app;
--> statement-breakpoint
REVOKE USAGE ON SEQUENCE ledger_accounts_id_seq, journal_entries_id_seq, postings_id_seq
  FROM brokerage_app;
--> statement-breakpoint
-- 2. Entries and postings are history: nobody changes or removes them, the owner neither
--    (a correction is a new entry). A BEFORE statement trigger refuses UPDATE, DELETE and
--    TRUNCATE before any row is touched.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused (post a correcting entry instead)',
    TG_TABLE_NAME, TG_OP USING ERRCODE = 'LD003';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE
  ON journal_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE OR TRUNCATE
  ON postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- 3. As in 0015, and the function checks the entry itself: the legs must sum to zero per
--    currency (LD002, nothing written). It runs as its owner (SECURITY DEFINER) with a
--    fixed search_path, so that a caller cannot put its own ledger_accounts in front.
--    trade_buy_at_once and every other caller stay SECURITY INVOKER: they write the
--    ledger only by calling this function, and need no more than the app's rights.
CREATE OR REPLACE FUNCTION ledger_post_entry(
  p_type text,
  p_customer_id bigint,
  p_description text,
  p_memo jsonb,
  p_actor text,
  p_reference text,
  p_reason text,
  p_legs jsonb
) RETURNS bigint
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_entry bigint;
  v_leg record;
  v_id bigint;
  v_balance numeric;
  v_ids bigint[] := '{}';
  v_house boolean[] := '{}';
  v_currencies text[] := '{}';
  v_amounts numeric[] := '{}';
  v_unbalanced record;
BEGIN
  -- Before anything is written: every leg has a currency and an amount, and each
  -- currency's legs sum to exactly zero.
  SELECT x.currency, SUM(x.amount) AS total, COUNT(*) - COUNT(x.amount) AS missing
    INTO v_unbalanced
    FROM jsonb_to_recordset(p_legs) AS x(currency text, amount numeric)
   GROUP BY x.currency
  HAVING x.currency IS NULL OR COUNT(*) <> COUNT(x.amount) OR SUM(x.amount) <> 0
   ORDER BY x.currency
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'entry % does not balance: legs in % sum to %, not zero',
      p_type, COALESCE(v_unbalanced.currency, 'no currency'),
      CASE WHEN v_unbalanced.missing > 0 THEN 'an unknown amount'
           ELSE v_unbalanced.total::text END
      USING ERRCODE = 'LD002';
  END IF;

  FOR v_leg IN
    SELECT * FROM jsonb_to_recordset(p_legs)
      AS x(customer_id bigint, kind text, currency text, shard smallint, amount numeric)
  LOOP
    IF v_leg.customer_id IS NOT NULL THEN
      SELECT id INTO v_id FROM ledger_accounts
       WHERE owner_type = 'customer' AND customer_id = v_leg.customer_id
         AND kind = v_leg.kind AND currency = v_leg.currency;
      IF NOT FOUND THEN
        INSERT INTO ledger_accounts (owner_type, customer_id, kind, currency)
        VALUES ('customer', v_leg.customer_id, v_leg.kind, v_leg.currency)
        ON CONFLICT DO NOTHING;
        SELECT id INTO STRICT v_id FROM ledger_accounts
         WHERE owner_type = 'customer' AND customer_id = v_leg.customer_id
           AND kind = v_leg.kind AND currency = v_leg.currency;
      END IF;
    ELSE
      SELECT id INTO v_id FROM ledger_accounts
       WHERE owner_type = 'platform' AND kind = v_leg.kind
         AND currency = v_leg.currency AND shard = v_leg.shard;
      IF NOT FOUND THEN
        INSERT INTO ledger_accounts (owner_type, kind, currency, shard)
        VALUES ('platform', v_leg.kind, v_leg.currency, v_leg.shard)
        ON CONFLICT DO NOTHING;
        SELECT id INTO STRICT v_id FROM ledger_accounts
         WHERE owner_type = 'platform' AND kind = v_leg.kind
           AND currency = v_leg.currency AND shard = v_leg.shard;
      END IF;
    END IF;
    v_ids := v_ids || v_id;
    v_house := v_house || (v_leg.customer_id IS NULL);
    v_currencies := v_currencies || v_leg.currency;
    v_amounts := v_amounts || v_leg.amount;
  END LOOP;

  INSERT INTO journal_entries (type, customer_id, description, memo, actor, reference, reason)
  VALUES (p_type, p_customer_id, p_description, p_memo, p_actor, p_reference, p_reason)
  RETURNING id INTO v_entry;

  FOR v_leg IN
    SELECT * FROM unnest(v_ids, v_house, v_currencies, v_amounts)
      AS t(account_id, house, currency, amount)
     ORDER BY house, account_id
  LOOP
    UPDATE ledger_accounts
       SET balance = balance + v_leg.amount, version = version + 1
     WHERE id = v_leg.account_id
       AND currency = v_leg.currency
       AND (owner_type <> 'customer' OR balance + v_leg.amount >= 0)
    RETURNING balance INTO v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'account % cannot move by %', v_leg.account_id, v_leg.amount
        USING ERRCODE = 'LD001';
    END IF;
    INSERT INTO postings (entry_id, account_id, currency, amount, balance_after)
    VALUES (v_entry, v_leg.account_id, v_leg.currency, v_leg.amount, v_balance);
  END LOOP;
  RETURN v_entry;
END;
$$;
--> statement-breakpoint
-- A SECURITY DEFINER function is callable by PUBLIC unless revoked: only the app (and the
-- owner) may post.
REVOKE EXECUTE ON FUNCTION ledger_post_entry(text, bigint, text, jsonb, text, text, text, jsonb)
  FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION ledger_post_entry(text, bigint, text, jsonb, text, text, text, jsonb)
  TO brokerage_app;
