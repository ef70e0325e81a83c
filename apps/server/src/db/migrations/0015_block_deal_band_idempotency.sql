-- A block deal is priced by rule: a premium (or, negative, a discount) in percent on the
-- feed's ask at the moment a customer buys, never a price an operator types
-- (ARCHITECTURE.md section 8). Deals set up before carried a typed price that cannot be
-- turned into a premium without the quote of their day: they are repriced at the market.
ALTER TABLE "block_deals" ADD COLUMN "premium_percent" numeric(9, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "block_deals" ALTER COLUMN "premium_percent" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "block_deals" ADD CONSTRAINT "block_deals_premium" CHECK ("block_deals"."premium_percent" > -100 AND "block_deals"."premium_percent" < 100);--> statement-breakpoint
ALTER TABLE "block_deals" DROP COLUMN "price";--> statement-breakpoint
-- One table answers every money-moving request's Idempotency-Key: the key is claimed in
-- the transaction that moves the money, and the first answer is kept with it.
CREATE TABLE "idempotency_keys" (
	"customer_id" bigint NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("customer_id", "key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Keys taken the old ways stay taken: their request hashes were computed another way, so a
-- retry of one is refused (409) rather than answered, and never moves money a second time.
INSERT INTO "idempotency_keys" ("customer_id", "key", "scope", "request_hash")
SELECT "customer_id", "idempotency_key",
       CASE WHEN "block_deal_id" IS NULL THEN 'order.place' ELSE 'blocktrade.buy' END, 'legacy'
  FROM "orders" WHERE "idempotency_key" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "idempotency_keys" ("customer_id", "key", "scope", "request_hash")
SELECT m[2]::bigint, CASE WHEN m[1] = 'demo-funding' THEN 'demo-funding:' || m[3] ELSE m[3] END,
       CASE m[1] WHEN 'demo-funding' THEN 'seed.demo-funding' ELSE m[1] END, 'legacy'
  FROM (SELECT regexp_match("idempotency_key", '^(transfer|withdrawal|demo-funding):(\d+):(.+)$') AS m
          FROM "journal_entries" WHERE "idempotency_key" IS NOT NULL) keyed
 WHERE m IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP INDEX "orders_idempotency_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "request_hash";--> statement-breakpoint
DROP FUNCTION trade_buy_at_once(jsonb, jsonb, jsonb);--> statement-breakpoint
DROP FUNCTION ledger_post_entry(text, bigint, text, jsonb, text, text, text, text, text, jsonb);--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "journal_entries" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "journal_entries" DROP COLUMN "request_hash";--> statement-breakpoint
-- As in 0012, without the entry's own idempotency key: requests are made idempotent by
-- idempotency_keys, in the transaction that posts the entry.
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
ALTER FUNCTION ledger_post_entry(text, bigint, text, jsonb, text, text, text, jsonb)
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
-- As in 0013, and the order's Idempotency-Key is claimed in idempotency_keys inside the
-- same transaction, still one round trip (buy-at-once.ts builds the arguments).
-- p_claim is NULL without a key, else { customer_id, key, scope, request_hash }. When the
-- key is taken (a concurrent twin waits here on the first one's row until it commits),
-- nothing is written and the answer is { "taken": the key's row }: the caller compares
-- scope and hash and answers the stored response or 409. Otherwise the order, its lot,
-- the ledger entry that takes cost and fee from cash, the execution receipt and the
-- customer's 'order.updated' event are written, and the key keeps { order, fill } as its
-- answer. A balance that cannot pay raises LD001 in ledger_post_entry and nothing is
-- written, the claim included. The entry's reference is 'O' and the order id.
CREATE OR REPLACE FUNCTION trade_buy_at_once(p_order jsonb, p_fill jsonb, p_entry jsonb,
  p_claim jsonb)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_order orders;
  v_fill fills;
  v_event customer_events;
  v_entry bigint;
  v_taken idempotency_keys;
  v_answer jsonb;
BEGIN
  IF p_claim IS NOT NULL THEN
    INSERT INTO idempotency_keys (customer_id, key, scope, request_hash)
    VALUES ((p_claim->>'customer_id')::bigint, p_claim->>'key', p_claim->>'scope',
      p_claim->>'request_hash')
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT * INTO STRICT v_taken FROM idempotency_keys
       WHERE customer_id = (p_claim->>'customer_id')::bigint AND key = p_claim->>'key';
      RETURN jsonb_build_object('taken', to_jsonb(v_taken));
    END IF;
  END IF;

  INSERT INTO orders (customer_id, instrument_id, instrument_key, market, currency, side, type,
    quantity, limit_price, stop_price, stop_loss, take_profit, status, block_deal_id)
  SELECT customer_id, instrument_id, instrument_key, market, currency, side, type,
    quantity, limit_price, stop_price, stop_loss, take_profit, 'filled', block_deal_id
    FROM jsonb_populate_record(NULL::orders, p_order)
  RETURNING * INTO v_order;

  SELECT * INTO v_fill FROM jsonb_populate_record(NULL::fills, p_fill);
  -- The lot first: the ledger entry, which locks the platform's accounts, comes late.
  INSERT INTO positions (customer_id, instrument_id, instrument_key, currency, quantity,
    opened_quantity, open_price, open_fee, stop_loss, take_profit, opened_at)
  VALUES (v_order.customer_id, v_order.instrument_id, v_order.instrument_key, v_order.currency,
    v_order.quantity, v_order.quantity, v_fill.price, v_fill.fee, v_order.stop_loss,
    v_order.take_profit, v_fill.filled_at);

  v_entry := ledger_post_entry(p_entry->>'type', v_order.customer_id, p_entry->>'description',
    p_entry->'memo', p_entry->>'actor', 'O' || v_order.id, NULL, p_entry->'legs');

  INSERT INTO fills (order_id, customer_id, price, quantity, fee, bid, ask, last, quote_time,
    price_source, entry_id, filled_at)
  VALUES (v_order.id, v_order.customer_id, v_fill.price, v_order.quantity, v_fill.fee,
    v_fill.bid, v_fill.ask, v_fill.last, v_fill.quote_time, v_fill.price_source, v_entry,
    v_fill.filled_at)
  RETURNING * INTO v_fill;

  INSERT INTO customer_events (customer_id, type, payload)
  VALUES (v_order.customer_id, 'order.updated',
    jsonb_build_object('id', v_order.id, 'status', v_order.status))
  RETURNING * INTO v_event;

  v_answer := jsonb_build_object(
    'order', row_json_exact(to_jsonb(v_order)),
    'fill', row_json_exact(to_jsonb(v_fill)));
  IF p_claim IS NOT NULL THEN
    UPDATE idempotency_keys SET response = v_answer
     WHERE customer_id = v_order.customer_id AND key = p_claim->>'key';
  END IF;
  RETURN v_answer || jsonb_build_object('event', row_json_exact(to_jsonb(v_event)));
END;
$$;
--> statement-breakpoint
ALTER FUNCTION trade_buy_at_once(jsonb, jsonb, jsonb, jsonb) SET plan_cache_mode = force_generic_plan;
