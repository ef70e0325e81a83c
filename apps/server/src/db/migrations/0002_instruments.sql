CREATE TABLE "instruments" (
	"id" serial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"reference_price" numeric(38, 8) NOT NULL,
	"tick_size" numeric(38, 8) NOT NULL,
	"lot_size" integer NOT NULL,
	"halted" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "instruments_kind" CHECK ("instruments"."kind" IN ('stock', 'fund', 'index')),
	CONSTRAINT "instruments_lot_positive" CHECK ("instruments"."lot_size" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_market_symbol_unique" ON "instruments" USING btree ("market","symbol");