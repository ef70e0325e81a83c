-- Operator console products (issue 17). Both halves live in one migration so the numbering
-- stays the one reserved for this work.
--
-- Instruments: a listing switch (an unlisted instrument leaves the customers' lists and search,
-- its holders still see and close it), names per language over the catalogue name, the reason
-- of a halt as operators gave it, and a version so an edit made on a stale screen is refused.
ALTER TABLE instruments ADD COLUMN enabled boolean NOT NULL DEFAULT true;
--> statement-breakpoint
ALTER TABLE instruments ADD COLUMN names jsonb NOT NULL DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE instruments ADD COLUMN halt_reason text;
--> statement-breakpoint
ALTER TABLE instruments ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
-- News written in the console: an article without a publication time is a draft or was taken
-- down; `author` names the operator (NULL for the platform's shipped articles, which the
-- console does not edit); `version` refuses an edit made on a stale screen.
ALTER TABLE news_articles ALTER COLUMN published_at DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE news_articles ADD COLUMN author text;
--> statement-breakpoint
ALTER TABLE news_articles ADD COLUMN version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE news_articles ADD COLUMN updated_at timestamp with time zone NOT NULL DEFAULT now();
