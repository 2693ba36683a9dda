-- Registrations, their audit log, dashboard counters and staff accounts.
-- Runs on PostgreSQL 15 (production) and PGlite (PostgreSQL 18): nothing newer than 15 here.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Text columns use the "C" collation so that sorting is byte order on every server,
-- whatever its default locale, and matches the plain-code rules in shared/domain.
CREATE TABLE registrations (
  registration_id text COLLATE "C" PRIMARY KEY,
  name text COLLATE "C" NOT NULL,
  gender text COLLATE "C" CHECK (gender IN ('male', 'female')),
  contact_number text COLLATE "C" NOT NULL,
  school_value text COLLATE "C" NOT NULL,
  school_name text COLLATE "C",
  std text COLLATE "C" NOT NULL
    CHECK (std IN ('1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th')),
  cadre text COLLATE "C" NOT NULL
    CHECK (cadre IN ('Kids Level', 'Primary Level', 'Junior Level', 'Senior Level', 'Super Senior Level')),
  level_enrolled text COLLATE "C" NOT NULL
    CHECK (level_enrolled IN ('BUD', 'INTERIM', 'LEVEL 1', 'LEVEL 2', 'LEVEL 3', 'LEVEL 4',
                              'LEVEL 5', 'LEVEL 6', 'LEVEL 7', 'LEVEL 8')),
  status text COLLATE "C" NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'disqualified', 'duplicate')),
  disqualification_note text,
  admin_note text,
  payment_id text COLLATE "C" NOT NULL UNIQUE,
  payment_mode text COLLATE "C" NOT NULL CHECK (payment_mode IN ('online', 'offline')),
  payment_amount integer NOT NULL CHECK (payment_amount >= 0),
  payment_status text COLLATE "C" NOT NULL
    CHECK (payment_status IN ('success', 'pending', 'failed', 'pending_payment_gateway')),
  merchant_transaction_id text COLLATE "C" UNIQUE,
  -- Milliseconds, as the API reports them, so that the order clients see is the stored order.
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  -- Sort keys the list orders by (class by its leading number, cadre and level in programme
  -- order). Stored, not virtual: PostgreSQL 15 has no virtual generated columns.
  std_number smallint NOT NULL GENERATED ALWAYS AS (substring(std FROM '^[0-9]+')::smallint) STORED,
  cadre_rank smallint NOT NULL GENERATED ALWAYS AS (
    array_position(ARRAY['Kids Level', 'Primary Level', 'Junior Level', 'Senior Level',
                         'Super Senior Level']::text[], cadre) - 1) STORED,
  level_rank smallint NOT NULL GENERATED ALWAYS AS (
    array_position(ARRAY['BUD', 'INTERIM', 'LEVEL 1', 'LEVEL 2', 'LEVEL 3', 'LEVEL 4', 'LEVEL 5',
                         'LEVEL 6', 'LEVEL 7', 'LEVEL 8']::text[], level_enrolled) - 1) STORED
);

-- Search: one trigram index per searched column, so that "a ILIKE x OR b ILIKE x" can
-- combine index scans instead of reading the table.
CREATE INDEX registrations_name_trgm ON registrations USING gin (name gin_trgm_ops);
CREATE INDEX registrations_id_trgm ON registrations USING gin (registration_id gin_trgm_ops);
CREATE INDEX registrations_payment_id_trgm ON registrations USING gin (payment_id gin_trgm_ops);
CREATE INDEX registrations_contact_trgm ON registrations USING gin (contact_number gin_trgm_ops);
CREATE INDEX registrations_school_value_trgm ON registrations USING gin (school_value gin_trgm_ops);
CREATE INDEX registrations_school_name_trgm ON registrations USING gin (school_name gin_trgm_ops);

-- Sorting: each sort key with the registration id as tie-breaker, read forwards for ascending
-- and backwards for descending. Gender is the one nullable key and "missing last" in both
-- directions needs a second index for descending.
CREATE INDEX registrations_created_sort ON registrations (created_at, registration_id);
CREATE INDEX registrations_name_sort ON registrations (lower(name), registration_id);
CREATE INDEX registrations_school_sort ON registrations (lower(school_value), registration_id);
CREATE INDEX registrations_contact_sort ON registrations (contact_number, registration_id);
CREATE INDEX registrations_std_sort ON registrations (std_number, registration_id);
CREATE INDEX registrations_cadre_sort ON registrations (cadre_rank, registration_id);
CREATE INDEX registrations_level_sort ON registrations (level_rank, registration_id);
CREATE INDEX registrations_payment_status_sort ON registrations (payment_status, registration_id);
CREATE INDEX registrations_amount_sort ON registrations (payment_amount, registration_id);
CREATE INDEX registrations_status_sort ON registrations (status, registration_id);
CREATE INDEX registrations_gender_sort ON registrations (gender, registration_id);
CREATE INDEX registrations_gender_sort_desc ON registrations (gender DESC NULLS LAST, registration_id DESC);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- Actor columns are null for entries the system wrote itself (seeded registrations).
  actor_uid text,
  actor_email text,
  actor_role text,
  action text NOT NULL,
  registration_id text COLLATE "C" REFERENCES registrations (registration_id),
  target_name text,
  target_school text,
  before jsonb,
  after jsonb,
  note text
);
CREATE INDEX audit_log_newest ON audit_log (at, id);
CREATE INDEX audit_log_by_registration ON audit_log (registration_id, at);

CREATE TABLE staff_accounts (
  uid text PRIMARY KEY,
  email text,
  display_name text,
  role text NOT NULL CHECK (role IN ('superadmin', 'admin', 'staff', 'viewer', 'user')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'invited', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz
);
CREATE INDEX staff_accounts_email ON staff_accounts (lower(email));

-- Dashboard figures kept up to date by the statement triggers below, in the same transaction
-- as the change, so that reading them never counts a million rows.
CREATE TABLE summary_counters (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  total_registrations bigint NOT NULL DEFAULT 0,
  successful_payments bigint NOT NULL DEFAULT 0,
  online_pending bigint NOT NULL DEFAULT 0,
  offline_pending bigint NOT NULL DEFAULT 0,
  total_disqualified bigint NOT NULL DEFAULT 0,
  total_duplicates bigint NOT NULL DEFAULT 0,
  audit_entries bigint NOT NULL DEFAULT 0
);
INSERT INTO summary_counters DEFAULT VALUES;

-- Adds the counts of rows (sign 1) or removes them (sign -1). Transition tables can only be
-- read inside the trigger function itself, so each trigger function collects its rows as
-- (sign, payment_status, payment_mode, status) and passes them here as an array.
CREATE TYPE registration_count_row AS (sign integer, payment_status text, payment_mode text, status text);

CREATE FUNCTION apply_registration_counts(changes registration_count_row[]) RETURNS void
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
  UPDATE summary_counters s SET
    total_registrations = s.total_registrations + d.total,
    successful_payments = s.successful_payments + d.successful,
    online_pending = s.online_pending + d.online_pending,
    offline_pending = s.offline_pending + d.offline_pending,
    total_disqualified = s.total_disqualified + d.disqualified,
    total_duplicates = s.total_duplicates + d.duplicates
  FROM delta d
  -- An edit that moves no counter (a name change) does not touch, and so does not lock, the row.
  WHERE d.total <> 0 OR d.successful <> 0 OR d.online_pending <> 0 OR d.offline_pending <> 0
     OR d.disqualified <> 0 OR d.duplicates <> 0;
$$;

CREATE FUNCTION count_inserted_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_registration_counts(ARRAY(
    SELECT ROW(1, payment_status, payment_mode, status)::registration_count_row FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION count_updated_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_registration_counts(ARRAY(
    SELECT ROW(1, payment_status, payment_mode, status)::registration_count_row FROM new_rows
    UNION ALL
    SELECT ROW(-1, payment_status, payment_mode, status)::registration_count_row FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION count_deleted_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_registration_counts(ARRAY(
    SELECT ROW(-1, payment_status, payment_mode, status)::registration_count_row FROM old_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER registrations_counted_on_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_registrations();
CREATE TRIGGER registrations_counted_on_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_updated_registrations();
CREATE TRIGGER registrations_counted_on_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_registrations();

CREATE FUNCTION count_audit_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE summary_counters SET audit_entries = audit_entries + (SELECT count(*) FROM new_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER audit_log_counted_on_insert AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_audit_entries();
