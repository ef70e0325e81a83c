-- The last read of each corporate actions feed (issue 30 item 3): when a pass last read it,
-- when a read last succeeded with how many records, and the last failure's message. Operators
-- see from it whether the vendor's records are arriving; one row per source, whichever copy read.
CREATE TABLE "corporate_feed_reads" (
  "source" text PRIMARY KEY,
  "read_at" timestamp (3) with time zone NOT NULL,
  "succeeded_at" timestamp (3) with time zone,
  "records" integer,
  "error" text,
  CONSTRAINT "corporate_feed_reads_outcome" CHECK (
    ("succeeded_at" IS NULL) = ("records" IS NULL)
    AND "read_at" >= COALESCE("succeeded_at", "read_at"))
);
