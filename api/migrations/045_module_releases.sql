-- Module releases: every remote build registered at its immutable manifest URL, which one is live,
-- which one is rolled out to a share of browsers, and what browsers report of each version's loads.
-- Runs on PostgreSQL 15 and PGlite.

CREATE TABLE release_versions (
  remote text NOT NULL,
  version text NOT NULL,
  manifest_url text NOT NULL,
  git_sha text,
  registered_at timestamptz NOT NULL DEFAULT now(),
  registered_by text NOT NULL,
  -- When it last became live: the version before the live one is the newest other one still standing.
  became_live_at timestamptz,
  rolled_back_at timestamptz,
  PRIMARY KEY (remote, version)
);

-- One row per remote: locked by every write to that remote, so concurrent writes queue.
CREATE TABLE release_remotes (
  remote text PRIMARY KEY,
  live_version text NOT NULL,
  rollout_version text,
  rollout_percent integer CHECK (rollout_percent BETWEEN 1 AND 99),
  rollout_started_at timestamptz,
  -- Set when a version reaches 100% through a rollout: the live version is watched for a while after.
  promoted_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, live_version) REFERENCES release_versions (remote, version),
  FOREIGN KEY (remote, rollout_version) REFERENCES release_versions (remote, version),
  CHECK ((rollout_version IS NULL) = (rollout_percent IS NULL))
);

-- What browsers report, per remote version and minute.
CREATE TABLE release_load_minutes (
  remote text NOT NULL,
  version text NOT NULL,
  minute timestamptz NOT NULL,
  loads integer NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, minute)
);

-- The automatic rollback's thresholds, a settings section of their own. The change feed's
-- deferred triggers on portal_settings fire first: a table with pending trigger events cannot be altered.
SET CONSTRAINTS ALL IMMEDIATE;
ALTER TABLE portal_settings DROP CONSTRAINT portal_settings_section_check;
ALTER TABLE portal_settings ADD CONSTRAINT portal_settings_section_check
  CHECK (section IN ('organization', 'payment', 'audit', 'featureFlags', 'releases'));
INSERT INTO portal_settings (section, value) VALUES
  ('releases', '{"watchMinutesAfterPromotion": 30, "windowMinutes": 10, "minLoads": 20, "failurePercent": 20, "marginPoints": 10}');
