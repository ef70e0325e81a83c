-- The one fill path (issue 18): every fill of every kind of order is written by execute_fill,
-- in the caller's transaction, so that all of them leave the same rows behind. The TypeScript
-- side (modules/trading/execute-fill.ts) only prepares the price and the fee; everything else
-- is decided here.

-- Rounds half to even at p_places decimals, as Decimal.ROUND_HALF_EVEN does.
CREATE OR REPLACE FUNCTION round_half_even(p_value numeric, p_places integer) RETURNS numeric
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_scaled numeric := p_value * power(10::numeric, p_places);
BEGIN
  IF abs(v_scaled - trunc(v_scaled)) = 0.5 AND mod(trunc(v_scaled), 2) = 0 THEN
    RETURN trunc(p_value, p_places);
  END IF;
  RETURN round(p_value, p_places);
END;
$$;

-- The part of a lot's total (its cost, or its opening fee) its still open shares carry:
-- total x open / opened, rounded half to even at 8 decimals. All of it while nothing is sold,
-- none once all is.
CREATE OR REPLACE FUNCTION lot_carried(p_total numeric, p_opened numeric,
  p_open numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  SELECT round_half_even(p_total * p_open / p_opened, 8);
$$;

-- A trailing stop's level (order-rules/trailing-stop.ts, trailingStopLevel, which a test holds
-- this to): the peak less an amount, or less a percent of it, rounded down to the tick.
CREATE OR REPLACE FUNCTION trailing_stop_level(p_peak numeric, p_kind text, p_distance numeric,
  p_tick numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_tick <= 0 THEN v.raw ELSE floor(v.raw / p_tick) * p_tick END
    FROM (SELECT CASE WHEN p_kind = 'amount' THEN p_peak - p_distance
                      ELSE p_peak * (100 - p_distance) / 100 END AS raw) v;
$$;

-- One leg of a ledger entry as ledger_post_entry takes it.
CREATE OR REPLACE FUNCTION fill_leg(p_customer_id bigint, p_kind text, p_currency text,
  p_shard smallint, p_amount numeric) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('customer_id', p_customer_id, 'kind', p_kind,
    'currency', p_currency, 'shard', p_shard, 'amount', p_amount);
$$;

-- The texts of a fill's ledger entry: the caller's description, memo and actor, and the order
-- as its reference ('O' and the id).
CREATE OR REPLACE FUNCTION fill_entry_meta(p jsonb, p_order orders) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('description', p->'entry'->>'description', 'memo', p->'entry'->'memo',
    'actor', p->'entry'->>'actor', 'reference', 'O' || p_order.id);
$$;

-- The end of every fill, refused or not: the customer's 'order.updated' event, written
-- unannounced (announced_at NULL: the outbox), and the answer, numbers as text.
CREATE OR REPLACE FUNCTION fill_answer(p_order orders, p_fill fills) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_event customer_events;
BEGIN
  INSERT INTO customer_events (customer_id, type, payload)
  VALUES (p_order.customer_id, 'order.updated',
    jsonb_build_object('id', p_order.id, 'status', p_order.status))
  RETURNING * INTO v_event;
  RETURN jsonb_build_object(
      'order', row_json_exact(to_jsonb(p_order)),
      'event', row_json_exact(to_jsonb(v_event)))
    || CASE WHEN p_fill.id IS NULL THEN '{}'::jsonb
            ELSE jsonb_build_object('fill', row_json_exact(to_jsonb(p_fill))) END;
END;
$$;

-- Fills one order. p is
--   { "order": {orders columns}   a buy placed and filled at once (no hold: paid from cash)
--     | "order_id": n,            or a pending order (a buy with its hold, or a sell that
--                                 closes part of a lot whose quantity it was promised),
--     "fill":  { price, fee, bid, ask, last, quote_time, price_source, filled_at },
--     "entry": { description, memo, actor, shard } }
-- and it writes, in this order (the lot before the ledger entry, which locks the platform's
-- accounts, so that those locks are held as briefly as possible):
--   - the lot: a buy opens one at the price, with the order's stop loss and take profit; a
--     sell shrinks its lot (closing it at zero), its realised P/L counting both fees (the
--     closing sale takes whatever of the opening fee the earlier sales did not);
--   - one ledger entry, referenced 'O' || order id, through ledger_post_entry:
--     order.buy (cash pays price and fee), order.post (the hold pays them and whatever it
--     reserved beyond returns to cash; the hold is posted), order.sell (the proceeds less the
--     fee go to cash);
--   - the execution receipt (fills) pointing at that entry;
--   - the order's status, 'filled';
--   - the customer's 'order.updated' event, unannounced (announced_at NULL): the outbox.
-- A buy whose price and fee moved past its hold is refused instead: the hold returns to cash
-- (order.void), the order is 'refused' with reason PRICE_MOVED, its event is written, and no
-- lot or receipt. Answers { order, fill (absent when refused), event }, numbers as text.
-- Raises EF001 for a fill it cannot price, EF002 for an order that is not pending (another
-- run filled or cancelled it), EF003 for an order it cannot fill (a sell without a lot, a
-- hold that is not pending, a sell placed at once), and LD001 from the ledger when cash
-- cannot pay: the caller's transaction then fails as a whole.
CREATE OR REPLACE FUNCTION execute_fill(p jsonb) RETURNS jsonb
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_order orders;
  v_position positions;
  v_hold holds;
  v_fill fills;
  v_price numeric := (p->'fill'->>'price')::numeric;
  v_fee numeric := (p->'fill'->>'fee')::numeric;
  v_at timestamptz := (p->'fill'->>'filled_at')::timestamptz;
  v_shard smallint := COALESCE((p->'entry'->>'shard')::smallint, 0);
  v_notional numeric;
  v_remaining numeric;
  v_pnl numeric;
  v_cost numeric;
  v_peak numeric;
  v_stop numeric;
  v_type text;
  v_legs jsonb;
  v_entry bigint;
BEGIN
  IF v_price IS NULL OR v_price <= 0 OR v_fee IS NULL OR v_fee < 0 OR v_at IS NULL THEN
    RAISE EXCEPTION 'a fill needs a positive price, a fee of zero or more and a time'
      USING ERRCODE = 'EF001';
  END IF;

  IF p ? 'order' THEN
    INSERT INTO orders (customer_id, instrument_id, instrument_key, market, currency, side, type,
      quantity, limit_price, stop_price, stop_loss, take_profit, trailing_kind, trailing_distance,
      take_profit_kind, status, block_deal_id)
    SELECT customer_id, instrument_id, instrument_key, market, currency, side, type,
      quantity, limit_price, stop_price, stop_loss, take_profit, trailing_kind, trailing_distance,
      COALESCE(take_profit_kind, 'market'), 'filled', block_deal_id
      FROM jsonb_populate_record(NULL::orders, p->'order')
    RETURNING * INTO v_order;
    IF v_order.side <> 'buy' THEN
      RAISE EXCEPTION 'only a buy fills as it is placed' USING ERRCODE = 'EF003';
    END IF;
  ELSE
    SELECT * INTO v_order FROM orders WHERE id = (p->>'order_id')::bigint FOR UPDATE;
    IF NOT FOUND OR v_order.status <> 'pending' THEN
      RAISE EXCEPTION 'order % is not pending', p->>'order_id' USING ERRCODE = 'EF002';
    END IF;
  END IF;
  v_notional := v_price * v_order.quantity;

  IF v_order.side = 'buy' THEN
    IF v_order.hold_id IS NOT NULL THEN
      v_hold := hold_lock(v_order.hold_id);
      IF v_hold.status IS DISTINCT FROM 'pending' THEN
        RAISE EXCEPTION 'hold % of order % is not pending', v_order.hold_id, v_order.id
          USING ERRCODE = 'EF003';
      END IF;
      IF v_notional + v_fee > v_hold.amount THEN
        -- A market buy whose cost moved past its reservation is refused, never overdrawn.
        PERFORM hold_void(v_hold.id, fill_entry_meta(p, v_order));
        UPDATE orders SET status = 'refused', reason = 'PRICE_MOVED', updated_at = now()
         WHERE id = v_order.id
        RETURNING * INTO v_order;
        RETURN fill_answer(v_order, NULL);
      END IF;
      -- The hold pays the counterparty and the fee (below); hold_post returns the rest.
      v_legs := '[]'::jsonb;
    ELSE
      v_type := 'order.buy';
      v_legs := jsonb_build_array(fill_leg(v_order.customer_id, 'cash', v_order.currency,
        0::smallint, -(v_notional + v_fee)));
    END IF;
    v_legs := v_legs || fill_leg(NULL, 'counterparty', v_order.currency, v_shard, v_notional);

    -- The lot starts with the order's stops; a trailing stop starts from the bid of the fill.
    IF v_order.trailing_kind IS NOT NULL THEN
      v_peak := (p->'fill'->>'bid')::numeric;
      SELECT trailing_stop_level(v_peak, v_order.trailing_kind, v_order.trailing_distance,
        tick_size) INTO v_stop FROM instruments WHERE id = v_order.instrument_id;
    ELSE
      v_stop := v_order.stop_loss;
    END IF;
    INSERT INTO positions (customer_id, instrument_id, instrument_key, currency, quantity,
      opened_quantity, open_price, open_cost, open_fee, stop_loss, take_profit,
      take_profit_kind, trailing_kind, trailing_distance, trailing_peak, opened_at)
    VALUES (v_order.customer_id, v_order.instrument_id, v_order.instrument_key,
      v_order.currency, v_order.quantity, v_order.quantity, v_price, v_price * v_order.quantity,
      v_fee, v_stop, v_order.take_profit, v_order.take_profit_kind, v_order.trailing_kind,
      v_order.trailing_distance, v_peak, v_at);
  ELSE
    SELECT * INTO v_position FROM positions
     WHERE id = v_order.position_id AND customer_id = v_order.customer_id FOR UPDATE;
    IF NOT FOUND OR v_position.closing_quantity < v_order.quantity THEN
      RAISE EXCEPTION 'sell order % closes no lot promised to it', v_order.id
        USING ERRCODE = 'EF003';
    END IF;
    IF v_fee > v_notional THEN
      RAISE EXCEPTION 'the fee of sell order % exceeds its proceeds', v_order.id
        USING ERRCODE = 'EF001';
    END IF;
    v_remaining := v_position.quantity - v_order.quantity;
    -- This part's realised P/L: its proceeds less this fee, its share of the lot's cost and its
    -- share of the opening fee. Each share is the difference of the cumulative shares before and
    -- after it (lot_carried), so the sale that closes the lot takes the rest of both and the
    -- lot's realised P/L sums to cash in - cash out. Before a split the cost share is exactly the
    -- shares x the open price.
    v_cost := lot_carried(v_position.open_cost, v_position.opened_quantity, v_position.quantity)
      - lot_carried(v_position.open_cost, v_position.opened_quantity, v_remaining);
    v_pnl := round_half_even(v_price * v_order.quantity - v_fee - v_cost
      - (lot_carried(v_position.open_fee, v_position.opened_quantity, v_position.quantity)
         - lot_carried(v_position.open_fee, v_position.opened_quantity, v_remaining)), 8);
    UPDATE positions
       SET quantity = v_remaining,
           closing_quantity = closing_quantity - v_order.quantity,
           realized_pnl = realized_pnl + v_pnl,
           status = CASE WHEN v_remaining = 0 THEN 'closed' ELSE status END,
           closed_at = CASE WHEN v_remaining = 0 THEN v_at ELSE closed_at END
     WHERE id = v_position.id;
    v_type := 'order.sell';
    v_legs := jsonb_build_array(
      fill_leg(NULL, 'counterparty', v_order.currency, v_shard, -v_notional));
    IF v_notional - v_fee > 0 THEN
      v_legs := v_legs || fill_leg(v_order.customer_id, 'cash', v_order.currency, 0::smallint,
        v_notional - v_fee);
    END IF;
  END IF;
  IF v_fee > 0 THEN
    v_legs := v_legs || fill_leg(NULL, 'fees', v_order.currency, v_shard, v_fee);
  END IF;

  IF v_hold.id IS NOT NULL THEN
    v_entry := (hold_post(v_hold.id, v_legs, fill_entry_meta(p, v_order))).settle_entry_id;
  ELSE
    v_entry := ledger_post_entry(v_type, v_order.customer_id, p->'entry'->>'description',
      p->'entry'->'memo', p->'entry'->>'actor', 'O' || v_order.id, NULL, v_legs);
  END IF;

  -- A sale's receipt keeps whether it left shares of its lot open (what 'partial' was then)
  -- and the quote that triggered a stop loss or take profit (stored on its order when fired).
  INSERT INTO fills (order_id, customer_id, price, quantity, fee, bid, ask, last, quote_time,
    price_source, entry_id, filled_at, realized_pnl, cost, partial, trigger_price,
    trigger_quote_time)
  SELECT v_order.id, v_order.customer_id, v_price, v_order.quantity, v_fee, f.bid, f.ask,
    f.last, f.quote_time, f.price_source, v_entry, v_at, v_pnl, v_cost,
    CASE WHEN v_order.side = 'sell' THEN v_remaining > 0 END,
    v_order.trigger_price, v_order.trigger_quote_time
    FROM jsonb_populate_record(NULL::fills, p->'fill') AS f
  RETURNING * INTO v_fill;

  IF v_order.status <> 'filled' THEN
    UPDATE orders SET status = 'filled', updated_at = now() WHERE id = v_order.id
    RETURNING * INTO v_order;
  END IF;

  RETURN fill_answer(v_order, v_fill);
END;
$$;
