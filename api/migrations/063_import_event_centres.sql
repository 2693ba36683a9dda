-- The change feed's event for many registrations inserted at once (an import) names no row, so a
-- person limited to some centres could not be told whether it concerned them: it now carries the
-- codes of the centres whose registrations it inserted, which the API reads to pass it on only to
-- those who see one of them (api/src/routes/events.ts) and never sends on to a browser.
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

CREATE OR REPLACE FUNCTION registrations_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
  only_id text;
  codes text[];
BEGIN
  SELECT count(*), min(registration_id), array_agg(DISTINCT center_code) INTO n, only_id, codes FROM new_rows;
  IF n = 0 THEN RETURN NULL; END IF;
  IF n = 1 THEN
    PERFORM notify_change('registration', only_id, 1, change_actor(only_id, NULL, NULL));
    RETURN NULL;
  END IF;
  -- NOTIFY takes under 8,000 bytes: past 50 centres (codes of up to 64 characters) none are named,
  -- and the event goes to everyone as before.
  PERFORM pg_notify('abacus_changes', json_build_object(
    'type', 'registration', 'id', NULL, 'version', NULL, 'actor', change_actor(only_id, NULL, NULL),
    'centers', CASE WHEN cardinality(codes) <= 50 THEN codes END)::text);
  RETURN NULL;
END $$;
