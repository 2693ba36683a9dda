-- The dashboard's registrations per day in each person's time zone: counts per UTC quarter hour,
-- summed into the days of the zone the call names. Every current zone's offset is a multiple of
-- 15 minutes (India +5:30, Nepal +5:45), so a quarter hour falls wholly in one local day.
-- date_bin is PostgreSQL 14+, and on timestamptz it ignores the session's time zone.
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

CREATE TABLE registration_quarter_hour_counts (
  quarter timestamptz PRIMARY KEY,
  registrations bigint NOT NULL DEFAULT 0
);

INSERT INTO registration_quarter_hour_counts (quarter, registrations)
SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'), count(*) FROM registrations GROUP BY 1;

-- Rows are written in key order so that two transactions lock counter rows in the same order.
CREATE OR REPLACE FUNCTION apply_registration_trends(changes registration_trend_row[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO registration_quarter_hour_counts AS q (quarter, registrations)
  SELECT date_bin('15 minutes', c.created_at, timestamptz '2000-01-01 00:00:00+00'), sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1
  HAVING sum(c.sign) <> 0
  ORDER BY 1
  ON CONFLICT (quarter) DO UPDATE SET registrations = q.registrations + EXCLUDED.registrations;
$$;

DROP TABLE registration_daily_counts;
