-- Two-phase holds (ARCHITECTURE.md section 3), the money kernel's only writer of `holds`
-- (issue 27): reserve (cash -> held), then post (held -> destinations) or void (held -> cash),
-- each one journal entry through ledger_post_entry and the hold's row in the same call. The
-- app's role reads `holds` but cannot write it (migration 0045); ledger/holds.ts and
-- execute_fill call these. A hold settles once: every settling function locks the row and
-- refuses one that is no longer pending, and the settling UPDATE itself repeats the check.
--
-- Errors: HD001 no such hold (or not the caller's), HD002 the hold is not pending, HD003 an
-- amount that is not positive, HD004 destinations that take more than the hold (a caller's
-- bug). LD001 and LD002 come from the ledger. `p_meta` carries the entry's description, memo,
-- actor, reference and reason as ledger_post_entry takes them.

-- The hold's row, locked for the caller's transaction; NULL when there is none (or it is not
-- p_customer_id's when one is given). Not pending is the caller's to judge.
CREATE OR REPLACE FUNCTION hold_lock(p_hold_id bigint, p_customer_id bigint DEFAULT NULL)
RETURNS holds
LANGUAGE sql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT * FROM holds
   WHERE id = p_hold_id AND (p_customer_id IS NULL OR customer_id = p_customer_id)
     FOR UPDATE;
$$;

-- The locked pending hold, or HD001 / HD002.
CREATE OR REPLACE FUNCTION hold_lock_pending(p_hold_id bigint, p_customer_id bigint DEFAULT NULL)
RETURNS holds
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  v_hold holds := hold_lock(p_hold_id, p_customer_id);
BEGIN
  IF v_hold.id IS NULL THEN
    RAISE EXCEPTION 'hold % not found', p_hold_id USING ERRCODE = 'HD001';
  END IF;
  IF v_hold.status <> 'pending' THEN
    RAISE EXCEPTION 'hold % is %', p_hold_id, v_hold.status USING ERRCODE = 'HD002';
  END IF;
  RETURN v_hold;
END;
$$;

-- One journal entry of the hold's owner in the hold's currency, with p_meta's texts.
CREATE OR REPLACE FUNCTION hold_entry(p_type text, p_hold holds, p_meta jsonb, p_legs jsonb)
RETURNS bigint
LANGUAGE sql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
  SELECT ledger_post_entry(p_type, p_hold.customer_id, p_meta->>'description',
    NULLIF(p_meta->'memo', 'null'::jsonb), p_meta->>'actor', p_meta->>'reference',
    p_meta->>'reason', p_legs);
$$;

-- A customer's own cash or held account as a leg.
CREATE OR REPLACE FUNCTION hold_leg(p_hold holds, p_kind text, p_amount numeric) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('customer_id', p_hold.customer_id, 'kind', p_kind,
    'currency', p_hold.currency, 'shard', 0, 'amount', p_amount);
$$;

-- Marks a pending hold settled by an entry; the WHERE repeats the pending check, so a second
-- settlement of one hold can never be recorded.
CREATE OR REPLACE FUNCTION hold_settle(p_hold_id bigint, p_status text, p_entry_id bigint)
RETURNS holds
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  v_hold holds;
BEGIN
  UPDATE holds SET status = p_status, settle_entry_id = p_entry_id, settled_at = now()
   WHERE id = p_hold_id AND status = 'pending'
  RETURNING * INTO v_hold;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'hold % is not pending', p_hold_id USING ERRCODE = 'HD002';
  END IF;
  RETURN v_hold;
END;
$$;

-- Phase one: cash -> held in one entry (type '<purpose>.reserve'), and the pending hold that
-- remembers it. The entry's reference is the hold's.
CREATE OR REPLACE FUNCTION hold_reserve(p_customer_id bigint, p_currency text, p_amount numeric,
  p_purpose text, p_reference text, p_meta jsonb) RETURNS holds
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  v_owner holds;
  v_entry bigint;
  v_hold holds;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'a hold needs a positive amount' USING ERRCODE = 'HD003';
  END IF;
  v_owner.customer_id := p_customer_id;
  v_owner.currency := p_currency;
  v_entry := hold_entry(p_purpose || '.reserve', v_owner,
    p_meta || jsonb_build_object('reference', p_reference),
    jsonb_build_array(hold_leg(v_owner, 'cash', -p_amount), hold_leg(v_owner, 'held', p_amount)));
  INSERT INTO holds (customer_id, currency, amount, purpose, reference, reserve_entry_id)
  VALUES (p_customer_id, p_currency, p_amount, p_purpose, p_reference, v_entry)
  RETURNING * INTO v_hold;
  RETURN v_hold;
END;
$$;

-- Adds p_amount to a pending hold: cash -> held in one entry, and the hold grows by it (an IPO
-- application a second subscription adds to). The row lock serialises additions.
CREATE OR REPLACE FUNCTION hold_grow(p_hold_id bigint, p_amount numeric, p_meta jsonb)
RETURNS holds
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  v_hold holds := hold_lock_pending(p_hold_id);
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'a hold grows by a positive amount' USING ERRCODE = 'HD003';
  END IF;
  PERFORM hold_entry(v_hold.purpose || '.reserve', v_hold, p_meta,
    jsonb_build_array(hold_leg(v_hold, 'cash', -p_amount), hold_leg(v_hold, 'held', p_amount)));
  UPDATE holds SET amount = amount + p_amount WHERE id = v_hold.id RETURNING * INTO v_hold;
  RETURN v_hold;
END;
$$;

-- Phase two, success: held -> p_destinations (legs as ledger_post_entry takes them, each
-- positive, in the hold's currency, on accounts other than the owner's cash and held), and
-- whatever they do not take back to cash in the same entry, so a fill at a better price
-- releases the rest at once. The entry's type is '<purpose>.post'.
CREATE OR REPLACE FUNCTION hold_post(p_hold_id bigint, p_destinations jsonb, p_meta jsonb)
RETURNS holds
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  v_hold holds := hold_lock_pending(p_hold_id);
  v_taken numeric;
  v_bad integer;
  v_legs jsonb;
BEGIN
  SELECT COALESCE(SUM(x.amount), 0), COUNT(*) FILTER (WHERE x.amount IS NULL OR x.amount <= 0
           OR x.currency IS DISTINCT FROM v_hold.currency)
    INTO v_taken, v_bad
    FROM jsonb_to_recordset(p_destinations) AS x(amount numeric, currency text);
  IF v_bad > 0 OR v_taken > v_hold.amount THEN
    RAISE EXCEPTION 'hold %: destinations % exceed % or are not positive', p_hold_id, v_taken,
      v_hold.amount USING ERRCODE = 'HD004';
  END IF;
  v_legs := jsonb_build_array(hold_leg(v_hold, 'held', -v_hold.amount)) || p_destinations;
  IF v_hold.amount > v_taken THEN
    v_legs := v_legs || hold_leg(v_hold, 'cash', v_hold.amount - v_taken);
  END IF;
  RETURN hold_settle(v_hold.id, 'posted',
    hold_entry(v_hold.purpose || '.post', v_hold, p_meta, v_legs));
END;
$$;

-- Phase two, failure: held -> cash, the whole amount ('<purpose>.void'). With p_customer_id,
-- only that customer's hold (HD001 otherwise).
CREATE OR REPLACE FUNCTION hold_void(p_hold_id bigint, p_meta jsonb,
  p_customer_id bigint DEFAULT NULL) RETURNS holds
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  v_hold holds := hold_lock_pending(p_hold_id, p_customer_id);
BEGIN
  RETURN hold_settle(v_hold.id, 'voided', hold_entry(v_hold.purpose || '.void', v_hold, p_meta,
    jsonb_build_array(hold_leg(v_hold, 'held', -v_hold.amount),
      hold_leg(v_hold, 'cash', v_hold.amount))));
END;
$$;

-- Keeps p_keep of a pending hold and returns the rest to cash in one entry
-- ('<purpose>.release'): the hold is voided by that entry and a new pending hold of p_keep,
-- reserved by the same entry and with the same reference, takes its place (an IPO's allotted
-- amount waits for its listing). Keeping all of it changes nothing.
CREATE OR REPLACE FUNCTION hold_keep(p_hold_id bigint, p_keep numeric, p_meta jsonb)
RETURNS holds
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  v_hold holds := hold_lock_pending(p_hold_id);
  v_rest numeric;
  v_entry bigint;
  v_kept holds;
BEGIN
  IF p_keep IS NULL OR p_keep <= 0 OR p_keep > v_hold.amount THEN
    RAISE EXCEPTION 'hold %: cannot keep % of %', p_hold_id, p_keep, v_hold.amount
      USING ERRCODE = 'HD004';
  END IF;
  v_rest := v_hold.amount - p_keep;
  IF v_rest = 0 THEN
    RETURN v_hold;
  END IF;
  v_entry := hold_entry(v_hold.purpose || '.release', v_hold, p_meta,
    jsonb_build_array(hold_leg(v_hold, 'held', -v_rest), hold_leg(v_hold, 'cash', v_rest)));
  PERFORM hold_settle(v_hold.id, 'voided', v_entry);
  INSERT INTO holds (customer_id, currency, amount, purpose, reference, reserve_entry_id)
  VALUES (v_hold.customer_id, v_hold.currency, p_keep, v_hold.purpose, v_hold.reference, v_entry)
  RETURNING * INTO v_kept;
  RETURN v_kept;
END;
$$;

-- SECURITY DEFINER functions are callable by PUBLIC unless revoked: the app's role only.
REVOKE EXECUTE ON FUNCTION hold_lock(bigint, bigint), hold_lock_pending(bigint, bigint),
  hold_entry(text, holds, jsonb, jsonb), hold_settle(bigint, text, bigint),
  hold_reserve(bigint, text, numeric, text, text, jsonb), hold_grow(bigint, numeric, jsonb),
  hold_post(bigint, jsonb, jsonb), hold_void(bigint, jsonb, bigint),
  hold_keep(bigint, numeric, jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION hold_lock(bigint, bigint), hold_lock_pending(bigint, bigint),
  hold_reserve(bigint, text, numeric, text, text, jsonb), hold_grow(bigint, numeric, jsonb),
  hold_post(bigint, jsonb, jsonb), hold_void(bigint, jsonb, bigint),
  hold_keep(bigint, numeric, jsonb) TO brokerage_app;
