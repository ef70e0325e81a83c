-- The audit log is history: nobody changes or removes a row, its owner neither (migration 0027
-- attaches the statement trigger and revokes UPDATE, DELETE and TRUNCATE from the app role).
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'AU001';
END;
$$;
