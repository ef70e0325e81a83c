CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"instrument_key" text NOT NULL,
	"direction" text NOT NULL,
	"price" numeric(38, 8) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"triggered_at" timestamp with time zone,
	"triggered_price" numeric(38, 8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_direction" CHECK ("price_alerts"."direction" IN ('above', 'below')),
	CONSTRAINT "price_alerts_status" CHECK ("price_alerts"."status" IN ('active', 'triggered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_active_idx" ON "price_alerts" USING btree ("instrument_key") WHERE "price_alerts"."status" = 'active';