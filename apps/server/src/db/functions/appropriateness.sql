-- The appropriateness rule (issue 26, migration 0043): a loan application and a quant fund
-- purchase need a passed appropriateness questionnaire. Called by the BEFORE INSERT triggers
-- on `loans` and `quant_holdings`, so it runs in the transaction that commits the money, on
-- every path that makes one. AP001: never answered; AP002: the latest answer failed (the
-- customer is shown the risk warning, the product stays closed). A pass stands.
-- The answers are the person's: a practice account's purchase reads its person's (0060).
CREATE OR REPLACE FUNCTION refuse_inappropriate_product() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_person bigint := person_of(NEW.customer_id);
BEGIN
  IF EXISTS (SELECT 1 FROM appropriateness_answers
              WHERE customer_id = v_person AND passed) THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM appropriateness_answers WHERE customer_id = v_person) THEN
    RAISE EXCEPTION 'appropriateness failed' USING ERRCODE = 'AP002';
  END IF;
  RAISE EXCEPTION 'appropriateness not answered' USING ERRCODE = 'AP001';
END;
$$;
