-- Review records carry a version that every change moves on: an operator's decision names
-- the version they saw and is refused (in the same UPDATE) when it moved. Migrations 0027 and
-- 0047 attach it as a BEFORE UPDATE trigger to each reviewed table.
CREATE OR REPLACE FUNCTION bump_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;
