-- Each staff member's own portal: the spec's Preferences, and saved views of the registrations list.

-- The registrations list's saved views: the list's address state under a name, the owner's alone
-- or shared with the organisation.
CREATE TABLE registration_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_uid text NOT NULL REFERENCES staff_accounts (uid) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  query text NOT NULL CHECK (length(query) <= 2000),
  shared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_views_owner ON registration_views (owner_uid);
CREATE INDEX registration_views_shared ON registration_views (shared) WHERE shared;

-- One row per staff member who changed anything; none means the spec's defaults. The preferences
-- are one JSON object checked by the API's schema, read over the defaults, so a preference added
-- later starts at its default for everyone.
CREATE TABLE staff_preferences (
  uid text PRIMARY KEY REFERENCES staff_accounts (uid) ON DELETE CASCADE,
  preferences jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(preferences) = 'object'),
  default_view_id uuid REFERENCES registration_views (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_preferences_default_view ON staff_preferences (default_view_id);
