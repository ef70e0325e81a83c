-- A lot's cost is kept as a total (issue 30 item 3): a split divides the price per share, which
-- is rarely exact (100 / 3), but never the cost. Every sale takes its share of the cost the way
-- it takes its share of the opening fee (the cumulative share before it less the one after it,
-- half to even at 8 decimals), so a lot's sales add up to its cost exactly, split or not. Before
-- any split the cost is the open price x the opened shares, and each sale's share is its
-- shares x the open price, as the fill path computed it until now.
ALTER TABLE "positions" ADD COLUMN "open_cost" numeric(38, 8);
--> statement-breakpoint
UPDATE "positions" SET "open_cost" = "open_price" * "opened_quantity";
--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "open_cost" SET NOT NULL;
--> statement-breakpoint
-- A sale's receipt keeps the cost it closed: the gains report and the closed-positions list read
-- it, and it stays what it was when the lot's shares are later split.
ALTER TABLE "fills" ADD COLUMN "cost" numeric(38, 8);
--> statement-breakpoint
UPDATE "fills" f SET "cost" = p."open_price" * f."quantity"
  FROM "orders" o JOIN "positions" p ON p."id" = o."position_id"
 WHERE o."id" = f."order_id" AND o."side" = 'sell';
--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_cost" CHECK (("cost" IS NULL) = ("realized_pnl" IS NULL));
--> statement-breakpoint
-- The fill path now takes both shares with one function, lot_carried (db/functions).
DROP FUNCTION IF EXISTS open_fee_carried(numeric, numeric, numeric);
