-- Release reports counted per person, not per report: anyone could post a hundred reports and roll a
-- build back, or post five hundred "loaded" and hide real failures. Runs on PostgreSQL 15 and PGlite.

-- One row per person and remote version: when the person last reported a load attempt of it, and
-- when one of those failed. A person counts once as a load and once as a failure per window however
-- often they report. `person` is a SHA-256 of the signed-in account's uid, never the uid.
CREATE TABLE release_load_people (
  remote text NOT NULL,
  version text NOT NULL,
  person text NOT NULL,
  seen_at timestamptz NOT NULL,
  failed_at timestamptz,
  PRIMARY KEY (remote, version, person),
  FOREIGN KEY (remote, version) REFERENCES release_versions (remote, version),
  -- A failure is a load attempt too: a person who failed was seen then or later.
  CHECK (failed_at IS NULL OR failed_at <= seen_at)
);

-- The per-minute counts of raw reports, which anyone could inflate, are no evidence of anything.
DROP TABLE release_load_minutes;

-- A remote new to the registry is served to nobody until one of its versions is rolled out.
ALTER TABLE release_remotes ALTER COLUMN live_version DROP NOT NULL;
