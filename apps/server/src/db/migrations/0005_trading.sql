CREATE TABLE "fills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"price" numeric(38, 8) NOT NULL,
	"quantity" numeric(38, 0) NOT NULL,
	"fee" numeric(38, 8) NOT NULL,
	"bid" numeric(38, 8) NOT NULL,
	"ask" numeric(38, 8) NOT NULL,
	"last" numeric(38, 8) NOT NULL,
	"quote_time" timestamp (3) with time zone NOT NULL,
	"price_source" text NOT NULL,
	"entry_id" bigint NOT NULL,
	"filled_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "fills_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"instrument_id" integer NOT NULL,
	"instrument_key" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"quantity" numeric(38, 0) NOT NULL,
	"limit_price" numeric(38, 8),
	"stop_loss" numeric(38, 8),
	"take_profit" numeric(38, 8),
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"hold_id" bigint,
	"position_id" bigint,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_side" CHECK ("orders"."side" IN ('buy', 'sell')),
	CONSTRAINT "orders_type" CHECK ("orders"."type" IN ('market', 'limit')),
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('pending', 'filled', 'cancelled', 'refused')),
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_limit_price" CHECK (("orders"."type" = 'limit') = ("orders"."limit_price" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"instrument_id" integer NOT NULL,
	"instrument_key" text NOT NULL,
	"currency" text NOT NULL,
	"quantity" numeric(38, 0) NOT NULL,
	"closing_quantity" numeric(38, 0) DEFAULT '0' NOT NULL,
	"opened_quantity" numeric(38, 0) NOT NULL,
	"open_price" numeric(38, 8) NOT NULL,
	"open_fee" numeric(38, 8) NOT NULL,
	"stop_loss" numeric(38, 8),
	"take_profit" numeric(38, 8),
	"realized_pnl" numeric(38, 8) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp (3) with time zone NOT NULL,
	"closed_at" timestamp (3) with time zone,
	CONSTRAINT "positions_status" CHECK ("positions"."status" IN ('open', 'closed')),
	CONSTRAINT "positions_quantities" CHECK ("positions"."quantity" >= 0 AND "positions"."closing_quantity" >= 0 AND "positions"."closing_quantity" <= "positions"."quantity")
);
--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("id") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_unique" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "positions_customer_idx" ON "positions" USING btree ("customer_id","status");