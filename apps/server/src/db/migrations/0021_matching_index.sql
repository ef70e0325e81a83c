-- Matching driven by ticks (issue 18): when an instrument's quote moves, its crossing orders,
-- triggered stops and stop-loss / take-profit lots are found by these partial indexes, never by
-- reading every pending order. They hold only what is waiting, so they stay small.
CREATE INDEX IF NOT EXISTS orders_pending_limit_idx ON orders (instrument_key, side, limit_price)
  WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_pending_stop_idx ON orders (instrument_key, side, stop_price)
  WHERE status = 'pending' AND stop_price IS NOT NULL AND triggered_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS positions_stop_loss_idx ON positions (instrument_key, stop_loss)
  WHERE status = 'open' AND stop_loss IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS positions_take_profit_idx ON positions (instrument_key, take_profit)
  WHERE status = 'open' AND take_profit IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS price_alerts_crossing_idx ON price_alerts (instrument_key, direction, price)
  WHERE status = 'active';
