-- Issue 60. The receipt names the organisation as a parent would look it up: its address, phone and
-- e-mail (Settings > Organization, empty until set) and its logo. The logo is kept in the database, so
-- every API instance prints the same one; one row at most, at most 256 KB (one statement on PGlite).
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

UPDATE portal_settings SET value = '{"address": "", "phone": "", "email": ""}'::jsonb || value WHERE section = 'organization';

CREATE TABLE organization_logo (
  only_one boolean PRIMARY KEY DEFAULT true CHECK (only_one),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (length(bytes) <= 262144),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  sha256 text COLLATE "C" NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL
);
-- Images are compressed already: not worth trying again.
ALTER TABLE organization_logo ALTER COLUMN bytes SET STORAGE EXTERNAL;
