-- A buy that fills as it is placed, in one round trip (buy-at-once.ts builds the arguments):
-- the order's Idempotency-Key is claimed (idempotency_claim), then execute_fill writes the
-- order, its lot, the ledger entry that takes cost and fee from cash, the receipt and the event.
-- p_order: the orders columns; p_fill: { price, fee, bid, ask, last, quote_time,
-- price_source, filled_at }; p_entry: { description, memo, actor, shard }; p_claim: NULL
-- without a key, else { customer_id, key, scope, request_hash }. When the key is taken (a
-- concurrent twin waits here on the first one's row until it commits), nothing is written and
-- the answer is { "taken": the key's row }: the caller compares scope and hash and answers
-- the stored response or 409. Otherwise the key keeps { order, fill } as its answer, and the
-- answer adds the event. A balance that cannot pay raises LD001 and nothing is written, the
-- claim included.
CREATE OR REPLACE FUNCTION trade_buy_at_once(p_order jsonb, p_fill jsonb, p_entry jsonb,
  p_claim jsonb)
RETURNS jsonb
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_taken idempotency_keys;
  v_filled jsonb;
BEGIN
  IF p_claim IS NOT NULL THEN
    v_taken := idempotency_claim((p_claim->>'customer_id')::bigint, p_claim->>'key',
      p_claim->>'scope', p_claim->>'request_hash');
    IF v_taken.key IS NOT NULL THEN
      RETURN jsonb_build_object('taken', to_jsonb(v_taken));
    END IF;
  END IF;

  v_filled := execute_fill(jsonb_build_object('order', p_order, 'fill', p_fill,
    'entry', p_entry));

  IF p_claim IS NOT NULL THEN
    PERFORM idempotency_keep((p_claim->>'customer_id')::bigint, p_claim->>'key',
      v_filled - 'event');
  END IF;
  RETURN v_filled;
END;
$$;
