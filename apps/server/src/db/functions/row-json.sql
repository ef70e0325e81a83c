-- A row as JSON with its numbers as text: a JSON number reaches JavaScript as a binary
-- float, and a price or a quantity must never pass through one. PL/pgSQL rather than SQL:
-- a SQL function that cannot be inlined is parsed and planned again at every call.
CREATE OR REPLACE FUNCTION row_json_exact(p_row jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(
      jsonb_object_agg(
        key,
        CASE WHEN jsonb_typeof(value) = 'number' THEN to_jsonb(value #>> '{}') ELSE value END
      ),
      '{}'::jsonb)
      FROM jsonb_each(p_row));
END;
$$;
