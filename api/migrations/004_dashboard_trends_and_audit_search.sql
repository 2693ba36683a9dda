-- Dashboard trend figures kept by triggers, and indexes for the audit trail's filters.
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

-- Registrations per day of India time, so that the chart of recent weeks reads a few dozen rows.
CREATE TABLE registration_daily_counts (
  day date PRIMARY KEY,
  registrations bigint NOT NULL DEFAULT 0
);

-- Registrations per (payment status, payment mode, cadre): at most 40 rows, from which the
-- payments chart and the cadre chart are summed.
CREATE TABLE registration_breakdown_counts (
  payment_status text COLLATE "C" NOT NULL,
  payment_mode text COLLATE "C" NOT NULL,
  cadre text COLLATE "C" NOT NULL,
  registrations bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (payment_status, payment_mode, cadre)
);

INSERT INTO registration_daily_counts (day, registrations)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*) FROM registrations GROUP BY 1;

INSERT INTO registration_breakdown_counts (payment_status, payment_mode, cadre, registrations)
SELECT payment_status, payment_mode, cadre, count(*) FROM registrations GROUP BY 1, 2, 3;

-- One row per registration added (sign 1) or removed (sign -1), as the trigger functions
-- below collect them from their transition tables.
CREATE TYPE registration_trend_row AS (sign integer, created_at timestamptz, payment_status text, payment_mode text, cadre text);

-- Rows are written in key order so that two transactions lock counter rows in the same order.
CREATE FUNCTION apply_registration_trends(changes registration_trend_row[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO registration_daily_counts AS d (day, registrations)
  SELECT (c.created_at AT TIME ZONE 'Asia/Kolkata')::date, sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1
  HAVING sum(c.sign) <> 0
  ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET registrations = d.registrations + EXCLUDED.registrations;

  INSERT INTO registration_breakdown_counts AS b (payment_status, payment_mode, cadre, registrations)
  SELECT c.payment_status, c.payment_mode, c.cadre, sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1, 2, 3
  HAVING sum(c.sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (payment_status, payment_mode, cadre) DO UPDATE SET registrations = b.registrations + EXCLUDED.registrations;
$$;

CREATE FUNCTION trend_inserted_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_registration_trends(ARRAY(
    SELECT ROW(1, created_at, payment_status, payment_mode, cadre)::registration_trend_row FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION trend_updated_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_registration_trends(ARRAY(
    SELECT ROW(1, created_at, payment_status, payment_mode, cadre)::registration_trend_row FROM new_rows
    UNION ALL
    SELECT ROW(-1, created_at, payment_status, payment_mode, cadre)::registration_trend_row FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION trend_deleted_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_registration_trends(ARRAY(
    SELECT ROW(-1, created_at, payment_status, payment_mode, cadre)::registration_trend_row FROM old_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER registrations_trended_on_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_inserted_registrations();
CREATE TRIGGER registrations_trended_on_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trend_updated_registrations();
CREATE TRIGGER registrations_trended_on_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_deleted_registrations();

-- Audit trail: each filter with the (at, id) keyset after it, so that a filtered page newest
-- first is one index range read however many entries there are.
CREATE INDEX audit_log_by_action ON audit_log (action, at, id);
CREATE INDEX audit_log_by_actor ON audit_log (lower(actor_email), at, id);
-- "What did this person confirm": without it a rare action of a busy actor reads all their entries.
CREATE INDEX audit_log_by_action_actor ON audit_log (action, lower(actor_email), at, id);
CREATE INDEX audit_log_by_registration_keyset ON audit_log (registration_id, at, id);
DROP INDEX audit_log_by_registration;
