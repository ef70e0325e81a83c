CREATE TABLE "block_deals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instrument_id" integer NOT NULL,
	"instrument_key" text NOT NULL,
	"currency" text NOT NULL,
	"price" numeric(38, 8) NOT NULL,
	"min_quantity" numeric(38, 0) NOT NULL,
	"available_quantity" numeric(38, 0) NOT NULL,
	"opens_at" timestamp (3) with time zone NOT NULL,
	"closes_at" timestamp (3) with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_deals_minimum" CHECK ("block_deals"."min_quantity" >= 10000),
	CONSTRAINT "block_deals_available" CHECK ("block_deals"."available_quantity" >= 0),
	CONSTRAINT "block_deals_window" CHECK ("block_deals"."closes_at" > "block_deals"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "block_deal_id" bigint;--> statement-breakpoint
ALTER TABLE "block_deals" ADD CONSTRAINT "block_deals_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;