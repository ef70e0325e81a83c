-- The one claim of an Idempotency-Key (ARCHITECTURE.md section 3, issue 27): every path that
-- takes a key claims it here, in the caller's transaction: lib/idempotency/idempotency.ts for
-- the routes, trade_buy_at_once for a buy that fills as it is placed. The INSERT is the check:
-- a concurrent twin waits on the first one's row until that transaction ends, then sees the
-- committed row (or claims the key if it rolled back).

-- NULL when this transaction now holds the key; else the row that took it first, whose scope,
-- request hash and answer the caller judges (the first answer, or 409 for another request).
CREATE OR REPLACE FUNCTION idempotency_claim(p_customer_id bigint, p_key text, p_scope text,
  p_request_hash text) RETURNS idempotency_keys
LANGUAGE plpgsql AS $$
DECLARE
  v_taken idempotency_keys;
BEGIN
  INSERT INTO idempotency_keys (customer_id, key, scope, request_hash)
  VALUES (p_customer_id, p_key, p_scope, p_request_hash)
  ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO STRICT v_taken FROM idempotency_keys
   WHERE customer_id = p_customer_id AND key = p_key;
  RETURN v_taken;
END;
$$;

-- Keeps the answer with the key, in the transaction that claimed it.
CREATE OR REPLACE FUNCTION idempotency_keep(p_customer_id bigint, p_key text, p_response jsonb)
RETURNS void
LANGUAGE sql AS $$
  UPDATE idempotency_keys SET response = p_response
   WHERE customer_id = p_customer_id AND key = p_key;
$$;
