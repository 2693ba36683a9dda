-- The Settings module: organisation-wide settings, centres, notification templates, data
-- exports, and audit entries about things other than registrations.
-- Runs on PostgreSQL 15 (production) and PGlite (PostgreSQL 18): nothing newer than 15 here.

-- One row per settings section; every staff member reads the same values.
CREATE TABLE portal_settings (
  section text PRIMARY KEY CHECK (section IN ('organization', 'payment', 'audit', 'featureFlags')),
  value jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The spec's defaults (section 3).
INSERT INTO portal_settings (section, value) VALUES
  ('organization', '{"name": "Admin Portal", "primaryColor": "#6366f1"}'),
  ('payment', '{"registrationFee": 300, "currency": "INR", "onlineEnabled": true, "offlineEnabled": true, "paymentIdFormat": "PAY-ABACUS-XXXXXX"}'),
  ('audit', '{"logProfileChanges": true, "dataRetentionDays": 365}'),
  ('featureFlags', '{"commandPalette": true, "csvExport": true, "duplicateMerge": false, "orgWide2FA": false}');

CREATE TABLE centers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL,
  name text NOT NULL,
  city text NOT NULL,
  contact text,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
-- Codes are unique whatever their case: 'dlh01' and 'DLH01' are one centre.
CREATE UNIQUE INDEX centers_code_unique ON centers (upper(code));
INSERT INTO centers (code, name, city, contact) VALUES
  ('DLH01', 'Delhi Central', 'Delhi', '+91 11 4000 1001'),
  ('MUM01', 'Mumbai Andheri', 'Mumbai', '+91 22 4000 2002'),
  ('BLR01', 'Bangalore Indiranagar', 'Bangalore', '+91 80 4000 3003'),
  ('CHN01', 'Chennai T. Nagar', 'Chennai', '+91 44 4000 4004');

CREATE TABLE notification_templates (
  id text PRIMARY KEY,
  name text NOT NULL,
  subject text NOT NULL,
  content text NOT NULL,
  variables text[] NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO notification_templates (id, name, subject, content, variables) VALUES
  ('registration-confirmation', 'Registration Confirmation',
   'Registration confirmed: {{registrationId}}',
   E'Dear {{name}},\n\nThank you for registering for the abacus competition. Your registration ID is {{registrationId}}.\n\nPlease keep it for future reference.',
   ARRAY['name', 'registrationId']),
  ('payment-received', 'Payment Received (Offline)',
   'Payment received for {{registrationId}}',
   E'Dear {{name}},\n\nWe have received your payment of Rs. {{amount}} (payment ID {{paymentId}}) for registration {{registrationId}}.\n\nThank you.',
   ARRAY['name', 'paymentId', 'amount', 'registrationId']),
  ('disqualification-notice', 'Disqualification Notice',
   'Registration {{registrationId}} disqualified',
   E'Dear {{name}},\n\nWe regret to inform you that registration {{registrationId}} has been disqualified.\n\nReason: {{reason}}',
   ARRAY['name', 'registrationId', 'reason']);

-- Audit entries about settings, centres, templates, flags and staff accounts name their target
-- here; registration entries keep registration_id.
ALTER TABLE audit_log ADD COLUMN target_type text;
ALTER TABLE audit_log ADD COLUMN target_id text;
CREATE INDEX audit_log_by_target ON audit_log (target_type, target_id, at) WHERE target_type IS NOT NULL;

-- Retention deletes old entries: the counter the dashboard reads follows.
CREATE FUNCTION uncount_audit_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE summary_counters SET audit_entries = audit_entries - (SELECT count(*) FROM old_rows);
  RETURN NULL;
END $$;
CREATE TRIGGER audit_log_uncounted_on_delete AFTER DELETE ON audit_log
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION uncount_audit_entries();

-- Files produced by the server for the Data tab, kept until the retention period ends. The file
-- is stored in chunks, one per batch of rows, so that no step holds a whole large file.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('registrations', 'audit')),
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed')),
  rows_total bigint NOT NULL DEFAULT 0,
  rows_done bigint NOT NULL DEFAULT 0,
  size_bytes bigint NOT NULL DEFAULT 0,
  requested_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX data_exports_newest ON data_exports (created_at);

CREATE TABLE data_export_chunks (
  export_id uuid NOT NULL REFERENCES data_exports (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (export_id, seq)
);
