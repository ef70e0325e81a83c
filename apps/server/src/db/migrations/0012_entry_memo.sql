ALTER TABLE "journal_entries" ADD COLUMN "memo" jsonb;--> statement-breakpoint
DROP FUNCTION ledger_post_entry(text, bigint, text, text, text, text, text, text, jsonb);
--> statement-breakpoint
-- As in 0010, and the entry keeps its memo (the description's translation key and values).
-- Posts one balanced journal entry in one round trip. The legs arrive merged per
-- account and balanced per currency (checked by the caller). Accounts are created
-- on first use; balances move in one global lock order (customer accounts by id,
-- then the platform's by id) so that concurrent entries never deadlock; a customer
-- balance that would go below zero raises LD001 and the whole transaction fails.
CREATE OR REPLACE FUNCTION ledger_post_entry(
  p_type text,
  p_customer_id bigint,
  p_description text,
  p_memo jsonb,
  p_actor text,
  p_reference text,
  p_reason text,
  p_idempotency_key text,
  p_request_hash text,
  p_legs jsonb
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
  v_leg record;
  v_id bigint;
  v_balance numeric;
  v_ids bigint[] := '{}';
  v_house boolean[] := '{}';
  v_currencies text[] := '{}';
  v_amounts numeric[] := '{}';
BEGIN
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

  INSERT INTO journal_entries
    (type, customer_id, description, memo, actor, reference, reason, idempotency_key, request_hash)
  VALUES
    (p_type, p_customer_id, p_description, p_memo, p_actor, p_reference, p_reason, p_idempotency_key, p_request_hash)
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
