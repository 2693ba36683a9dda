-- Exact list and Duplicate Audit totals without counting a million rows, and counters that
-- concurrent writers do not queue on. Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

-- Registrations per combination of the list's enumerated filter columns (a few thousand rows:
-- cadre follows the class), kept by the statement triggers below in the same transaction as
-- the change. The total of a filter mix without search is the sum of the matching rows.
-- A registration without a gender counts under '' so that the key has no null; no filter asks for ''.
CREATE TABLE registration_filter_counts (
  status text COLLATE "C" NOT NULL,
  cadre text COLLATE "C" NOT NULL,
  std text COLLATE "C" NOT NULL,
  payment_mode text COLLATE "C" NOT NULL,
  payment_status text COLLATE "C" NOT NULL,
  gender text COLLATE "C" NOT NULL,
  level_enrolled text COLLATE "C" NOT NULL,
  -- No CHECK (>= 0): INSERT ... ON CONFLICT checks the proposed row, which carries a negative delta.
  registrations bigint NOT NULL,
  PRIMARY KEY (status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
);

INSERT INTO registration_filter_counts
SELECT status, cadre, std, payment_mode, payment_status, coalesce(gender, ''), level_enrolled, count(*)
FROM registrations GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- Rows added (delta 1) and removed (delta -1) by one statement, as the trigger functions below
-- collect them from their transition tables. Keys are written in order so that two
-- transactions lock counter rows in the same order.
CREATE TYPE registration_filter_row AS (
  delta integer, status text, cadre text, std text, payment_mode text, payment_status text, gender text, level_enrolled text
);

CREATE FUNCTION apply_filter_counts(changes registration_filter_row[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO registration_filter_counts AS f
  SELECT c.status, c.cadre, c.std, c.payment_mode, c.payment_status, coalesce(c.gender, ''), c.level_enrolled, sum(c.delta)
  FROM unnest(changes) AS c
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  -- An edit that keeps every filter column (a name, a note) writes and locks nothing.
  HAVING sum(c.delta) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
  DO UPDATE SET registrations = f.registrations + excluded.registrations;
$$;

CREATE FUNCTION filter_count_inserted_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_filter_counts(ARRAY(
    SELECT ROW(1, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)::registration_filter_row
    FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION filter_count_updated_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_filter_counts(ARRAY(
    SELECT ROW(1, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)::registration_filter_row
    FROM new_rows
    UNION ALL
    SELECT ROW(-1, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)::registration_filter_row
    FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION filter_count_deleted_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_filter_counts(ARRAY(
    SELECT ROW(-1, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)::registration_filter_row
    FROM old_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER registrations_filter_counted_on_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_count_inserted_registrations();
CREATE TRIGGER registrations_filter_counted_on_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION filter_count_updated_registrations();
CREATE TRIGGER registrations_filter_counted_on_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_count_deleted_registrations();

-- The trends' payment and cadre charts are sums of registration_filter_counts now: the 40-row
-- breakdown table made every confirmation queue on the same five (success, offline, cadre) rows.
DROP TABLE registration_breakdown_counts;

CREATE OR REPLACE FUNCTION apply_registration_trends(changes registration_trend_row[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO registration_daily_counts AS d (day, registrations)
  SELECT (c.created_at AT TIME ZONE 'Asia/Kolkata')::date, sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1
  HAVING sum(c.sign) <> 0
  ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET registrations = d.registrations + EXCLUDED.registrations;
$$;

-- The dashboard counters were one row that every registration change and audit entry updated,
-- so concurrent writers ran one at a time until each commit. Now each database session adds to
-- one of 16 slots (its backend pid modulo 16) and summary_counters is the view of their sums,
-- so readers are unchanged.
CREATE TABLE summary_counter_slots (
  slot smallint PRIMARY KEY CHECK (slot BETWEEN 0 AND 15),
  total_registrations bigint NOT NULL DEFAULT 0,
  successful_payments bigint NOT NULL DEFAULT 0,
  online_pending bigint NOT NULL DEFAULT 0,
  offline_pending bigint NOT NULL DEFAULT 0,
  total_disqualified bigint NOT NULL DEFAULT 0,
  total_duplicates bigint NOT NULL DEFAULT 0,
  audit_entries bigint NOT NULL DEFAULT 0,
  -- Contact numbers shared by two or more registrations: Duplicate Audit's total.
  shared_contact_numbers bigint NOT NULL DEFAULT 0
);
INSERT INTO summary_counter_slots
SELECT 0, total_registrations, successful_payments, online_pending, offline_pending, total_disqualified,
       total_duplicates, audit_entries, (SELECT count(*) FROM contact_groups WHERE member_count > 1)
FROM summary_counters;
INSERT INTO summary_counter_slots (slot) SELECT generate_series(1, 15);
DROP TABLE summary_counters;

CREATE VIEW summary_counters AS
SELECT sum(total_registrations)::bigint AS total_registrations,
       sum(successful_payments)::bigint AS successful_payments,
       sum(online_pending)::bigint AS online_pending,
       sum(offline_pending)::bigint AS offline_pending,
       sum(total_disqualified)::bigint AS total_disqualified,
       sum(total_duplicates)::bigint AS total_duplicates,
       sum(audit_entries)::bigint AS audit_entries,
       sum(shared_contact_numbers)::bigint AS shared_contact_numbers
FROM summary_counter_slots;

CREATE FUNCTION summary_counter_slot() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;

CREATE OR REPLACE FUNCTION apply_registration_counts(changes registration_count_row[]) RETURNS void
LANGUAGE sql AS $$
  WITH delta AS (
    SELECT
      coalesce(sum(c.sign), 0) AS total,
      coalesce(sum(c.sign) FILTER (WHERE c.payment_status = 'success'), 0) AS successful,
      coalesce(sum(c.sign) FILTER (WHERE c.payment_mode = 'online'
        AND c.payment_status IN ('pending', 'pending_payment_gateway')), 0) AS online_pending,
      coalesce(sum(c.sign) FILTER (WHERE c.payment_mode = 'offline'
        AND c.payment_status IN ('pending', 'pending_payment_gateway')), 0) AS offline_pending,
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'disqualified'), 0) AS disqualified,
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'duplicate'), 0) AS duplicates
    FROM unnest(changes) AS c
  )
  UPDATE summary_counter_slots s SET
    total_registrations = s.total_registrations + d.total,
    successful_payments = s.successful_payments + d.successful,
    online_pending = s.online_pending + d.online_pending,
    offline_pending = s.offline_pending + d.offline_pending,
    total_disqualified = s.total_disqualified + d.disqualified,
    total_duplicates = s.total_duplicates + d.duplicates
  FROM delta d
  WHERE s.slot = summary_counter_slot()
    -- An edit that moves no counter (a name change) does not touch, and so does not lock, the row.
    AND (d.total <> 0 OR d.successful <> 0 OR d.online_pending <> 0 OR d.offline_pending <> 0
         OR d.disqualified <> 0 OR d.duplicates <> 0);
$$;

CREATE OR REPLACE FUNCTION count_audit_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE summary_counter_slots SET audit_entries = audit_entries + (SELECT count(*) FROM new_rows)
  WHERE slot = summary_counter_slot();
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION uncount_audit_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE summary_counter_slots SET audit_entries = audit_entries - (SELECT count(*) FROM old_rows)
  WHERE slot = summary_counter_slot();
  RETURN NULL;
END $$;

-- The contact triggers of migration 003, now also counting the numbers that become shared
-- (a group reaching two members) or stop being shared, so that Duplicate Audit's total is a
-- counter rather than a count of a few hundred thousand groups. One function for all three.
CREATE TYPE contact_count_row AS (delta integer, contact_key text);

CREATE FUNCTION apply_contact_counts(changes contact_count_row[]) RETURNS void
LANGUAGE sql AS $$
  WITH delta AS (
    SELECT c.contact_key, sum(c.delta)::integer AS change
    FROM unnest(changes) AS c
    GROUP BY c.contact_key
    -- Most updates keep the number: the deltas cancel out and nothing is written or locked.
    HAVING sum(c.delta) <> 0
  ), counted AS (
    INSERT INTO contact_groups AS g (contact_key, member_count)
    SELECT contact_key, change FROM delta ORDER BY contact_key
    ON CONFLICT (contact_key) DO UPDATE SET member_count = g.member_count + excluded.member_count
    RETURNING g.contact_key, g.member_count
  ), shared AS (
    SELECT sum((k.member_count > 1)::integer - (k.member_count - d.change > 1)::integer) AS change
    FROM counted k JOIN delta d USING (contact_key)
  )
  UPDATE summary_counter_slots s SET shared_contact_numbers = s.shared_contact_numbers + shared.change
  FROM shared
  WHERE s.slot = summary_counter_slot() AND shared.change <> 0;
$$;

CREATE OR REPLACE FUNCTION count_inserted_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_contact_counts(ARRAY(SELECT ROW(1, contact_key)::contact_count_row FROM new_rows));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION count_updated_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_contact_counts(ARRAY(
    SELECT ROW(1, contact_key)::contact_count_row FROM new_rows
    UNION ALL
    SELECT ROW(-1, contact_key)::contact_count_row FROM old_rows));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION count_deleted_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_contact_counts(ARRAY(SELECT ROW(-1, contact_key)::contact_count_row FROM old_rows));
  RETURN NULL;
END $$;
