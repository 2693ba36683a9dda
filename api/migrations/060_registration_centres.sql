-- Every registration belongs to a centre, named by the centre's code.
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

-- The foreign key needs a plain unique key on the code (the case-blind unique index of migration
-- 006 stays: it is what refuses 'dlh01' beside 'DLH01').
ALTER TABLE centers ADD CONSTRAINT centers_code_key UNIQUE (code);

ALTER TABLE registrations ADD COLUMN center_code text COLLATE "C";

-- Existing registrations are dealt to the centres in turn, like cards: in order of registration
-- (created_at, then registration id) to the centres in code order, so each centre gets a quarter
-- of every week and the assignment is the same on every copy of one database. The kept tables
-- (migration 051) and the change feed read nothing of the new column, so their triggers stay off
-- for this one statement instead of writing a million change notices.
ALTER TABLE registrations DISABLE TRIGGER USER;
WITH centre AS (
  SELECT code, (row_number() OVER (ORDER BY code) - 1)::integer AS place, count(*) OVER ()::integer AS centres FROM centers
), dealt AS (
  SELECT registration_id, (row_number() OVER (ORDER BY created_at, registration_id) - 1) AS turn FROM registrations
)
UPDATE registrations r SET center_code = c.code
FROM dealt d, centre c
WHERE d.registration_id = r.registration_id AND c.place = d.turn % c.centres;
ALTER TABLE registrations ENABLE TRIGGER USER;

-- A centre whose code registrations carry cannot go (the API says how many first) and its code
-- cannot change (the API refuses that too: staff scopes name centres by code).
ALTER TABLE registrations ALTER COLUMN center_code SET NOT NULL,
  ADD CONSTRAINT registrations_center_code_fkey FOREIGN KEY (center_code) REFERENCES centers (code);

-- A centre's registrations, newest last: the count behind a refused delete, and a scope's list.
CREATE INDEX registrations_center_created ON registrations (center_code, created_at, registration_id);
