-- Duplicate Audit and the registration tools (export, bulk, history).
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

-- The contact number as Duplicate Audit compares it: the ten digits of an Indian mobile number
-- however it was written ('+91 98450 12345', '09845012345'), else the number as written.
-- Must match shared/src/domain/registrations/contact-number.ts.
ALTER TABLE registrations ADD COLUMN contact_key text COLLATE "C" NOT NULL GENERATED ALWAYS AS (
  coalesce(
    substring(regexp_replace(contact_number, '[[:space:]-]', '', 'g') FROM '^(?:\+91|91|0)?([6-9][0-9]{9})$'),
    contact_number)
) STORED;
CREATE INDEX registrations_contact_key ON registrations (contact_key, created_at, registration_id);

-- How many registrations share each contact key, kept by the statement triggers below in the
-- same transaction as the change, so that Duplicate Audit pages through the shared numbers
-- without grouping a million rows per request.
CREATE TABLE contact_groups (
  contact_key text COLLATE "C" PRIMARY KEY,
  -- No CHECK (>= 0): INSERT ... ON CONFLICT checks the proposed row, which carries a negative delta.
  member_count integer NOT NULL
);
CREATE INDEX contact_groups_shared ON contact_groups (contact_key) WHERE member_count > 1;

INSERT INTO contact_groups (contact_key, member_count)
SELECT contact_key, count(*) FROM registrations GROUP BY contact_key;

CREATE FUNCTION count_inserted_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_groups AS g (contact_key, member_count)
  SELECT contact_key, count(*) FROM new_rows GROUP BY contact_key
  ON CONFLICT (contact_key) DO UPDATE SET member_count = g.member_count + excluded.member_count;
  RETURN NULL;
END $$;

CREATE FUNCTION count_updated_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates keep the number: the deltas cancel out and nothing is written or locked.
  INSERT INTO contact_groups AS g (contact_key, member_count)
  SELECT contact_key, sum(delta) FROM (
    SELECT contact_key, 1 AS delta FROM new_rows
    UNION ALL
    SELECT contact_key, -1 AS delta FROM old_rows
  ) AS d
  GROUP BY contact_key HAVING sum(delta) <> 0
  ON CONFLICT (contact_key) DO UPDATE SET member_count = g.member_count + excluded.member_count;
  RETURN NULL;
END $$;

CREATE FUNCTION count_deleted_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contact_groups g SET member_count = g.member_count - d.removed
  FROM (SELECT contact_key, count(*) AS removed FROM old_rows GROUP BY contact_key) AS d
  WHERE g.contact_key = d.contact_key;
  RETURN NULL;
END $$;

CREATE TRIGGER registrations_contacts_on_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_contacts();
CREATE TRIGGER registrations_contacts_on_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_updated_contacts();
CREATE TRIGGER registrations_contacts_on_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_contacts();
