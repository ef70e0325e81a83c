-- The appropriateness rule (issue 26, migration 0043): a loan application and a quant fund
-- purchase need a passed appropriateness questionnaire. Called by the BEFORE INSERT triggers
-- on `loans` and `quant_holdings`, so it runs in the transaction that commits the money, on
-- every path that makes one. AP001: never answered; AP002: the latest answer failed (the
-- customer is shown the risk warning, the product stays closed). A pass stands.
CREATE OR REPLACE FUNCTION refuse_inappropriate_product() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM appropriateness_answers
              WHERE customer_id = NEW.customer_id AND passed) THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM appropriateness_answers WHERE customer_id = NEW.customer_id) THEN
    RAISE EXCEPTION 'appropriateness failed' USING ERRCODE = 'AP002';
  END IF;
  RAISE EXCEPTION 'appropriateness not answered' USING ERRCODE = 'AP001';
END;
$$;
