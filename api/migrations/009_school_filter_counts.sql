-- Exact list totals for a school substring filter (with or without the enumerated filters)
-- without counting the matching registrations: the substring is matched against the few
-- distinct schools, and the total is the sum of those schools' rows of school_filter_counts.
-- Kept by the statement triggers below in the same transaction as the change.
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

-- A school without an official name counts under '' (no key column may be null); a search
-- term is never empty, so '' matches no search, as a missing name does not.
CREATE TABLE registration_schools (
  school_value text COLLATE "C" NOT NULL,
  school_name text COLLATE "C" NOT NULL,
  -- No CHECK (>= 0): INSERT ... ON CONFLICT checks the proposed row, which carries a negative delta.
  registrations bigint NOT NULL,
  PRIMARY KEY (school_value, school_name)
);

CREATE TABLE school_filter_counts (
  school_value text COLLATE "C" NOT NULL,
  school_name text COLLATE "C" NOT NULL,
  status text COLLATE "C" NOT NULL,
  cadre text COLLATE "C" NOT NULL,
  std text COLLATE "C" NOT NULL,
  payment_mode text COLLATE "C" NOT NULL,
  payment_status text COLLATE "C" NOT NULL,
  gender text COLLATE "C" NOT NULL,
  level_enrolled text COLLATE "C" NOT NULL,
  registrations bigint NOT NULL,
  PRIMARY KEY (school_value, school_name, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
);

INSERT INTO school_filter_counts
SELECT school_value, coalesce(school_name, ''), status, cadre, std, payment_mode, payment_status, coalesce(gender, ''),
       level_enrolled, count(*)
FROM registrations GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;

INSERT INTO registration_schools
SELECT school_value, school_name, sum(registrations) FROM school_filter_counts GROUP BY 1, 2;

CREATE TYPE school_filter_row AS (
  delta integer, school_value text, school_name text, status text, cadre text, std text, payment_mode text,
  payment_status text, gender text, level_enrolled text
);

-- Keys in order, so that two transactions lock counter rows in the same order.
CREATE FUNCTION apply_school_filter_counts(changes school_filter_row[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO school_filter_counts AS f
  SELECT c.school_value, coalesce(c.school_name, ''), c.status, c.cadre, c.std, c.payment_mode, c.payment_status,
         coalesce(c.gender, ''), c.level_enrolled, sum(c.delta)
  FROM unnest(changes) AS c
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  -- An edit that keeps the school and every filter column writes and locks nothing.
  HAVING sum(c.delta) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (school_value, school_name, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
  DO UPDATE SET registrations = f.registrations + excluded.registrations;

  INSERT INTO registration_schools AS s
  SELECT c.school_value, coalesce(c.school_name, ''), sum(c.delta)
  FROM unnest(changes) AS c
  GROUP BY 1, 2
  HAVING sum(c.delta) <> 0
  ORDER BY 1, 2
  ON CONFLICT (school_value, school_name) DO UPDATE SET registrations = s.registrations + excluded.registrations;
$$;

CREATE FUNCTION school_count_inserted_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_school_filter_counts(ARRAY(
    SELECT ROW(1, school_value, school_name, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)::school_filter_row
    FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION school_count_updated_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_school_filter_counts(ARRAY(
    SELECT ROW(1, school_value, school_name, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)::school_filter_row
    FROM new_rows
    UNION ALL
    SELECT ROW(-1, school_value, school_name, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)::school_filter_row
    FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION school_count_deleted_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_school_filter_counts(ARRAY(
    SELECT ROW(-1, school_value, school_name, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)::school_filter_row
    FROM old_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER registrations_school_counted_on_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_count_inserted_registrations();
CREATE TRIGGER registrations_school_counted_on_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION school_count_updated_registrations();
CREATE TRIGGER registrations_school_counted_on_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION school_count_deleted_registrations();
