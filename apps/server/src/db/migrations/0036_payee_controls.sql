-- Controls of issue 24 (purchase freeze on every path, new payee cooling-off and name match,
-- the seed's customer script under the CSP). One migration for this work.
--
-- The purchase freeze: the orders trigger refuses the orders a customer places (hold_id is
-- NULL when a customer's order is inserted: a waiting buy gets its hold after the insert, a
-- buy at once has none). An order inserted with its hold already reserved is the delivery of
-- a purchase committed earlier (an IPO allotment at listing): the freeze was checked when that
-- money was committed, and refusing the delivery would fail the whole offering's listing.
DROP TRIGGER orders_refuse_frozen_buy ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_refuse_frozen_buy BEFORE INSERT ON orders
  FOR EACH ROW WHEN (NEW.side = 'buy' AND NEW.hold_id IS NULL)
  EXECUTE FUNCTION customers_refuse_frozen_buy();
--> statement-breakpoint
-- Name match: why the reviewing operator should look closer at a withdrawal (a bank account
-- whose holder is not the verified identity), { reason, payeeName, identityName }; NULL: none.
ALTER TABLE withdrawals ADD COLUMN review_note jsonb;
