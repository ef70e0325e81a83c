CREATE TABLE "candle_ranges" (
	"instrument_key" text NOT NULL,
	"interval" text NOT NULL,
	"source" text NOT NULL,
	"covered_from" timestamp with time zone NOT NULL,
	"covered_to" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candle_ranges_instrument_key_interval_source_pk" PRIMARY KEY("instrument_key","interval","source"),
	CONSTRAINT "candle_ranges_interval" CHECK ("candle_ranges"."interval" IN ('1m', '5m', '15m', '1h', '1d', '1w')),
	CONSTRAINT "candle_ranges_order" CHECK ("candle_ranges"."covered_from" < "candle_ranges"."covered_to")
);
--> statement-breakpoint
CREATE TABLE "candles" (
	"instrument_key" text NOT NULL,
	"interval" text NOT NULL,
	"source" text NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volume" numeric NOT NULL,
	CONSTRAINT "candles_instrument_key_interval_source_open_time_pk" PRIMARY KEY("instrument_key","interval","source","open_time"),
	CONSTRAINT "candles_interval" CHECK ("candles"."interval" IN ('1m', '5m', '15m', '1h', '1d', '1w'))
);
