-- Staff limited to some centres see and change only those centres' registrations, enforced by the
-- database: a request of such a person runs as the role abacus_scoped with its centres in the
-- setting abacus.centers (both SET LOCAL, for the request's transaction; api/src/db/scoped.ts), and
-- row-level security on every table that carries registrations' data shows that role only the rows
-- of those centres. A query that forgets to filter by centre still gets only them.
-- Everyone else runs as the API's own role, which the policies leave unfiltered.
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

-- Roles belong to the whole server (a test server holds many databases): made once.
DO $$
BEGIN
  CREATE ROLE abacus_scoped NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

-- The API's role may become abacus_scoped (SET ROLE needs membership unless it is a superuser),
-- and abacus_scoped may use every table, now and later, as far as the policies let it.
DO $$
BEGIN
  EXECUTE format('GRANT abacus_scoped TO %I', current_user);
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO abacus_scoped', current_schema());
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO abacus_scoped', current_schema());
  EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO abacus_scoped', current_schema());
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO abacus_scoped', current_schema());
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO abacus_scoped', current_schema());
END $$;

-- The codes of the centres the request's person sees (set as an array literal); none when unset.
CREATE FUNCTION staff_scope() RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('abacus.centers', true), '')::text[], '{}'::text[])
$$;

-- The dashboard's six figures per centre and counter slot, kept by the registrations' trigger.
ALTER TYPE registration_change ADD ATTRIBUTE center_code text;

CREATE OR REPLACE FUNCTION as_registration_change(sign integer, r registrations) RETURNS registration_change
LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(sign, r.registration_id, r.created_at, r.status, r.cadre, r.std, r.payment_mode, r.payment_status,
             r.gender, r.level_enrolled, r.school_value, r.school_name, r.contact_key,
             lower((r.name || E'\x1f' || r.registration_id || E'\x1f' || r.payment_id) COLLATE "C"),
             r.contact_number, r.center_code)::registration_change
$$;

CREATE TABLE center_counter_slots (
  center_code text COLLATE "C" NOT NULL,
  slot smallint NOT NULL CHECK (slot BETWEEN 0 AND 15),
  total_registrations bigint NOT NULL DEFAULT 0,
  successful_payments bigint NOT NULL DEFAULT 0,
  online_pending bigint NOT NULL DEFAULT 0,
  offline_pending bigint NOT NULL DEFAULT 0,
  total_disqualified bigint NOT NULL DEFAULT 0,
  total_duplicates bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (center_code, slot)
);
GRANT SELECT, INSERT, UPDATE, DELETE ON center_counter_slots TO abacus_scoped;

-- The registrations there are now, one centre at a time (a centre's changes fit in memory).
INSERT INTO center_counter_slots (center_code, slot, total_registrations, successful_payments, online_pending,
                                  offline_pending, total_disqualified, total_duplicates)
SELECT c.code, 0, k.total_registrations, k.successful_payments, k.online_pending, k.offline_pending,
       k.total_disqualified, k.total_duplicates
FROM centers AS c,
     LATERAL registration_kpis(ARRAY(SELECT as_registration_change(1, r) FROM registrations AS r WHERE r.center_code = c.code)) AS k
WHERE k.total_registrations <> 0;

-- Migration 051's function, now also keeping the figures per centre.
CREATE OR REPLACE FUNCTION apply_registration_changes(changes registration_change[]) RETURNS void
LANGUAGE sql AS $$
  -- Duplicate Audit: members per contact number, and how many numbers are shared by two or more.
  WITH delta AS (
    SELECT c.contact_key, sum(c.sign)::integer AS change
    FROM unnest(changes) AS c
    GROUP BY c.contact_key
    HAVING sum(c.sign) <> 0
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

  UPDATE summary_counter_slots s SET
    total_registrations = s.total_registrations + k.total_registrations,
    successful_payments = s.successful_payments + k.successful_payments,
    online_pending = s.online_pending + k.online_pending,
    offline_pending = s.offline_pending + k.offline_pending,
    total_disqualified = s.total_disqualified + k.total_disqualified,
    total_duplicates = s.total_duplicates + k.total_duplicates
  FROM registration_kpis(changes) AS k
  WHERE s.slot = summary_counter_slot()
    AND (k.total_registrations <> 0 OR k.successful_payments <> 0 OR k.online_pending <> 0
         OR k.offline_pending <> 0 OR k.total_disqualified <> 0 OR k.total_duplicates <> 0);

  -- The same figures per centre, for a person who sees only some centres (their dashboard).
  INSERT INTO center_counter_slots AS s (center_code, slot, total_registrations, successful_payments, online_pending,
                                         offline_pending, total_disqualified, total_duplicates)
  SELECT g.center_code, summary_counter_slot(), k.total_registrations, k.successful_payments, k.online_pending,
         k.offline_pending, k.total_disqualified, k.total_duplicates
  FROM (SELECT c.center_code, array_agg(c) AS changes FROM unnest(changes) AS c GROUP BY c.center_code) AS g,
       LATERAL registration_kpis(g.changes) AS k
  WHERE k.total_registrations <> 0 OR k.successful_payments <> 0 OR k.online_pending <> 0
     OR k.offline_pending <> 0 OR k.total_disqualified <> 0 OR k.total_duplicates <> 0
  ORDER BY 1
  ON CONFLICT (center_code, slot) DO UPDATE SET
    total_registrations = s.total_registrations + excluded.total_registrations,
    successful_payments = s.successful_payments + excluded.successful_payments,
    online_pending = s.online_pending + excluded.online_pending,
    offline_pending = s.offline_pending + excluded.offline_pending,
    total_disqualified = s.total_disqualified + excluded.total_disqualified,
    total_duplicates = s.total_duplicates + excluded.total_duplicates;

  -- A registration without a gender counts under '' so that the key has no null.
  INSERT INTO registration_filter_counts AS f
  SELECT c.status, c.cadre, c.std, c.payment_mode, c.payment_status, coalesce(c.gender, ''), c.level_enrolled, sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(c.sign) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
  DO UPDATE SET registrations = f.registrations + excluded.registrations;

  -- A school without an official name counts under ''.
  INSERT INTO school_filter_counts AS f
  SELECT c.school_value, coalesce(c.school_name, ''), c.status, c.cadre, c.std, c.payment_mode, c.payment_status,
         coalesce(c.gender, ''), c.level_enrolled, sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  HAVING sum(c.sign) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (school_value, school_name, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
  DO UPDATE SET registrations = f.registrations + excluded.registrations;

  INSERT INTO registration_schools AS s
  SELECT c.school_value, coalesce(c.school_name, ''), sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1, 2
  HAVING sum(c.sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (school_value, school_name) DO UPDATE SET registrations = s.registrations + excluded.registrations;

  -- The search table: a removed row goes unless the statement also keeps it (an update); a kept
  -- row is written only when a searched field changed, which most updates (payments, status) leave.
  DELETE FROM registration_search s
  USING (SELECT c.registration_id FROM unnest(changes) AS c GROUP BY 1 HAVING max(c.sign) = -1) AS removed
  WHERE s.registration_id = removed.registration_id;

  INSERT INTO registration_search AS s
  SELECT c.registration_id, c.search_text, c.search_contact
  FROM unnest(changes) AS c
  WHERE c.sign = 1
  ORDER BY 1
  ON CONFLICT (registration_id) DO UPDATE SET search_text = excluded.search_text, search_contact = excluded.search_contact
  WHERE (s.search_text, s.search_contact) IS DISTINCT FROM (excluded.search_text, excluded.search_contact);

  INSERT INTO registration_quarter_hour_counts AS q (quarter, registrations)
  SELECT date_bin('15 minutes', c.created_at, timestamptz '2000-01-01 00:00:00+00'), sum(c.sign)
  FROM unnest(changes) AS c
  GROUP BY 1
  HAVING sum(c.sign) <> 0
  ORDER BY 1
  ON CONFLICT (quarter) DO UPDATE SET registrations = q.registrations + EXCLUDED.registrations;
$$;


-- The policies. abacus_scoped sees a registration of its centres, and what belongs to one; the
-- API's own role (the tables' owner, which FORCE holds to the policies too) sees every row.
CREATE FUNCTION registration_in_scope(id text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM registrations WHERE registration_id = id)
$$;

DO $$
DECLARE
  scoped record;
BEGIN
  FOR scoped IN
    SELECT * FROM (VALUES
      ('registrations', 'center_code = ANY (staff_scope())'),
      ('center_counter_slots', 'center_code = ANY (staff_scope())'),
      -- The registrations' own policy applies inside registration_in_scope: a row of another
      -- centre is not there to be found.
      ('registration_search', 'registration_in_scope(registration_id)'),
      ('receipts', 'registration_in_scope(registration_id)'),
      -- Entries about anything but a registration (settings, centres) stay; so do statement lines
      -- matched to no registration.
      ('audit_log', 'registration_id IS NULL OR registration_in_scope(registration_id)'),
      ('reconciliation_lines', 'registration_id IS NULL OR registration_in_scope(registration_id)')
    ) AS t (name, rule)
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', scoped.name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', scoped.name);
    EXECUTE format('CREATE POLICY centre_scope ON %I TO abacus_scoped USING (%s) WITH CHECK (%s)', scoped.name, scoped.rule, scoped.rule);
    EXECUTE format('CREATE POLICY every_centre ON %I TO %I USING (true) WITH CHECK (true)', scoped.name, current_user);
  END LOOP;
END $$;
