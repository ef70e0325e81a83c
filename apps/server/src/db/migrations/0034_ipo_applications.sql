-- Issue 23, parts 4 and 5.
--
-- IPO by application: one application per customer per offering. A second subscription adds
-- its lots, amount and hold to the customer's application (modules/ipo/ipo-subscribe.ts), so
-- splitting a subscription cannot multiply lottery chances. ipo_subscriptions rows are those
-- applications from now on.
--
-- Old rows: an offering already allotted (or listed) keeps its rows as they were drawn (its
-- stored draw names them; nothing is re-drawn). A scheduled offering's waiting rows of one
-- customer are merged below into the oldest one: quantities, lots, amounts and held fees are
-- summed (the fee charged at the allotment is the fee table on the allotted amount, never
-- more than this held fee), and each merged row's hold joins the kept hold by one ledger
-- entry (held -> held, 'ipo.merge'), the merged hold being voided by that entry, so held
-- balances still equal the pending holds. Needs the ledger's function: a database the app
-- has never run on has no subscriptions either.
DO $$
DECLARE
  v_row record;
  v_entry bigint;
BEGIN
  IF to_regprocedure('ledger_post_entry(text,bigint,text,jsonb,text,text,text,jsonb)') IS NULL THEN
    RETURN;
  END IF;
  FOR v_row IN
    SELECT s.id, s.customer_id, s.quantity, s.lots, s.amount, s.fee, s.hold_id,
           h.amount AS held, h.currency, kept.id AS kept_id, kept.hold_id AS kept_hold_id,
           o.market || ':' || o.symbol AS offering_key, o.id AS offering_id
      FROM ipo_subscriptions s
      JOIN ipo_offerings o ON o.id = s.offering_id AND o.status = 'scheduled'
      JOIN holds h ON h.id = s.hold_id
      JOIN LATERAL (
        SELECT k.id, k.hold_id FROM ipo_subscriptions k
         WHERE k.offering_id = s.offering_id AND k.customer_id = s.customer_id
           AND k.status = 'waiting'
         ORDER BY k.id LIMIT 1) kept ON kept.id <> s.id
     WHERE s.status = 'waiting'
     ORDER BY s.id
  LOOP
    v_entry := ledger_post_entry('ipo.merge', v_row.customer_id,
      'IPO subscription ' || v_row.quantity || ' ' || v_row.offering_key,
      jsonb_build_object('key', 'ipoSubscribe', 'values',
        jsonb_build_object('quantity', v_row.quantity::text, 'key', v_row.offering_key)),
      'system:migration', 'IPO' || v_row.offering_id, NULL,
      jsonb_build_array(
        jsonb_build_object('customer_id', v_row.customer_id, 'kind', 'held',
          'currency', v_row.currency, 'amount', -v_row.held),
        jsonb_build_object('customer_id', v_row.customer_id, 'kind', 'held',
          'currency', v_row.currency, 'amount', v_row.held)));
    UPDATE holds SET status = 'voided', settle_entry_id = v_entry, settled_at = now()
     WHERE id = v_row.hold_id;
    UPDATE holds SET amount = amount + v_row.held WHERE id = v_row.kept_hold_id;
    UPDATE ipo_subscriptions
       SET quantity = quantity + v_row.quantity, lots = lots + v_row.lots,
           amount = amount + v_row.amount, fee = fee + v_row.fee
     WHERE id = v_row.kept_id;
    DELETE FROM ipo_subscriptions WHERE id = v_row.id;
  END LOOP;
END $$;
--> statement-breakpoint
-- While an offering is open its applications wait: one per customer.
CREATE UNIQUE INDEX "ipo_subscriptions_one_application" ON "ipo_subscriptions" ("offering_id", "customer_id") WHERE "status" = 'waiting';
--> statement-breakpoint
-- Orders, part 5. What a sale was when it happened: shares of its lot left open (partial).
ALTER TABLE "fills" ADD COLUMN "partial" boolean;
--> statement-breakpoint
-- Sales filled before this column: partial when the lot's sales up to and including this one
-- sold less than it opened with.
UPDATE "fills" f
   SET "partial" = (SELECT COALESCE(SUM(f2.quantity), 0)
                      FROM fills f2 JOIN orders o2 ON o2.id = f2.order_id
                     WHERE o2.position_id = o.position_id AND f2.id <= f.id) < p.opened_quantity
  FROM orders o JOIN positions p ON p.id = o.position_id
 WHERE o.id = f.order_id AND o.side = 'sell';
--> statement-breakpoint
-- The quote whose bid fired a stop loss or take profit: kept on the sell order when it fires
-- and copied by execute_fill onto the fill's receipt.
ALTER TABLE "orders" ADD COLUMN "trigger_price" numeric(38, 8);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trigger_quote_time" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "fills" ADD COLUMN "trigger_price" numeric(38, 8);
--> statement-breakpoint
ALTER TABLE "fills" ADD COLUMN "trigger_quote_time" timestamp (3) with time zone;
