-- The ledger's functions (canonical source; db/functions.ts applies this file whenever it
-- changes). Migration 0020 made the ledger enforced by the database: the app's role reads
-- ledger_accounts, journal_entries and postings but writes them only through
-- ledger_post_entry, and the append-only triggers (created in 0020) call
-- ledger_refuse_change.

-- Entries and postings are history: nobody changes or removes them, the owner neither (a
-- correction is a new entry).
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused (post a correcting entry instead)',
    TG_TABLE_NAME, TG_OP USING ERRCODE = 'LD003';
END;
$$;

-- Posts one balanced journal entry in one round trip. The legs arrive merged per account
-- (entries.ts and execute_fill build them so); the function checks that they sum to zero per
-- currency (LD002, nothing written). Accounts are created on first use; balances move in one
-- global lock order (customer accounts by id, then the platform's by id) so that concurrent
-- entries never deadlock; a customer balance that would go below zero raises LD001 and the
-- whole transaction fails. The entry's book is its customers' one book (real when it names
-- none): its platform legs move that book's platform accounts, an entry whose customers are
-- in two books is refused (LD004), and the practice book has no outside world, loan book or
-- operator corrections (LD005), so practice money can neither enter nor leave it nor reach a
-- real account. It runs as its owner (SECURITY DEFINER) with a fixed search_path,
-- so that a caller cannot put its own ledger_accounts in front; every caller stays SECURITY
-- INVOKER and writes the ledger only through it. One generic plan serves every call (the
-- statements differ only by their values).
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
  v_book text;
  v_books integer;
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

  SELECT COALESCE(MIN(c.book), 'real'), COUNT(DISTINCT c.book)
    INTO v_book, v_books
    FROM customers c
   WHERE c.id = p_customer_id
      OR c.id IN (SELECT x.customer_id FROM jsonb_to_recordset(p_legs) AS x(customer_id bigint));
  IF v_books > 1 THEN
    RAISE EXCEPTION 'entry % would move money between the real and the practice book', p_type
      USING ERRCODE = 'LD004';
  END IF;
  IF v_book = 'practice' AND EXISTS (
       SELECT 1 FROM jsonb_to_recordset(p_legs) AS x(customer_id bigint, kind text)
        WHERE x.customer_id IS NULL
          AND x.kind IN ('bank', 'chain', 'loans', 'loan_interest_receivable',
                         'loan_interest_income', 'adjustments')) THEN
    RAISE EXCEPTION 'entry % would deposit, withdraw, lend or correct in the practice book', p_type
      USING ERRCODE = 'LD005';
  END IF;
  IF v_book = 'real' AND EXISTS (
       SELECT 1 FROM jsonb_to_recordset(p_legs) AS x(customer_id bigint, kind text)
        WHERE x.customer_id IS NULL AND x.kind = 'practice_funding') THEN
    RAISE EXCEPTION 'entry % would fund a real account with practice money', p_type
      USING ERRCODE = 'LD005';
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
        INSERT INTO ledger_accounts (owner_type, customer_id, kind, currency, book)
        VALUES ('customer', v_leg.customer_id, v_leg.kind, v_leg.currency, v_book)
        ON CONFLICT DO NOTHING;
        SELECT id INTO STRICT v_id FROM ledger_accounts
         WHERE owner_type = 'customer' AND customer_id = v_leg.customer_id
           AND kind = v_leg.kind AND currency = v_leg.currency;
      END IF;
    ELSE
      SELECT id INTO v_id FROM ledger_accounts
       WHERE owner_type = 'platform' AND book = v_book AND kind = v_leg.kind
         AND currency = v_leg.currency AND shard = v_leg.shard;
      IF NOT FOUND THEN
        INSERT INTO ledger_accounts (owner_type, kind, currency, shard, book)
        VALUES ('platform', v_leg.kind, v_leg.currency, v_leg.shard, v_book)
        ON CONFLICT DO NOTHING;
        SELECT id INTO STRICT v_id FROM ledger_accounts
         WHERE owner_type = 'platform' AND book = v_book AND kind = v_leg.kind
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

-- A SECURITY DEFINER function is callable by PUBLIC unless revoked: only the app (and the
-- owner) may post.
REVOKE EXECUTE ON FUNCTION ledger_post_entry(text, bigint, text, jsonb, text, text, text, jsonb)
  FROM PUBLIC;
GRANT EXECUTE ON FUNCTION ledger_post_entry(text, bigint, text, jsonb, text, text, text, jsonb)
  TO brokerage_app;
