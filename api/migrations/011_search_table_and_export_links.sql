-- A text search and an export that stay fast at 1,000,000 registrations. Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

-- 1. A narrow copy of what the list's text search reads, kept by the statement triggers below in
-- the same transaction as the change. An exact count of a common term must visit every matching
-- row; here a row is the id and two short texts instead of a whole registration, so the count
-- reads a fraction of the pages, and one trigram index covers the three case-insensitive fields.
-- search_text is name, registration id and payment id joined by U+001F, which a search term
-- never holds (the API searches the registrations table for a term that does), so a match
-- never spans two fields. It is stored lower-cased ("C" rules, as ILIKE on these columns
-- does), so a search is a plain LIKE that need not lower-case every row it checks.
CREATE TABLE registration_search (
  registration_id text COLLATE "C" PRIMARY KEY,
  search_text text COLLATE "C" NOT NULL,
  search_contact text COLLATE "C" NOT NULL
);

INSERT INTO registration_search
SELECT registration_id, lower((name || E'\x1f' || registration_id || E'\x1f' || payment_id) COLLATE "C"), contact_number FROM registrations;

CREATE INDEX registration_search_text_trgm ON registration_search USING gin (search_text gin_trgm_ops);
CREATE INDEX registration_search_contact_trgm ON registration_search USING gin (search_contact gin_trgm_ops);

CREATE FUNCTION search_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO registration_search
  SELECT registration_id, lower((name || E'\x1f' || registration_id || E'\x1f' || payment_id) COLLATE "C"), contact_number FROM new_rows;
  RETURN NULL;
END $$;

-- Most updates (payments, status) leave the searched fields alone: those rows are not rewritten.
CREATE FUNCTION search_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM registration_search s USING old_rows o
  WHERE s.registration_id = o.registration_id
    AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.registration_id = o.registration_id);
  INSERT INTO registration_search AS s
  SELECT registration_id, lower((name || E'\x1f' || registration_id || E'\x1f' || payment_id) COLLATE "C"), contact_number FROM new_rows
  ORDER BY 1
  ON CONFLICT (registration_id) DO UPDATE SET search_text = excluded.search_text, search_contact = excluded.search_contact
  WHERE (s.search_text, s.search_contact) IS DISTINCT FROM (excluded.search_text, excluded.search_contact);
  RETURN NULL;
END $$;

CREATE FUNCTION search_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM registration_search s USING old_rows o WHERE s.registration_id = o.registration_id;
  RETURN NULL;
END $$;

CREATE TRIGGER registrations_searched_on_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_inserted();
CREATE TRIGGER registrations_searched_on_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_updated();
CREATE TRIGGER registrations_searched_on_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_rows_deleted();

-- 2. Single-use, short-lived download links for the CSV export: the browser's download manager
-- opens the link (it cannot send the ID token) and streams the file to disk. Only a hash of the
-- token is kept; the link remembers who made it and the list query it exports. The id, which
-- the page polls for progress, is random too.
CREATE TABLE export_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  staff_uid text NOT NULL,
  query jsonb NOT NULL,
  expected_rows integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  rows_written integer NOT NULL DEFAULT 0,
  finished_at timestamptz
);
CREATE INDEX export_links_expiry ON export_links (expires_at);
