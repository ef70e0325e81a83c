-- The purchase freeze (issue 24): an operator's `trading_frozen_reason` on the customer
-- refuses every new commitment of money to a purchase, on whatever path it is made. One rule,
-- called in the transaction that commits the money: by the orders trigger (every buy order,
-- the batched buys at once and block deals included) and by the other purchase paths through
-- modules/member/purchase-freeze.ts (IPO subscription, quant fund buy, loan
-- application and payout). OP001 carries the operator's reason as its message. A plain read,
-- not a row lock: the orders path is the hot path of the app, and a lock on the customer row
-- from every buy would queue a customer's parallel buys behind each other.
-- The person of a customer row: itself, or for a practice account (0060) the customer whose
-- practice account it is. A person's freeze and answers hold in their practice account too.
-- (plpgsql, whose body is checked when it runs: the functions are applied to databases of
-- every migration, some from before the column.)
CREATE OR REPLACE FUNCTION person_of(p_customer_id bigint) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT COALESCE(practice_of, id) FROM customers WHERE id = p_customer_id);
END;
$$;

CREATE OR REPLACE FUNCTION refuse_frozen_purchase(p_customer_id bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  frozen text;
BEGIN
  SELECT trading_frozen_reason INTO frozen FROM customers WHERE id = person_of(p_customer_id);
  IF frozen IS NOT NULL THEN
    RAISE EXCEPTION '%', frozen USING ERRCODE = 'OP001';
  END IF;
END;
$$;

-- The orders trigger (migration 0027, narrowed in 0036 to orders placed by the customer).
CREATE OR REPLACE FUNCTION customers_refuse_frozen_buy() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refuse_frozen_purchase(NEW.customer_id);
  RETURN NEW;
END;
$$;
