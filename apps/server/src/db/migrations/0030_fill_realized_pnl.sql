-- Each closing fill keeps its own realised P/L (issue 19 item 6): a partial close shows on the
-- Closed tab with the P/L of the shares it sold, the opening fee split pro rata. execute_fill
-- writes it; positions.realized_pnl stays the lot's running sum of them.
ALTER TABLE fills ADD COLUMN realized_pnl numeric(38, 8);
--> statement-breakpoint
-- Sells filled before this column, by the fill path's own rule and rounding, where that rule's
-- function exists (a database the app has already run on; a new one has no fills yet).
DO $$
BEGIN
  IF to_regprocedure('round_half_even(numeric,integer)') IS NOT NULL THEN
    EXECUTE $update$
      UPDATE fills f
         SET realized_pnl = round_half_even((f.price - p.open_price) * f.quantity - f.fee
               - p.open_fee * f.quantity / p.opened_quantity, 8)
        FROM orders o JOIN positions p ON p.id = o.position_id
       WHERE o.id = f.order_id AND o.side = 'sell'
    $update$;
  END IF;
END $$;
