-- Crypto deposits are credited for transfers seen on chain to the customer's own address,
-- never for a claimed transaction hash (security issue 14, finding 1).
CREATE SEQUENCE "deposit_address_index_seq" AS integer MINVALUE 0 MAXVALUE 2147483647 START WITH 0;--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"network" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_addresses_network" CHECK ("deposit_addresses"."network" IN ('ERC20', 'TRC20'))
);--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_customer_network_unique" ON "deposit_addresses" USING btree ("customer_id","network");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_unique" ON "deposit_addresses" USING btree ("network","address");--> statement-breakpoint
CREATE TABLE "chain_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint,
	"token" text NOT NULL,
	"from_address" text,
	"to_address" text NOT NULL,
	"raw_amount" numeric(78, 0) NOT NULL,
	"amount" numeric(38, 8),
	"customer_id" bigint,
	"status" text NOT NULL,
	"deposit_id" bigint,
	"entry_id" bigint,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_transfers_status" CHECK ("chain_transfers"."status" IN ('credited', 'unmatched', 'refused', 'return')),
	CONSTRAINT "chain_transfers_hash_form" CHECK ("chain_transfers"."tx_hash" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_transfers_log_unique" ON "chain_transfers" USING btree ("network","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "chain_transfers_status_idx" ON "chain_transfers" USING btree ("status","id");--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A hash is a hint now, one form only (64 lower-case hex digits, no 0x), and no longer a
-- global claim: the victim of a front-run claim must still be able to give it.
DROP INDEX "deposits_tx_hash_unique";--> statement-breakpoint
WITH normalised AS (
	SELECT "id", lower(regexp_replace("tx_hash", '^0[xX]', '')) AS "hash",
		row_number() OVER (PARTITION BY "customer_id", "network", lower(regexp_replace("tx_hash", '^0[xX]', '')), ("status" = 0) ORDER BY "id") AS "nth"
	FROM "deposits" WHERE "tx_hash" IS NOT NULL
)
UPDATE "deposits" SET
	"tx_hash" = CASE WHEN normalised."nth" = 1 OR "deposits"."status" <> 0 THEN normalised."hash" END,
	"comment" = CASE WHEN normalised."nth" = 1 OR "deposits"."status" <> 0 THEN "deposits"."comment"
		ELSE concat_ws(' ', "deposits"."comment", '(repeated hash ' || normalised."hash" || ')') END
FROM normalised WHERE "deposits"."id" = normalised."id";--> statement-breakpoint
CREATE INDEX "deposits_tx_hash_idx" ON "deposits" USING btree ("network","tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_waiting_hint_unique" ON "deposits" USING btree ("customer_id","network","tx_hash") WHERE "deposits"."status" = 0 AND "deposits"."tx_hash" IS NOT NULL;
