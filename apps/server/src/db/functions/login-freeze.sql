-- A login freeze: no new session for the customer, whatever path creates it (OP002, the
-- message is the reason the customer is shown). Migration 0027 attaches it to sessions.
CREATE OR REPLACE FUNCTION customers_refuse_frozen_login() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  frozen text;
BEGIN
  SELECT login_frozen_reason INTO frozen FROM customers WHERE id = NEW.customer_id;
  IF frozen IS NOT NULL THEN
    RAISE EXCEPTION '%', frozen USING ERRCODE = 'OP002';
  END IF;
  RETURN NEW;
END;
$$;
