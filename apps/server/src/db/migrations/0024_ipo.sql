-- IPO subscription (issue 15). An offering is the new instrument's terms; its instrument row is
-- written only at listing, so it is neither quoted nor tradable before. Subscriptions hold
-- issue price x quantity + fee; the allotment draw (seed, rule and result) is kept so anyone
-- can recompute it.
CREATE TABLE "ipo_offerings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"currency" text NOT NULL,
	"tick_size" numeric(38, 8) NOT NULL,
	"lot_size" integer NOT NULL,
	"issue_price" numeric(38, 8) NOT NULL,
	"shares_issued" numeric(38, 0) NOT NULL,
	"issue_amount" numeric(38, 8) GENERATED ALWAYS AS ("issue_price" * "shares_issued") STORED NOT NULL,
	"max_per_customer" numeric(38, 0) NOT NULL,
	"allotment_rule" text NOT NULL,
	"partial_allowed" boolean GENERATED ALWAYS AS ("allotment_rule" = 'pro_rata_lottery') STORED NOT NULL,
	"subscription_starts_at" timestamp (3) with time zone NOT NULL,
	"subscription_ends_at" timestamp (3) with time zone NOT NULL,
	"allotment_at" timestamp (3) with time zone NOT NULL,
	"listing_at" timestamp (3) with time zone NOT NULL,
	"lottery_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"instrument_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"allotted_at" timestamp (3) with time zone,
	"listed_at" timestamp (3) with time zone,
	CONSTRAINT "ipo_offerings_status" CHECK ("status" IN ('scheduled', 'allotted', 'listed')),
	CONSTRAINT "ipo_offerings_rule" CHECK ("allotment_rule" IN ('pro_rata_lottery', 'whole_lottery')),
	CONSTRAINT "ipo_offerings_positive" CHECK ("issue_price" > 0 AND "tick_size" > 0 AND "lot_size" > 0 AND "shares_issued" > 0 AND "max_per_customer" > 0),
	CONSTRAINT "ipo_offerings_lots" CHECK (mod("shares_issued", "lot_size") = 0 AND mod("max_per_customer", "lot_size") = 0),
	CONSTRAINT "ipo_offerings_dates" CHECK ("subscription_starts_at" < "subscription_ends_at" AND "subscription_ends_at" <= "allotment_at" AND "allotment_at" <= "listing_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_offerings_market_symbol_unique" ON "ipo_offerings" ("market", "symbol");
--> statement-breakpoint
CREATE INDEX "ipo_offerings_due_idx" ON "ipo_offerings" ("status", "allotment_at", "listing_at");
--> statement-breakpoint
ALTER TABLE "ipo_offerings" ADD CONSTRAINT "ipo_offerings_instrument_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id");
--> statement-breakpoint
CREATE TABLE "ipo_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offering_id" bigint NOT NULL REFERENCES "ipo_offerings"("id"),
	"customer_id" bigint NOT NULL REFERENCES "customers"("id"),
	"quantity" numeric(38, 0) NOT NULL,
	"lots" bigint NOT NULL,
	"price" numeric(38, 8) NOT NULL,
	"amount" numeric(38, 8) NOT NULL,
	"fee" numeric(38, 8) NOT NULL,
	"hold_id" bigint NOT NULL REFERENCES "holds"("id"),
	"status" text DEFAULT 'waiting' NOT NULL,
	"allotted_lots" bigint,
	"allotted_quantity" numeric(38, 0),
	"allotted_amount" numeric(38, 8),
	"allotted_fee" numeric(38, 8),
	"allotment_entry_id" bigint REFERENCES "journal_entries"("id"),
	"order_id" bigint REFERENCES "orders"("id"),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"allotted_at" timestamp (3) with time zone,
	CONSTRAINT "ipo_subscriptions_status" CHECK ("status" IN ('waiting', 'allotted', 'partly_allotted', 'not_allotted')),
	CONSTRAINT "ipo_subscriptions_positive" CHECK ("quantity" > 0 AND "lots" > 0 AND "amount" > 0 AND "fee" >= 0),
	CONSTRAINT "ipo_subscriptions_allotted" CHECK ("allotted_lots" IS NULL OR ("allotted_lots" >= 0 AND "allotted_lots" <= "lots"))
);
--> statement-breakpoint
CREATE INDEX "ipo_subscriptions_offering_idx" ON "ipo_subscriptions" ("offering_id", "id");
--> statement-breakpoint
CREATE INDEX "ipo_subscriptions_customer_idx" ON "ipo_subscriptions" ("customer_id", "id");
--> statement-breakpoint
-- What each customer has subscribed to an offering, counted by the statement that checks the
-- maximum (INSERT ... ON CONFLICT DO UPDATE ... WHERE), so parallel subscriptions never pass it.
CREATE TABLE "ipo_customer_totals" (
	"offering_id" bigint NOT NULL REFERENCES "ipo_offerings"("id"),
	"customer_id" bigint NOT NULL REFERENCES "customers"("id"),
	"quantity" numeric(38, 0) NOT NULL,
	CONSTRAINT "ipo_customer_totals_pk" PRIMARY KEY ("offering_id", "customer_id")
);
--> statement-breakpoint
CREATE TABLE "ipo_allotment_draws" (
	"offering_id" bigint PRIMARY KEY NOT NULL REFERENCES "ipo_offerings"("id"),
	"algorithm" text NOT NULL,
	"seed" text NOT NULL,
	"lots_available" bigint NOT NULL,
	"lots_requested" bigint NOT NULL,
	"result" jsonb NOT NULL,
	"triggered_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
