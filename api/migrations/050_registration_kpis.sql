-- The dashboard KPIs, defined once: the counter trigger (next migration) adds them up for the rows
-- a statement adds and takes them off for the rows it removes, and the API tests' oracle
-- (api/test/support/expected-stats.ts) runs this file and applies the function to the rows it lists.
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

-- One registration added (sign 1) or removed (sign -1) by a statement, with every column a kept
-- table reads. Transition tables can only be read inside the trigger function itself, so the
-- trigger collects its rows as these and passes them on as an array.
CREATE TYPE registration_change AS (
  sign integer,
  registration_id text,
  created_at timestamptz,
  status text,
  cadre text,
  std text,
  payment_mode text,
  payment_status text,
  gender text,
  level_enrolled text,
  school_value text,
  school_name text,
  contact_key text,
  search_text text,
  search_contact text
);

CREATE FUNCTION registration_kpis(changes registration_change[])
RETURNS TABLE (
  total_registrations bigint,
  successful_payments bigint,
  online_pending bigint,
  offline_pending bigint,
  total_disqualified bigint,
  total_duplicates bigint
)
LANGUAGE sql IMMUTABLE AS $$
  SELECT
    coalesce(sum(c.sign), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.payment_status = 'success'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.payment_mode = 'online'
      AND c.payment_status IN ('pending', 'pending_payment_gateway')), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.payment_mode = 'offline'
      AND c.payment_status IN ('pending', 'pending_payment_gateway')), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'disqualified'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'duplicate'), 0)
  FROM unnest(changes) AS c
$$;
