-- Orders at batch speed (issue 18): buys at once that arrive together are placed by one call in
-- one transaction (modules/trading/order-batcher.ts), each still validated and refused on its
-- own.

-- Locks every account a batch of buys may move, in the ledger's one lock order (customer
-- accounts by id, then the platform's by id: the order in which ledger_post_entry moves
-- balances). A batch posts one entry after another; without this, its second entry would lock a
-- customer account after its first had locked a platform shard, and two batches (two server
-- copies) or a batch and a single entry could wait on each other. Locked up front, every later
-- lock of the batch on an account is one it already holds. It takes the customers' accounts in
-- the given currencies and the platform's accounts of those currencies on the given shards,
-- whatever their kind: more than an entry moves, never less. It only locks: the app's role still
-- writes the ledger only through ledger_post_entry.
CREATE OR REPLACE FUNCTION ledger_lock_accounts(p_customer_ids bigint[], p_currencies text[],
  p_shards smallint[])
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts
   WHERE currency = ANY (p_currencies)
     AND ((owner_type = 'customer' AND customer_id = ANY (p_customer_ids))
       OR (owner_type = 'platform' AND shard = ANY (p_shards)))
   ORDER BY owner_type = 'platform', id
     FOR NO KEY UPDATE;
END;
$$;

REVOKE EXECUTE ON FUNCTION ledger_lock_accounts(bigint[], text[], smallint[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION ledger_lock_accounts(bigint[], text[], smallint[]) TO brokerage_app;

-- Places a batch of buys at once in one transaction. p_buys is an array of
-- { order, fill, entry, claim }, each the four arguments of trade_buy_at_once (claim null without
-- an Idempotency-Key); p_accounts is { customer_ids, currencies, shards } for
-- ledger_lock_accounts. Each buy runs in its own subtransaction (the BEGIN … EXCEPTION block),
-- so a buy that fails (LD001: its balance cannot pay) leaves nothing behind, its key included,
-- and its neighbours are placed all the same. Two buys under one key: the second finds the first's
-- claim in this same transaction and answers { taken } with the stored answer. The answer is an
-- array in p_buys' order: each element trade_buy_at_once's answer, or
-- { "error": { code, message } } (the SQLSTATE and text of what the buy raised).
-- The caller keeps batches under 64 buys: a transaction with more subtransactions than that
-- overflows PostgreSQL's per-backend cache of them and slows every other session's snapshots.
CREATE OR REPLACE FUNCTION trade_buy_batch(p_buys jsonb, p_accounts jsonb)
RETURNS jsonb
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_buy jsonb;
  v_answers jsonb := '[]';
  v_code text;
  v_message text;
BEGIN
  PERFORM ledger_lock_accounts(
    ARRAY(SELECT jsonb_array_elements_text(p_accounts->'customer_ids'))::bigint[],
    ARRAY(SELECT jsonb_array_elements_text(p_accounts->'currencies')),
    ARRAY(SELECT jsonb_array_elements_text(p_accounts->'shards'))::smallint[]);
  FOR v_buy IN SELECT value FROM jsonb_array_elements(p_buys) WITH ORDINALITY ORDER BY ordinality
  LOOP
    BEGIN
      v_answers := v_answers || jsonb_build_array(trade_buy_at_once(v_buy->'order',
        v_buy->'fill', v_buy->'entry', NULLIF(v_buy->'claim', 'null'::jsonb)));
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT;
      v_answers := v_answers || jsonb_build_array(jsonb_build_object('error',
        jsonb_build_object('code', v_code, 'message', v_message)));
    END;
  END LOOP;
  RETURN v_answers;
END;
$$;
