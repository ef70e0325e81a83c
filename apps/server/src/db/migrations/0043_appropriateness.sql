-- The appropriateness questionnaire (issue 26): every answer a customer gives, with the
-- version of the questions it answered and the verdict. Kept, never changed: operators read
-- the whole history on the customer page.
CREATE TABLE appropriateness_answers (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers(id),
  version integer NOT NULL CHECK (version > 0),
  answers jsonb NOT NULL,
  passed boolean NOT NULL,
  reasons text[] NOT NULL DEFAULT '{}',
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX appropriateness_answers_customer_idx
  ON appropriateness_answers (customer_id, created_at DESC, id DESC);
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON appropriateness_answers FROM brokerage_app;
--> statement-breakpoint
-- The first definition; the canonical one is db/functions/appropriateness.sql.
CREATE OR REPLACE FUNCTION refuse_inappropriate_product() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM appropriateness_answers
                  WHERE customer_id = NEW.customer_id AND passed) THEN
    RAISE EXCEPTION 'appropriateness not passed' USING ERRCODE = 'AP001';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A loan application and a quant fund purchase are refused, whatever path makes them, to a
-- customer who has not passed the questionnaire.
CREATE TRIGGER loans_refuse_inappropriate BEFORE INSERT ON loans
  FOR EACH ROW EXECUTE FUNCTION refuse_inappropriate_product();
--> statement-breakpoint
CREATE TRIGGER quant_holdings_refuse_inappropriate BEFORE INSERT ON quant_holdings
  FOR EACH ROW EXECUTE FUNCTION refuse_inappropriate_product();
