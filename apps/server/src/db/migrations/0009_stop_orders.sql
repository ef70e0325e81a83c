ALTER TABLE "orders" DROP CONSTRAINT "orders_type";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_limit_price";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stop_price" numeric(38, 8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "triggered_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stop_price" CHECK (("orders"."type" IN ('stop', 'stop_limit')) = ("orders"."stop_price" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_type" CHECK ("orders"."type" IN ('market', 'limit', 'stop', 'stop_limit'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_limit_price" CHECK (("orders"."type" IN ('limit', 'stop_limit')) = ("orders"."limit_price" IS NOT NULL));