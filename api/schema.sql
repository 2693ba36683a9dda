-- Today's schema, as the migrations up to 106_template_languages.sql leave it: tables, types, views,
-- indexes, functions, triggers and row-level security policies (the role abacus_scoped and its
-- grants: migration 062). Generated: never edit it, and no database runs it (api/migrations/ is
-- what databases run). After adding a migration, regenerate it with
--   npx pnpm@10.34.9 --filter api schema
-- Objects are sorted by name within each part; a function shows only its latest definition.

-- Extensions

CREATE EXTENSION pg_trgm;

-- Types

CREATE TYPE registration_change AS (
  sign integer,
  registration_id text,
  created_at timestamp with time zone,
  status text,
  cadre text,
  std text,
  payment_mode text,
  payment_status text,
  gender text,
  level_enrolled text,
  school_value text,
  school_name text,
  contact_key text,
  search_text text,
  search_contact text,
  center_code text
);

-- Tables

CREATE TABLE audit_log (
  id bigint NOT NULL GENERATED ALWAYS AS IDENTITY,
  at timestamp with time zone NOT NULL DEFAULT now(),
  actor_uid text,
  actor_email text,
  actor_role text,
  action text NOT NULL,
  registration_id text COLLATE "C",
  target_name text,
  target_school text,
  before jsonb,
  after jsonb,
  note text,
  target_type text,
  target_id text,
  actor_name text,
  actor_confirmed_with text COLLATE "C",
  CONSTRAINT audit_log_pkey PRIMARY KEY (id),
  CONSTRAINT audit_log_registration_id_fkey FOREIGN KEY (registration_id) REFERENCES registrations(registration_id),
  CONSTRAINT audit_log_actor_confirmed_with_check CHECK ((actor_confirmed_with = 'passkey'::text))
);
ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log FORCE ROW LEVEL SECURITY;

CREATE TABLE bulk_jobs (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  action text NOT NULL,
  note text,
  registration_ids text[] NOT NULL,
  total integer NOT NULL,
  next_index integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  skip_reasons jsonb NOT NULL DEFAULT '{}'::jsonb,
  skipped_rows jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'queued'::text,
  failure text,
  created_by_uid text NOT NULL,
  created_by_email text,
  created_by_role text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  started_at timestamp with time zone,
  finished_at timestamp with time zone,
  lease_owner text,
  lease_expires_at timestamp with time zone,
  attempts integer NOT NULL DEFAULT 0,
  cancelled_by_email text,
  CONSTRAINT bulk_jobs_pkey PRIMARY KEY (id),
  CONSTRAINT bulk_jobs_action_check CHECK ((action = ANY (ARRAY['confirmPayment'::text, 'markDuplicate'::text, 'disqualify'::text, 'clearStatus'::text, 'mergeSuggested'::text]))),
  CONSTRAINT bulk_jobs_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'running'::text, 'completed'::text, 'failed'::text, 'cancelled'::text])))
);

CREATE TABLE center_counter_slots (
  center_code text COLLATE "C" NOT NULL,
  slot smallint NOT NULL,
  total_registrations bigint NOT NULL DEFAULT 0,
  successful_payments bigint NOT NULL DEFAULT 0,
  online_pending bigint NOT NULL DEFAULT 0,
  offline_pending bigint NOT NULL DEFAULT 0,
  total_disqualified bigint NOT NULL DEFAULT 0,
  total_duplicates bigint NOT NULL DEFAULT 0,
  CONSTRAINT center_counter_slots_pkey PRIMARY KEY (center_code, slot),
  CONSTRAINT center_counter_slots_slot_check CHECK (((slot >= 0) AND (slot <= 15)))
);
ALTER TABLE center_counter_slots ENABLE ROW LEVEL SECURITY;
ALTER TABLE center_counter_slots FORCE ROW LEVEL SECURITY;

CREATE TABLE centers (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  code text NOT NULL,
  name text NOT NULL,
  city text NOT NULL,
  contact text,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT centers_pkey PRIMARY KEY (id),
  CONSTRAINT centers_code_key UNIQUE (code)
);

CREATE TABLE contact_groups (
  contact_key text COLLATE "C" NOT NULL,
  member_count integer NOT NULL,
  CONSTRAINT contact_groups_pkey PRIMARY KEY (contact_key)
);

CREATE TABLE data_export_chunks (
  export_id uuid NOT NULL,
  seq integer NOT NULL,
  content text NOT NULL,
  CONSTRAINT data_export_chunks_pkey PRIMARY KEY (export_id, seq),
  CONSTRAINT data_export_chunks_export_id_fkey FOREIGN KEY (export_id) REFERENCES data_exports(id) ON DELETE CASCADE
);

CREATE TABLE data_exports (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  status text NOT NULL DEFAULT 'running'::text,
  rows_total bigint NOT NULL DEFAULT 0,
  rows_done bigint NOT NULL DEFAULT 0,
  size_bytes bigint NOT NULL DEFAULT 0,
  requested_by text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  completed_at timestamp with time zone,
  heartbeat_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT data_exports_pkey PRIMARY KEY (id),
  CONSTRAINT data_exports_kind_check CHECK ((kind = ANY (ARRAY['registrations'::text, 'audit'::text]))),
  CONSTRAINT data_exports_status_check CHECK ((status = ANY (ARRAY['running'::text, 'completed'::text, 'failed'::text])))
);

CREATE TABLE duplicate_verdicts (
  contact_key text COLLATE "C" NOT NULL,
  registration_ids text[] NOT NULL,
  decided_by text,
  decided_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT duplicate_verdicts_pkey PRIMARY KEY (contact_key)
);

CREATE TABLE export_links (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  token_hash text NOT NULL,
  staff_uid text NOT NULL,
  query jsonb NOT NULL,
  expected_rows integer NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  rows_written integer NOT NULL DEFAULT 0,
  finished_at timestamp with time zone,
  CONSTRAINT export_links_pkey PRIMARY KEY (id),
  CONSTRAINT export_links_token_hash_key UNIQUE (token_hash)
);

CREATE TABLE identity_case_twins (
  id bigint NOT NULL GENERATED ALWAYS AS IDENTITY,
  found_at timestamp with time zone NOT NULL DEFAULT now(),
  id_column text NOT NULL,
  upper_value text NOT NULL,
  registration_ids text[] NOT NULL,
  id_values text[] NOT NULL,
  CONSTRAINT identity_case_twins_pkey PRIMARY KEY (id),
  CONSTRAINT identity_case_twins_id_column_check CHECK ((id_column = ANY (ARRAY['registration_id'::text, 'payment_id'::text, 'merchant_transaction_id'::text])))
);

CREATE TABLE message_intents (
  id bigint NOT NULL GENERATED ALWAYS AS IDENTITY,
  registration_id text,
  intent jsonb NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  failure text,
  CONSTRAINT message_intents_pkey PRIMARY KEY (id)
);
ALTER TABLE message_intents ENABLE ROW LEVEL SECURITY;
ALTER TABLE message_intents FORCE ROW LEVEL SECURITY;

CREATE TABLE messages (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  seq bigint NOT NULL GENERATED ALWAYS AS IDENTITY,
  channel text NOT NULL,
  template text NOT NULL,
  recipient text NOT NULL,
  subject text,
  body text,
  html text,
  dlt_template_id text,
  attachment jsonb,
  registration_id text,
  staff_uid text,
  status text NOT NULL DEFAULT 'queued'::text,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  attempt_log jsonb NOT NULL DEFAULT '[]'::jsonb,
  next_attempt_at timestamp with time zone NOT NULL DEFAULT now(),
  lease_until timestamp with time zone,
  resent_from uuid,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  sent_at timestamp with time zone,
  body_removed_at timestamp with time zone,
  CONSTRAINT messages_pkey PRIMARY KEY (id),
  CONSTRAINT messages_seq_key UNIQUE (seq),
  CONSTRAINT messages_resent_from_fkey FOREIGN KEY (resent_from) REFERENCES messages(id) ON DELETE SET NULL,
  CONSTRAINT messages_channel_check CHECK ((channel = ANY (ARRAY['email'::text, 'sms'::text]))),
  CONSTRAINT messages_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'skipped'::text])))
);
ALTER TABLE messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE messages FORCE ROW LEVEL SECURITY;

CREATE TABLE notification_template_texts (
  template_id text NOT NULL,
  language text NOT NULL,
  subject text NOT NULL,
  content text NOT NULL,
  sms_text text NOT NULL DEFAULT ''::text,
  dlt_template_id text NOT NULL DEFAULT ''::text,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT notification_template_texts_pkey PRIMARY KEY (template_id, language),
  CONSTRAINT notification_template_texts_template_id_fkey FOREIGN KEY (template_id) REFERENCES notification_templates(id) ON DELETE CASCADE,
  CONSTRAINT notification_template_texts_language_check CHECK ((language = ANY (ARRAY['hi-IN'::text, 'ta-IN'::text])))
);

CREATE TABLE notification_templates (
  id text NOT NULL,
  name text NOT NULL,
  subject text NOT NULL,
  content text NOT NULL,
  variables text[] NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  sms_text text NOT NULL DEFAULT ''::text,
  dlt_template_id text NOT NULL DEFAULT ''::text,
  CONSTRAINT notification_templates_pkey PRIMARY KEY (id)
);

CREATE TABLE organization_logo (
  only_one boolean NOT NULL DEFAULT true,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  sha256 text COLLATE "C" NOT NULL,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_by text NOT NULL,
  CONSTRAINT organization_logo_pkey PRIMARY KEY (only_one),
  CONSTRAINT organization_logo_bytes_check CHECK ((length(bytes) <= 262144)),
  CONSTRAINT organization_logo_content_type_check CHECK ((content_type = ANY (ARRAY['image/png'::text, 'image/jpeg'::text]))),
  CONSTRAINT organization_logo_height_check CHECK ((height > 0)),
  CONSTRAINT organization_logo_only_one_check CHECK (only_one),
  CONSTRAINT organization_logo_sha256_check CHECK ((sha256 ~ '^[0-9a-f]{64}$'::text)),
  CONSTRAINT organization_logo_width_check CHECK ((width > 0))
);

CREATE TABLE portal_settings (
  section text NOT NULL,
  value jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT portal_settings_pkey PRIMARY KEY (section),
  CONSTRAINT portal_settings_section_check CHECK ((section = ANY (ARRAY['organization'::text, 'payment'::text, 'audit'::text, 'featureFlags'::text, 'releases'::text])))
);

CREATE TABLE receipt_counters (
  prefix text COLLATE "C" NOT NULL,
  financial_year text COLLATE "C" NOT NULL,
  last_number integer NOT NULL,
  CONSTRAINT receipt_counters_pkey PRIMARY KEY (prefix, financial_year),
  CONSTRAINT receipt_counters_last_number_check CHECK (((last_number >= 1) AND (last_number <= 999999)))
);

CREATE TABLE receipt_half_hours (
  half_hour timestamp with time zone NOT NULL,
  issued_by text COLLATE "C" NOT NULL,
  issued integer NOT NULL DEFAULT 0,
  issued_amount bigint NOT NULL DEFAULT 0,
  cancelled integer NOT NULL DEFAULT 0,
  cancelled_amount bigint NOT NULL DEFAULT 0,
  CONSTRAINT receipt_half_hours_pkey PRIMARY KEY (half_hour, issued_by)
);

CREATE TABLE receipt_links (
  id text COLLATE "C" NOT NULL,
  receipt_number text COLLATE "C" NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  expires_at timestamp with time zone NOT NULL,
  fetches integer NOT NULL DEFAULT 0,
  CONSTRAINT receipt_links_pkey PRIMARY KEY (id),
  CONSTRAINT receipt_links_receipt_number_fkey FOREIGN KEY (receipt_number) REFERENCES receipts(number)
);

CREATE TABLE receipts (
  number text COLLATE "C" NOT NULL,
  registration_id text COLLATE "C" NOT NULL,
  name text NOT NULL,
  school text NOT NULL,
  payment_id text COLLATE "C" NOT NULL,
  amount integer NOT NULL,
  mode text COLLATE "C" NOT NULL,
  issued_at timestamp with time zone NOT NULL,
  issued_by_uid text,
  issued_by text,
  approved_at timestamp with time zone,
  approved_by_uid text,
  approved_by text,
  cancelled_at timestamp with time zone,
  cancelled_by text,
  cancel_reason text,
  downloads integer NOT NULL DEFAULT 0,
  issued_by_name text,
  method text COLLATE "C",
  approved_by_name text,
  CONSTRAINT receipts_pkey PRIMARY KEY (number),
  CONSTRAINT receipts_amount_check CHECK ((amount >= 0)),
  CONSTRAINT receipts_check CHECK (((cancelled_at IS NULL) = (cancel_reason IS NULL))),
  CONSTRAINT receipts_method_check CHECK ((method = ANY (ARRAY['cash'::text, 'bank'::text, 'cheque'::text, 'upi'::text]))),
  CONSTRAINT receipts_number_check CHECK ((length(number) <= 16))
);
ALTER TABLE receipts ENABLE ROW LEVEL SECURITY;
ALTER TABLE receipts FORCE ROW LEVEL SECURITY;

CREATE TABLE reconciliation_lines (
  statement_id uuid NOT NULL,
  line integer NOT NULL,
  day date NOT NULL,
  reference text NOT NULL,
  description text NOT NULL,
  amount numeric(14,2) NOT NULL,
  fee numeric(12,2),
  utr text,
  outcome text COLLATE "C" NOT NULL,
  reason text NOT NULL,
  registration_id text COLLATE "C",
  manual_by text,
  manual_at timestamp with time zone,
  manual_note text,
  tax numeric(12,2),
  settlement_id text COLLATE "C",
  CONSTRAINT reconciliation_lines_pkey PRIMARY KEY (statement_id, line),
  CONSTRAINT reconciliation_lines_statement_id_fkey FOREIGN KEY (statement_id) REFERENCES reconciliation_statements(id),
  CONSTRAINT reconciliation_lines_amount_check CHECK ((amount > (0)::numeric)),
  CONSTRAINT reconciliation_lines_check CHECK (((outcome = ANY (ARRAY['unmatched'::text, 'outgoing'::text])) = (registration_id IS NULL))),
  CONSTRAINT reconciliation_lines_outcome_check CHECK ((outcome = ANY (ARRAY['matched'::text, 'mismatched'::text, 'duplicate'::text, 'unmatched'::text, 'outgoing'::text])))
);
ALTER TABLE reconciliation_lines ENABLE ROW LEVEL SECURITY;
ALTER TABLE reconciliation_lines FORCE ROW LEVEL SECURITY;

CREATE TABLE reconciliation_presets (
  id text COLLATE "C" NOT NULL,
  name text NOT NULL,
  source text COLLATE "C" NOT NULL,
  columns jsonb NOT NULL,
  date_format text NOT NULL,
  reference_patterns jsonb NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT date_trunc('milliseconds'::text, now()),
  created_by text NOT NULL,
  CONSTRAINT reconciliation_presets_pkey PRIMARY KEY (id),
  CONSTRAINT reconciliation_presets_source_check CHECK ((source = ANY (ARRAY['bank'::text, 'gateway'::text])))
);

CREATE TABLE reconciliation_statements (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  source text COLLATE "C" NOT NULL,
  content_sha256 text COLLATE "C" NOT NULL,
  mapping jsonb NOT NULL,
  uploaded_at timestamp with time zone NOT NULL DEFAULT date_trunc('milliseconds'::text, now()),
  uploaded_by_uid text NOT NULL,
  uploaded_by text NOT NULL,
  first_day date NOT NULL,
  last_day date NOT NULL,
  ignored_lines integer NOT NULL DEFAULT 0,
  status text COLLATE "C" NOT NULL DEFAULT 'ready'::text,
  lines_total integer NOT NULL DEFAULT 0,
  lines_stored integer NOT NULL DEFAULT 0,
  failure text,
  heartbeat_at timestamp with time zone,
  preset_id text COLLATE "C",
  CONSTRAINT reconciliation_statements_pkey PRIMARY KEY (id),
  CONSTRAINT reconciliation_statements_content_sha256_key UNIQUE (content_sha256),
  CONSTRAINT reconciliation_statements_source_check CHECK ((source = ANY (ARRAY['bank'::text, 'gateway'::text]))),
  CONSTRAINT reconciliation_statements_status_check CHECK ((status = ANY (ARRAY['storing'::text, 'matching'::text, 'ready'::text, 'failed'::text])))
);

CREATE TABLE registration_filter_counts (
  center_code text COLLATE "C" NOT NULL,
  status text COLLATE "C" NOT NULL,
  cadre text COLLATE "C" NOT NULL,
  std text COLLATE "C" NOT NULL,
  payment_mode text COLLATE "C" NOT NULL,
  payment_status text COLLATE "C" NOT NULL,
  gender text COLLATE "C" NOT NULL,
  level_enrolled text COLLATE "C" NOT NULL,
  registrations bigint NOT NULL,
  CONSTRAINT registration_filter_counts_pkey PRIMARY KEY (center_code, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
);
ALTER TABLE registration_filter_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE registration_filter_counts FORCE ROW LEVEL SECURITY;

CREATE TABLE registration_merges (
  id bigint NOT NULL GENERATED ALWAYS AS IDENTITY,
  keep_id text COLLATE "C" NOT NULL,
  merged jsonb NOT NULL,
  kept_before jsonb NOT NULL,
  kept_after jsonb NOT NULL,
  merged_at timestamp with time zone NOT NULL DEFAULT now(),
  merged_by_uid text,
  unmerged_at timestamp with time zone,
  CONSTRAINT registration_merges_pkey PRIMARY KEY (id),
  CONSTRAINT registration_merges_keep_id_fkey FOREIGN KEY (keep_id) REFERENCES registrations(registration_id)
);
ALTER TABLE registration_merges ENABLE ROW LEVEL SECURITY;
ALTER TABLE registration_merges FORCE ROW LEVEL SECURITY;

CREATE TABLE registration_quarter_hour_counts (
  quarter timestamp with time zone NOT NULL,
  center_code text COLLATE "C" NOT NULL,
  registrations bigint NOT NULL DEFAULT 0,
  CONSTRAINT registration_quarter_hour_counts_pkey PRIMARY KEY (quarter, center_code)
);
ALTER TABLE registration_quarter_hour_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE registration_quarter_hour_counts FORCE ROW LEVEL SECURITY;

CREATE TABLE registration_schools (
  school_value text COLLATE "C" NOT NULL,
  school_name text COLLATE "C" NOT NULL,
  registrations bigint NOT NULL,
  CONSTRAINT registration_schools_pkey PRIMARY KEY (school_value, school_name)
);

CREATE TABLE registration_search (
  registration_id text COLLATE "C" NOT NULL,
  search_text text COLLATE "C" NOT NULL,
  search_contact text COLLATE "C" NOT NULL,
  CONSTRAINT registration_search_pkey PRIMARY KEY (registration_id)
);
ALTER TABLE registration_search ENABLE ROW LEVEL SECURITY;
ALTER TABLE registration_search FORCE ROW LEVEL SECURITY;

CREATE TABLE registration_views (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  owner_uid text NOT NULL,
  name text NOT NULL,
  query text NOT NULL,
  shared boolean NOT NULL DEFAULT false,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT registration_views_pkey PRIMARY KEY (id),
  CONSTRAINT registration_views_owner_uid_fkey FOREIGN KEY (owner_uid) REFERENCES staff_accounts(uid) ON DELETE CASCADE,
  CONSTRAINT registration_views_name_check CHECK (((length(name) >= 1) AND (length(name) <= 60))),
  CONSTRAINT registration_views_query_check CHECK ((length(query) <= 2000))
);

CREATE TABLE registrations (
  registration_id text COLLATE "C" NOT NULL,
  name text COLLATE "C" NOT NULL,
  gender text COLLATE "C",
  contact_number text COLLATE "C" NOT NULL,
  school_value text COLLATE "C" NOT NULL,
  school_name text COLLATE "C",
  std text COLLATE "C" NOT NULL,
  cadre text COLLATE "C" NOT NULL,
  level_enrolled text COLLATE "C" NOT NULL,
  status text COLLATE "C" NOT NULL DEFAULT 'active'::text,
  disqualification_note text,
  admin_note text,
  payment_id text COLLATE "C" NOT NULL,
  payment_mode text COLLATE "C" NOT NULL,
  payment_amount integer NOT NULL,
  payment_status text COLLATE "C" NOT NULL,
  merchant_transaction_id text COLLATE "C",
  created_at timestamp with time zone NOT NULL DEFAULT date_trunc('milliseconds'::text, now()),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  std_number smallint NOT NULL GENERATED ALWAYS AS (("substring"(std, '^[0-9]+'::text))::smallint) STORED,
  cadre_rank smallint NOT NULL GENERATED ALWAYS AS ((array_position(ARRAY['Kids Level'::text, 'Primary Level'::text, 'Junior Level'::text, 'Senior Level'::text, 'Super Senior Level'::text], cadre) - 1)) STORED,
  level_rank smallint NOT NULL GENERATED ALWAYS AS ((array_position(ARRAY['BUD'::text, 'INTERIM'::text, 'LEVEL 1'::text, 'LEVEL 2'::text, 'LEVEL 3'::text, 'LEVEL 4'::text, 'LEVEL 5'::text, 'LEVEL 6'::text, 'LEVEL 7'::text, 'LEVEL 8'::text], level_enrolled) - 1)) STORED,
  contact_key text COLLATE "C" NOT NULL GENERATED ALWAYS AS (COALESCE("substring"(regexp_replace(contact_number, '[[:space:]-]'::text, ''::text, 'g'::text), '^(?:\+91|91|0)?([6-9][0-9]{9})$'::text), contact_number)) STORED,
  legacy_case_twin text[],
  receipt jsonb,
  approval jsonb,
  approval_requested_by_uid text,
  center_code text COLLATE "C" NOT NULL,
  email text,
  merged_into text COLLATE "C",
  payment_method text COLLATE "C",
  CONSTRAINT registrations_pkey PRIMARY KEY (registration_id),
  CONSTRAINT registrations_merchant_transaction_id_key UNIQUE (merchant_transaction_id),
  CONSTRAINT registrations_payment_id_key UNIQUE (payment_id),
  CONSTRAINT registrations_center_code_fkey FOREIGN KEY (center_code) REFERENCES centers(code),
  CONSTRAINT registrations_merged_into_fkey FOREIGN KEY (merged_into) REFERENCES registrations(registration_id),
  CONSTRAINT registrations_cadre_check CHECK ((cadre = ANY (ARRAY['Kids Level'::text, 'Primary Level'::text, 'Junior Level'::text, 'Senior Level'::text, 'Super Senior Level'::text]))),
  CONSTRAINT registrations_gender_check CHECK ((gender = ANY (ARRAY['male'::text, 'female'::text]))),
  CONSTRAINT registrations_level_enrolled_check CHECK ((level_enrolled = ANY (ARRAY['BUD'::text, 'INTERIM'::text, 'LEVEL 1'::text, 'LEVEL 2'::text, 'LEVEL 3'::text, 'LEVEL 4'::text, 'LEVEL 5'::text, 'LEVEL 6'::text, 'LEVEL 7'::text, 'LEVEL 8'::text]))),
  CONSTRAINT registrations_payment_amount_check CHECK ((payment_amount >= 0)),
  CONSTRAINT registrations_payment_method_check CHECK ((payment_method = ANY (ARRAY['cash'::text, 'bank'::text, 'cheque'::text, 'upi'::text]))),
  CONSTRAINT registrations_payment_mode_check CHECK ((payment_mode = ANY (ARRAY['online'::text, 'offline'::text]))),
  CONSTRAINT registrations_payment_status_check CHECK ((payment_status = ANY (ARRAY['success'::text, 'pending'::text, 'failed'::text, 'pending_payment_gateway'::text]))),
  CONSTRAINT registrations_status_check CHECK ((status = ANY (ARRAY['active'::text, 'disqualified'::text, 'duplicate'::text]))),
  CONSTRAINT registrations_std_check CHECK ((std = ANY (ARRAY['1st'::text, '2nd'::text, '3rd'::text, '4th'::text, '5th'::text, '6th'::text, '7th'::text, '8th'::text, '9th'::text, '10th'::text, '11th'::text, '12th'::text])))
);
ALTER TABLE registrations ENABLE ROW LEVEL SECURITY;
ALTER TABLE registrations FORCE ROW LEVEL SECURITY;

CREATE TABLE release_load_people (
  remote text NOT NULL,
  version text NOT NULL,
  person text NOT NULL,
  seen_at timestamp with time zone NOT NULL,
  failed_at timestamp with time zone,
  CONSTRAINT release_load_people_pkey PRIMARY KEY (remote, version, person),
  CONSTRAINT release_load_people_remote_version_fkey FOREIGN KEY (remote, version) REFERENCES release_versions(remote, version),
  CONSTRAINT release_load_people_check CHECK (((failed_at IS NULL) OR (failed_at <= seen_at)))
);

CREATE TABLE release_remotes (
  remote text NOT NULL,
  live_version text,
  rollout_version text,
  rollout_percent integer,
  rollout_started_at timestamp with time zone,
  promoted_at timestamp with time zone,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT release_remotes_pkey PRIMARY KEY (remote),
  CONSTRAINT release_remotes_remote_live_version_fkey FOREIGN KEY (remote, live_version) REFERENCES release_versions(remote, version),
  CONSTRAINT release_remotes_remote_rollout_version_fkey FOREIGN KEY (remote, rollout_version) REFERENCES release_versions(remote, version),
  CONSTRAINT release_remotes_check CHECK (((rollout_version IS NULL) = (rollout_percent IS NULL))),
  CONSTRAINT release_remotes_rollout_percent_check CHECK (((rollout_percent >= 1) AND (rollout_percent <= 99)))
);

CREATE TABLE release_versions (
  remote text NOT NULL,
  version text NOT NULL,
  manifest_url text NOT NULL,
  git_sha text,
  registered_at timestamp with time zone NOT NULL DEFAULT now(),
  registered_by text NOT NULL,
  became_live_at timestamp with time zone,
  rolled_back_at timestamp with time zone,
  CONSTRAINT release_versions_pkey PRIMARY KEY (remote, version)
);

CREATE TABLE schema_migrations (
  name text NOT NULL,
  applied_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT schema_migrations_pkey PRIMARY KEY (name)
);

CREATE TABLE school_filter_counts (
  school_value text COLLATE "C" NOT NULL,
  school_name text COLLATE "C" NOT NULL,
  center_code text COLLATE "C" NOT NULL,
  status text COLLATE "C" NOT NULL,
  cadre text COLLATE "C" NOT NULL,
  std text COLLATE "C" NOT NULL,
  payment_mode text COLLATE "C" NOT NULL,
  payment_status text COLLATE "C" NOT NULL,
  gender text COLLATE "C" NOT NULL,
  level_enrolled text COLLATE "C" NOT NULL,
  registrations bigint NOT NULL,
  CONSTRAINT school_filter_counts_pkey PRIMARY KEY (school_value, school_name, center_code, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
);
ALTER TABLE school_filter_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE school_filter_counts FORCE ROW LEVEL SECURITY;

CREATE TABLE signing_keys (
  name text NOT NULL,
  secret text NOT NULL,
  CONSTRAINT signing_keys_pkey PRIMARY KEY (name)
);

CREATE TABLE staff_account_grants (
  id bigint NOT NULL GENERATED ALWAYS AS IDENTITY,
  account_uid text NOT NULL,
  granted_by_uid text NOT NULL,
  kind text NOT NULL,
  at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT staff_account_grants_pkey PRIMARY KEY (id),
  CONSTRAINT staff_account_grants_account_uid_fkey FOREIGN KEY (account_uid) REFERENCES staff_accounts(uid) ON DELETE CASCADE,
  CONSTRAINT staff_account_grants_kind_check CHECK ((kind = ANY (ARRAY['invited'::text, 'role_changed'::text])))
);

CREATE TABLE staff_accounts (
  uid text NOT NULL,
  email text,
  display_name text,
  role text NOT NULL,
  status text NOT NULL DEFAULT 'active'::text,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  last_active_at timestamp with time zone,
  phone text,
  alternate_email text,
  avatar_sha256 text COLLATE "C",
  centers text[] COLLATE "C" NOT NULL DEFAULT '{}'::text[],
  CONSTRAINT staff_accounts_pkey PRIMARY KEY (uid),
  CONSTRAINT staff_accounts_avatar_sha256_fkey FOREIGN KEY (avatar_sha256) REFERENCES staff_avatars(sha256),
  CONSTRAINT staff_accounts_role_check CHECK ((role = ANY (ARRAY['superadmin'::text, 'admin'::text, 'staff'::text, 'viewer'::text, 'user'::text]))),
  CONSTRAINT staff_accounts_status_check CHECK ((status = ANY (ARRAY['active'::text, 'invited'::text, 'inactive'::text])))
);

CREATE TABLE staff_avatar_parts (
  sha256 text COLLATE "C" NOT NULL,
  part integer NOT NULL,
  bytes bytea NOT NULL,
  written_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT staff_avatar_parts_pkey PRIMARY KEY (sha256, part),
  CONSTRAINT staff_avatar_parts_part_check CHECK ((part >= 0)),
  CONSTRAINT staff_avatar_parts_sha256_check CHECK ((sha256 ~ '^[0-9a-f]{64}$'::text))
);

CREATE TABLE staff_avatars (
  sha256 text COLLATE "C" NOT NULL,
  content_type text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  parts integer NOT NULL,
  CONSTRAINT staff_avatars_pkey PRIMARY KEY (sha256),
  CONSTRAINT staff_avatars_content_type_check CHECK ((content_type = ANY (ARRAY['image/png'::text, 'image/jpeg'::text, 'image/gif'::text, 'image/webp'::text]))),
  CONSTRAINT staff_avatars_parts_check CHECK ((parts > 0)),
  CONSTRAINT staff_avatars_sha256_check CHECK ((sha256 ~ '^[0-9a-f]{64}$'::text))
);

CREATE TABLE staff_passkeys (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  uid text NOT NULL,
  credential_id text NOT NULL,
  public_key bytea NOT NULL,
  sign_count bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}'::text[],
  name text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  last_used_at timestamp with time zone,
  CONSTRAINT staff_passkeys_pkey PRIMARY KEY (id),
  CONSTRAINT staff_passkeys_credential_id_key UNIQUE (credential_id),
  CONSTRAINT staff_passkeys_uid_fkey FOREIGN KEY (uid) REFERENCES staff_accounts(uid) ON DELETE CASCADE,
  CONSTRAINT staff_passkeys_name_check CHECK (((length(name) >= 1) AND (length(name) <= 60)))
);

CREATE TABLE staff_preferences (
  uid text NOT NULL,
  preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
  default_view_id uuid,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT staff_preferences_pkey PRIMARY KEY (uid),
  CONSTRAINT staff_preferences_default_view_id_fkey FOREIGN KEY (default_view_id) REFERENCES registration_views(id) ON DELETE SET NULL,
  CONSTRAINT staff_preferences_uid_fkey FOREIGN KEY (uid) REFERENCES staff_accounts(uid) ON DELETE CASCADE,
  CONSTRAINT staff_preferences_preferences_check CHECK ((jsonb_typeof(preferences) = 'object'::text))
);

CREATE TABLE staff_sessions (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  uid text NOT NULL,
  auth_time bigint NOT NULL,
  user_agent text,
  signed_in_at timestamp with time zone NOT NULL,
  last_seen_at timestamp with time zone NOT NULL DEFAULT now(),
  ended_at timestamp with time zone,
  second_factor_at timestamp with time zone,
  CONSTRAINT staff_sessions_pkey PRIMARY KEY (id),
  CONSTRAINT staff_sessions_sign_in UNIQUE (uid, auth_time),
  CONSTRAINT staff_sessions_uid_fkey FOREIGN KEY (uid) REFERENCES staff_accounts(uid) ON DELETE CASCADE
);

CREATE TABLE summary_counter_slots (
  slot smallint NOT NULL,
  total_registrations bigint NOT NULL DEFAULT 0,
  successful_payments bigint NOT NULL DEFAULT 0,
  online_pending bigint NOT NULL DEFAULT 0,
  offline_pending bigint NOT NULL DEFAULT 0,
  total_disqualified bigint NOT NULL DEFAULT 0,
  total_duplicates bigint NOT NULL DEFAULT 0,
  audit_entries bigint NOT NULL DEFAULT 0,
  shared_contact_numbers bigint NOT NULL DEFAULT 0,
  CONSTRAINT summary_counter_slots_pkey PRIMARY KEY (slot),
  CONSTRAINT summary_counter_slots_slot_check CHECK (((slot >= 0) AND (slot <= 15)))
);

CREATE TABLE webauthn_challenges (
  challenge text NOT NULL,
  session_id uuid NOT NULL,
  purpose text NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  CONSTRAINT webauthn_challenges_pkey PRIMARY KEY (challenge),
  CONSTRAINT webauthn_challenges_session_id_fkey FOREIGN KEY (session_id) REFERENCES staff_sessions(id) ON DELETE CASCADE,
  CONSTRAINT webauthn_challenges_purpose_check CHECK ((purpose = ANY (ARRAY['registration'::text, 'authentication'::text])))
);

-- Views

CREATE VIEW summary_counters AS
 SELECT sum(total_registrations)::bigint AS total_registrations,
    sum(successful_payments)::bigint AS successful_payments,
    sum(online_pending)::bigint AS online_pending,
    sum(offline_pending)::bigint AS offline_pending,
    sum(total_disqualified)::bigint AS total_disqualified,
    sum(total_duplicates)::bigint AS total_duplicates,
    sum(audit_entries)::bigint AS audit_entries,
    sum(shared_contact_numbers)::bigint AS shared_contact_numbers
   FROM summary_counter_slots;

-- Indexes

CREATE INDEX audit_log_actor_trgm ON public.audit_log USING gin (lower(actor_email) gin_trgm_ops);

CREATE INDEX audit_log_by_action ON public.audit_log USING btree (action, at, id);

CREATE INDEX audit_log_by_action_actor ON public.audit_log USING btree (action, lower(actor_email), at, id);

CREATE INDEX audit_log_by_actor ON public.audit_log USING btree (lower(actor_email), at, id);

CREATE INDEX audit_log_by_registration_keyset ON public.audit_log USING btree (registration_id, at, id);

CREATE INDEX audit_log_by_target ON public.audit_log USING btree (target_type, target_id, at) WHERE (target_type IS NOT NULL);

CREATE INDEX audit_log_newest ON public.audit_log USING btree (at, id);

CREATE INDEX audit_log_registration_trgm ON public.audit_log USING gin (lower(registration_id) gin_trgm_ops);

CREATE INDEX bulk_jobs_by_creator ON public.bulk_jobs USING btree (created_by_uid, created_at);

CREATE INDEX bulk_jobs_unfinished ON public.bulk_jobs USING btree (created_at) WHERE (status = ANY (ARRAY['queued'::text, 'running'::text]));

CREATE UNIQUE INDEX centers_code_unique ON public.centers USING btree (upper(code));

CREATE INDEX contact_groups_shared ON public.contact_groups USING btree (contact_key) WHERE (member_count > 1);

CREATE INDEX data_exports_newest ON public.data_exports USING btree (created_at);

CREATE INDEX export_links_expiry ON public.export_links USING btree (expires_at);

CREATE INDEX message_intents_waiting ON public.message_intents USING btree (id) WHERE (failure IS NULL);

CREATE INDEX messages_bodies_kept ON public.messages USING btree (created_at) WHERE (body IS NOT NULL);

CREATE INDEX messages_by_status ON public.messages USING btree (status, seq);

CREATE INDEX messages_by_template ON public.messages USING btree (template, seq);

CREATE INDEX messages_due ON public.messages USING btree (seq) WHERE (status = ANY (ARRAY['queued'::text, 'sending'::text]));

CREATE INDEX messages_due_of_registration ON public.messages USING btree (registration_id, channel, seq) WHERE ((status = ANY (ARRAY['queued'::text, 'sending'::text])) AND (registration_id IS NOT NULL));

CREATE INDEX messages_of_registration ON public.messages USING btree (registration_id, seq) WHERE (registration_id IS NOT NULL);

CREATE INDEX receipt_half_hours_by_issuer ON public.receipt_half_hours USING btree (lower(issued_by), half_hour);

CREATE INDEX receipts_issued ON public.receipts USING btree (issued_at, number);

CREATE INDEX receipts_issued_by ON public.receipts USING btree (lower(issued_by), issued_at, number);

CREATE INDEX receipts_registration ON public.receipts USING btree (registration_id);

CREATE INDEX reconciliation_lines_outcome ON public.reconciliation_lines USING btree (statement_id, outcome, line);

CREATE INDEX reconciliation_lines_registration ON public.reconciliation_lines USING btree (registration_id, statement_id) WHERE (registration_id IS NOT NULL);

CREATE INDEX reconciliation_lines_settlement ON public.reconciliation_lines USING btree (settlement_id) WHERE (settlement_id IS NOT NULL);

CREATE UNIQUE INDEX reconciliation_presets_name ON public.reconciliation_presets USING btree (lower(name));

CREATE INDEX reconciliation_statements_uploaded ON public.reconciliation_statements USING btree (uploaded_at DESC, id);

CREATE INDEX registration_merges_keep ON public.registration_merges USING btree (keep_id) WHERE (unmerged_at IS NULL);

CREATE INDEX registration_search_contact_trgm ON public.registration_search USING gin (search_contact gin_trgm_ops);

CREATE INDEX registration_search_text_trgm ON public.registration_search USING gin (search_text gin_trgm_ops);

CREATE INDEX registration_views_owner ON public.registration_views USING btree (owner_uid);

CREATE INDEX registration_views_shared ON public.registration_views USING btree (shared) WHERE shared;

CREATE INDEX registrations_amount_sort ON public.registrations USING btree (payment_amount, registration_id);

CREATE INDEX registrations_awaiting_approval ON public.registrations USING btree (((approval ->> 'requestedAt'::text)), registration_id) WHERE (approval IS NOT NULL);

CREATE INDEX registrations_cadre_sort ON public.registrations USING btree (cadre_rank, registration_id);

CREATE INDEX registrations_center_created ON public.registrations USING btree (center_code, created_at, registration_id);

CREATE INDEX registrations_center_sort ON public.registrations USING btree (center_code, registration_id);

CREATE INDEX registrations_contact_key ON public.registrations USING btree (contact_key, created_at, registration_id);

CREATE INDEX registrations_contact_sort ON public.registrations USING btree (contact_number, registration_id);

CREATE INDEX registrations_contact_trgm ON public.registrations USING gin (contact_number gin_trgm_ops);

CREATE INDEX registrations_created_sort ON public.registrations USING btree (created_at, registration_id);

CREATE INDEX registrations_gender_sort ON public.registrations USING btree (gender, registration_id);

CREATE INDEX registrations_gender_sort_desc ON public.registrations USING btree (gender DESC NULLS LAST, registration_id DESC);

CREATE INDEX registrations_id_trgm ON public.registrations USING gin (registration_id gin_trgm_ops);

CREATE INDEX registrations_legacy_case_twins ON public.registrations USING btree (registration_id) WHERE (legacy_case_twin IS NOT NULL);

CREATE INDEX registrations_level_sort ON public.registrations USING btree (level_rank, registration_id);

CREATE UNIQUE INDEX registrations_merchant_transaction_id_upper ON public.registrations USING btree (upper(merchant_transaction_id), (
CASE
    WHEN (legacy_case_twin @> ARRAY['merchant_transaction_id'::text]) THEN registration_id
    ELSE ''::text
END));

CREATE INDEX registrations_merged_into ON public.registrations USING btree (merged_into) WHERE (merged_into IS NOT NULL);

CREATE INDEX registrations_name_sort ON public.registrations USING btree (lower(name), registration_id) INCLUDE (name);

CREATE INDEX registrations_name_trgm ON public.registrations USING gin (name gin_trgm_ops);

CREATE INDEX registrations_offline_payment_queue ON public.registrations USING btree (created_at, registration_id) WHERE offline_payment_pending(payment_mode, payment_status);

CREATE INDEX registrations_payment_id_trgm ON public.registrations USING gin (payment_id gin_trgm_ops);

CREATE UNIQUE INDEX registrations_payment_id_upper ON public.registrations USING btree (upper(payment_id), (
CASE
    WHEN (legacy_case_twin @> ARRAY['payment_id'::text]) THEN registration_id
    ELSE ''::text
END));

CREATE INDEX registrations_payment_status_sort ON public.registrations USING btree (payment_status, registration_id);

CREATE UNIQUE INDEX registrations_registration_id_upper ON public.registrations USING btree (upper(registration_id), (
CASE
    WHEN (legacy_case_twin @> ARRAY['registration_id'::text]) THEN registration_id
    ELSE ''::text
END));

CREATE INDEX registrations_school_name_trgm ON public.registrations USING gin (school_name gin_trgm_ops);

CREATE INDEX registrations_school_sort ON public.registrations USING btree (lower(school_value), registration_id) INCLUDE (school_value);

CREATE INDEX registrations_school_value_trgm ON public.registrations USING gin (school_value gin_trgm_ops);

CREATE INDEX registrations_search_unusual ON public.registrations USING btree (registration_id) WHERE registration_search_unusual(name, registration_id, payment_id, contact_number);

CREATE INDEX registrations_status_sort ON public.registrations USING btree (status, registration_id);

CREATE INDEX registrations_std_sort ON public.registrations USING btree (std_number, registration_id);

CREATE INDEX staff_account_grants_by_account ON public.staff_account_grants USING btree (account_uid, granted_by_uid, at);

CREATE INDEX staff_accounts_avatar ON public.staff_accounts USING btree (avatar_sha256);

CREATE INDEX staff_accounts_email ON public.staff_accounts USING btree (lower(email));

CREATE INDEX staff_passkeys_uid ON public.staff_passkeys USING btree (uid, created_at);

CREATE INDEX staff_preferences_default_view ON public.staff_preferences USING btree (default_view_id);

CREATE INDEX webauthn_challenges_expiry ON public.webauthn_challenges USING btree (expires_at);

-- Functions

CREATE OR REPLACE FUNCTION apply_registration_changes(changes registration_change[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
    -- Duplicate Audit: members per contact number, and how many numbers are shared by two or more.
    -- A registration merged into another has no contact key here (as_registration_change): it is in no group.
    WITH delta AS (
      SELECT c.contact_key, sum(c.sign)::integer AS change
      FROM unnest(changes) AS c
      WHERE c.contact_key IS NOT NULL
      GROUP BY c.contact_key
      HAVING sum(c.sign) <> 0
    ), counted AS (
      INSERT INTO contact_groups AS g (contact_key, member_count)
      SELECT contact_key, change FROM delta ORDER BY contact_key
      ON CONFLICT (contact_key) DO UPDATE SET member_count = g.member_count + excluded.member_count
      RETURNING g.contact_key, g.member_count
    ), shared AS (
      SELECT sum((k.member_count > 1)::integer - (k.member_count - d.change > 1)::integer) AS change
      FROM counted k JOIN delta d USING (contact_key)
    )
    UPDATE summary_counter_slots s SET shared_contact_numbers = s.shared_contact_numbers + shared.change
    FROM shared
    WHERE s.slot = summary_counter_slot() AND shared.change <> 0;

    UPDATE summary_counter_slots s SET
      total_registrations = s.total_registrations + k.total_registrations,
      successful_payments = s.successful_payments + k.successful_payments,
      online_pending = s.online_pending + k.online_pending,
      offline_pending = s.offline_pending + k.offline_pending,
      total_disqualified = s.total_disqualified + k.total_disqualified,
      total_duplicates = s.total_duplicates + k.total_duplicates
    FROM registration_kpis(changes) AS k
    WHERE s.slot = summary_counter_slot()
      AND (k.total_registrations <> 0 OR k.successful_payments <> 0 OR k.online_pending <> 0
           OR k.offline_pending <> 0 OR k.total_disqualified <> 0 OR k.total_duplicates <> 0);

    -- The same figures per centre, for a person who sees only some centres (their dashboard).
    INSERT INTO center_counter_slots AS s (center_code, slot, total_registrations, successful_payments, online_pending,
                                           offline_pending, total_disqualified, total_duplicates)
    SELECT g.center_code, summary_counter_slot(), k.total_registrations, k.successful_payments, k.online_pending,
           k.offline_pending, k.total_disqualified, k.total_duplicates
    FROM (SELECT c.center_code, array_agg(c) AS changes FROM unnest(changes) AS c GROUP BY c.center_code) AS g,
         LATERAL registration_kpis(g.changes) AS k
    WHERE k.total_registrations <> 0 OR k.successful_payments <> 0 OR k.online_pending <> 0
       OR k.offline_pending <> 0 OR k.total_disqualified <> 0 OR k.total_duplicates <> 0
    ORDER BY 1
    ON CONFLICT (center_code, slot) DO UPDATE SET
      total_registrations = s.total_registrations + excluded.total_registrations,
      successful_payments = s.successful_payments + excluded.successful_payments,
      online_pending = s.online_pending + excluded.online_pending,
      offline_pending = s.offline_pending + excluded.offline_pending,
      total_disqualified = s.total_disqualified + excluded.total_disqualified,
      total_duplicates = s.total_duplicates + excluded.total_duplicates;

    -- A registration without a gender counts under '' so that the key has no null.
    INSERT INTO registration_filter_counts AS f
    SELECT c.center_code, c.status, c.cadre, c.std, c.payment_mode, c.payment_status, coalesce(c.gender, ''), c.level_enrolled, sum(c.sign)
    FROM unnest(changes) AS c
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (center_code, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
    DO UPDATE SET registrations = f.registrations + excluded.registrations;

    -- A school without an official name counts under ''.
    INSERT INTO school_filter_counts AS f
    SELECT c.school_value, coalesce(c.school_name, ''), c.center_code, c.status, c.cadre, c.std, c.payment_mode, c.payment_status,
           coalesce(c.gender, ''), c.level_enrolled, sum(c.sign)
    FROM unnest(changes) AS c
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (school_value, school_name, center_code, status, cadre, std, payment_mode, payment_status, gender, level_enrolled)
    DO UPDATE SET registrations = f.registrations + excluded.registrations;

    INSERT INTO registration_schools AS s
    SELECT c.school_value, coalesce(c.school_name, ''), sum(c.sign)
    FROM unnest(changes) AS c
    GROUP BY 1, 2
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (school_value, school_name) DO UPDATE SET registrations = s.registrations + excluded.registrations;

    -- The search table: a removed row goes unless the statement also keeps it (an update); a kept
    -- row is written only when a searched field changed, which most updates (payments, status) leave.
    DELETE FROM registration_search s
    USING (SELECT c.registration_id FROM unnest(changes) AS c GROUP BY 1 HAVING max(c.sign) = -1) AS removed
    WHERE s.registration_id = removed.registration_id;

    INSERT INTO registration_search AS s
    SELECT c.registration_id, c.search_text, c.search_contact
    FROM unnest(changes) AS c
    WHERE c.sign = 1
    ORDER BY 1
    ON CONFLICT (registration_id) DO UPDATE SET search_text = excluded.search_text, search_contact = excluded.search_contact
    WHERE (s.search_text, s.search_contact) IS DISTINCT FROM (excluded.search_text, excluded.search_contact);

    INSERT INTO registration_quarter_hour_counts AS q (quarter, center_code, registrations)
    SELECT date_bin('15 minutes', c.created_at, timestamptz '2000-01-01 00:00:00+00'), c.center_code, sum(c.sign)
    FROM unnest(changes) AS c
    GROUP BY 1, 2
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (quarter, center_code) DO UPDATE SET registrations = q.registrations + EXCLUDED.registrations;
END
$function$;

CREATE OR REPLACE FUNCTION as_registration_change(sign integer, r registrations)
 RETURNS registration_change
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT ROW(sign, r.registration_id, r.created_at, r.status, r.cadre, r.std, r.payment_mode, r.payment_status,
             r.gender, r.level_enrolled, r.school_value, r.school_name,
             CASE WHEN r.merged_into IS NULL THEN r.contact_key END,
             lower((r.name || E'\x1f' || r.registration_id || E'\x1f' || r.payment_id) COLLATE "C"),
             r.contact_number, r.center_code)::registration_change
$function$;

CREATE OR REPLACE FUNCTION bulk_job_finished()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM notify_change('job', NEW.id::text, NULL, json_build_object('uid', NEW.created_by_uid, 'email', NEW.created_by_email),
                        CASE WHEN NEW.status = 'completed' THEN 'bulkCompleted' ELSE 'bulkFailed' END);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION change_actor(p_registration_id text, p_target_types text[], p_target_id text)
 RETURNS json
 LANGUAGE sql
 STABLE
AS $function$
  SELECT json_build_object('uid', actor_uid, 'email', actor_email)
  FROM audit_log
  WHERE at = now() AND actor_uid IS NOT NULL
    AND (CASE WHEN p_registration_id IS NOT NULL THEN registration_id = p_registration_id
              ELSE target_type = ANY (p_target_types) AND target_id = p_target_id END)
  ORDER BY id DESC
  LIMIT 1
$function$;

CREATE OR REPLACE FUNCTION count_audit_entries()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE summary_counter_slots SET audit_entries = audit_entries + (SELECT count(*) FROM new_rows)
  WHERE slot = summary_counter_slot();
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION export_link_finished()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM notify_change('job', NEW.id::text, NULL, json_build_object('uid', NEW.staff_uid, 'email', NULL), 'exportCompleted');
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION notify_change(p_type text, p_id text, p_version integer, p_actor json)
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT pg_notify('abacus_changes', json_build_object('type', p_type, 'id', p_id, 'version', p_version, 'actor', p_actor)::text)
$function$;

CREATE OR REPLACE FUNCTION notify_change(p_type text, p_id text, p_version integer, p_actor json, p_change text)
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT pg_notify('abacus_changes',
    CASE WHEN p_change IS NULL
         THEN json_build_object('type', p_type, 'id', p_id, 'version', p_version, 'actor', p_actor)
         ELSE json_build_object('type', p_type, 'id', p_id, 'version', p_version, 'actor', p_actor, 'change', p_change) END::text)
$function$;

CREATE OR REPLACE FUNCTION offline_payment_pending(payment_mode text, payment_status text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT payment_mode = 'offline' AND payment_status IN ('pending', 'pending_payment_gateway')
$function$;

CREATE OR REPLACE FUNCTION receipt_half_hour(at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT date_bin('30 minutes', at, TIMESTAMPTZ '2000-01-01 00:00:00+00')
$function$;

CREATE OR REPLACE FUNCTION receipts_counted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO receipt_half_hours AS t (half_hour, issued_by, issued, issued_amount, cancelled, cancelled_amount)
    SELECT receipt_half_hour(n.issued_at), coalesce(n.issued_by, ''), count(*), sum(n.amount),
           count(*) FILTER (WHERE n.cancelled_at IS NOT NULL), coalesce(sum(n.amount) FILTER (WHERE n.cancelled_at IS NOT NULL), 0)
    FROM new_receipts n GROUP BY 1, 2
    ON CONFLICT (half_hour, issued_by) DO UPDATE SET
      issued = t.issued + excluded.issued, issued_amount = t.issued_amount + excluded.issued_amount,
      cancelled = t.cancelled + excluded.cancelled, cancelled_amount = t.cancelled_amount + excluded.cancelled_amount;
  ELSE
    -- A cancellation: the one change of a receipt that moves a total (receipts_never_edited allows no other).
    INSERT INTO receipt_half_hours AS t (half_hour, issued_by, cancelled, cancelled_amount)
    SELECT receipt_half_hour(n.issued_at), coalesce(n.issued_by, ''), count(*), sum(n.amount)
    FROM new_receipts n JOIN old_receipts o USING (number)
    WHERE o.cancelled_at IS NULL AND n.cancelled_at IS NOT NULL GROUP BY 1, 2
    ON CONFLICT (half_hour, issued_by) DO UPDATE SET
      cancelled = t.cancelled + excluded.cancelled, cancelled_amount = t.cancelled_amount + excluded.cancelled_amount;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION receipts_keep_their_numbers()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'A receipt is never deleted (%)', OLD.number;
  END IF;
  IF (NEW.number, NEW.registration_id, NEW.name, NEW.school, NEW.payment_id, NEW.amount, NEW.mode, NEW.issued_at,
      NEW.issued_by_uid, NEW.issued_by, NEW.approved_at, NEW.approved_by_uid, NEW.approved_by)
     IS DISTINCT FROM
     (OLD.number, OLD.registration_id, OLD.name, OLD.school, OLD.payment_id, OLD.amount, OLD.mode, OLD.issued_at,
      OLD.issued_by_uid, OLD.issued_by, OLD.approved_at, OLD.approved_by_uid, OLD.approved_by)
     OR (OLD.cancelled_at IS NOT NULL AND (NEW.cancelled_at, NEW.cancelled_by, NEW.cancel_reason)
                                          IS DISTINCT FROM (OLD.cancelled_at, OLD.cancelled_by, OLD.cancel_reason))
     OR NEW.downloads < OLD.downloads THEN
    RAISE EXCEPTION 'A receipt is never edited (%)', OLD.number;
  END IF;
  RETURN NEW;
END $function$;

CREATE OR REPLACE FUNCTION registration_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  id text := CASE WHEN TG_OP = 'DELETE' THEN OLD.registration_id ELSE NEW.registration_id END;
  kind text := CASE WHEN TG_OP = 'UPDATE' AND (OLD.payment_status, OLD.payment_mode, OLD.payment_amount)
                        IS DISTINCT FROM (NEW.payment_status, NEW.payment_mode, NEW.payment_amount)
                    THEN 'payment' ELSE 'registration' END;
  what text := CASE WHEN TG_OP <> 'UPDATE' THEN NULL
                    WHEN NEW.status = 'disqualified' AND OLD.status IS DISTINCT FROM 'disqualified' THEN 'disqualified'
                    WHEN NEW.payment_status = 'success' AND OLD.payment_status IS DISTINCT FROM 'success' THEN 'paid'
                    WHEN NEW.approval IS NOT NULL AND OLD.approval IS NULL THEN 'approvalRequested' END;
BEGIN
  PERFORM notify_change(kind, id, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.version END, change_actor(id, NULL, NULL), what);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION registration_in_scope(id text)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
  SELECT EXISTS (SELECT 1 FROM registrations WHERE registration_id = id)
$function$;

CREATE OR REPLACE FUNCTION registration_kpis(changes registration_change[])
 RETURNS TABLE(total_registrations bigint, successful_payments bigint, online_pending bigint, offline_pending bigint, total_disqualified bigint, total_duplicates bigint)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT
    coalesce(sum(c.sign), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.payment_status = 'success'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.payment_mode = 'online'
      AND c.payment_status IN ('pending', 'pending_payment_gateway')), 0),
    coalesce(sum(c.sign) FILTER (WHERE offline_payment_pending(c.payment_mode, c.payment_status)), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'disqualified'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'duplicate'), 0)
  FROM unnest(changes) AS c
$function$;

CREATE OR REPLACE FUNCTION registration_search_unusual(name text, registration_id text, payment_id text, contact_number text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT NOT (name !~ '[0-9]'
              AND registration_id ~ '^REG-[0-9]{1,9}$'
              AND payment_id ~ '^PAY-[A-Z]+-[0-9]{1,9}$' AND payment_id !~ 'REG-'
              AND contact_number ~ '^(0|\+91)?[0-9]{10}$')
$function$;

CREATE OR REPLACE FUNCTION registrations_clear_case_twin()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.registration_id IS DISTINCT FROM OLD.registration_id THEN
    NEW.legacy_case_twin := array_remove(NEW.legacy_case_twin, 'registration_id');
  END IF;
  IF NEW.payment_id IS DISTINCT FROM OLD.payment_id THEN
    NEW.legacy_case_twin := array_remove(NEW.legacy_case_twin, 'payment_id');
  END IF;
  IF NEW.merchant_transaction_id IS DISTINCT FROM OLD.merchant_transaction_id THEN
    NEW.legacy_case_twin := array_remove(NEW.legacy_case_twin, 'merchant_transaction_id');
  END IF;
  IF cardinality(NEW.legacy_case_twin) = 0 THEN
    NEW.legacy_case_twin := NULL;
  END IF;
  RETURN NEW;
END $function$;

CREATE OR REPLACE FUNCTION registrations_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION registrations_kept_tables()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_registration_changes(ARRAY(SELECT as_registration_change(1, n) FROM new_rows AS n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM apply_registration_changes(ARRAY(
      SELECT as_registration_change(1, n) FROM new_rows AS n
      UNION ALL
      SELECT as_registration_change(-1, o) FROM old_rows AS o));
  ELSE
    PERFORM apply_registration_changes(ARRAY(SELECT as_registration_change(-1, o) FROM old_rows AS o));
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION row_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  item jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  id text := item ->> TG_ARGV[2];
BEGIN
  PERFORM notify_change(TG_ARGV[0], id, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE (item ->> 'version')::integer END,
                        change_actor(NULL, ARRAY[TG_ARGV[1]], id));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION settings_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM notify_change('settings', NEW.section, NEW.version,
    CASE WHEN NEW.section = 'featureFlags'
         THEN (SELECT json_build_object('uid', actor_uid, 'email', actor_email) FROM audit_log
               WHERE at = now() AND target_type = 'feature_flag' AND actor_uid IS NOT NULL ORDER BY id DESC LIMIT 1)
         ELSE change_actor(NULL, ARRAY['settings'], NEW.section) END);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION staff_scope()
 RETURNS text[]
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce(nullif(current_setting('abacus.centers', true), '')::text[], '{}'::text[])
$function$;

CREATE OR REPLACE FUNCTION summary_counter_slot()
 RETURNS smallint
 LANGUAGE sql
 STABLE
AS $function$
  SELECT (pg_backend_pid() % 16)::smallint
$function$;

CREATE OR REPLACE FUNCTION uncount_audit_entries()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE summary_counter_slots SET audit_entries = audit_entries - (SELECT count(*) FROM old_rows)
  WHERE slot = summary_counter_slot();
  RETURN NULL;
END $function$;

-- Triggers

CREATE TRIGGER audit_log_counted_on_insert AFTER INSERT ON audit_log REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_audit_entries();

CREATE TRIGGER audit_log_uncounted_on_delete AFTER DELETE ON audit_log REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION uncount_audit_entries();

CREATE TRIGGER bulk_jobs_announced_when_finished AFTER UPDATE OF status ON bulk_jobs FOR EACH ROW WHEN ((new.status = ANY (ARRAY['completed'::text, 'failed'::text])) AND old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION bulk_job_finished();

CREATE CONSTRAINT TRIGGER centers_announced AFTER INSERT OR DELETE OR UPDATE ON centers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION row_changed('center', 'center', 'id');

CREATE TRIGGER export_links_announced_when_finished AFTER UPDATE OF finished_at ON export_links FOR EACH ROW WHEN (old.finished_at IS NULL AND new.finished_at IS NOT NULL) EXECUTE FUNCTION export_link_finished();

CREATE CONSTRAINT TRIGGER notification_templates_announced AFTER UPDATE ON notification_templates DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION row_changed('template', 'template', 'id');

CREATE CONSTRAINT TRIGGER portal_settings_announced AFTER UPDATE ON portal_settings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION settings_changed();

CREATE TRIGGER receipts_counted_on_insert AFTER INSERT ON receipts REFERENCING NEW TABLE AS new_receipts FOR EACH STATEMENT EXECUTE FUNCTION receipts_counted();

CREATE TRIGGER receipts_counted_on_update AFTER UPDATE ON receipts REFERENCING OLD TABLE AS old_receipts NEW TABLE AS new_receipts FOR EACH STATEMENT EXECUTE FUNCTION receipts_counted();

CREATE TRIGGER receipts_never_edited BEFORE DELETE OR UPDATE ON receipts FOR EACH ROW EXECUTE FUNCTION receipts_keep_their_numbers();

CREATE CONSTRAINT TRIGGER registrations_announced_on_delete AFTER DELETE ON registrations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION registration_changed();

CREATE TRIGGER registrations_announced_on_insert AFTER INSERT ON registrations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_inserted();

CREATE CONSTRAINT TRIGGER registrations_announced_on_update AFTER UPDATE ON registrations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION registration_changed();

CREATE TRIGGER registrations_clear_case_twin BEFORE UPDATE OF registration_id, payment_id, merchant_transaction_id ON registrations FOR EACH ROW WHEN (old.legacy_case_twin IS NOT NULL) EXECUTE FUNCTION registrations_clear_case_twin();

CREATE TRIGGER registrations_kept_on_delete AFTER DELETE ON registrations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_kept_tables();

CREATE TRIGGER registrations_kept_on_insert AFTER INSERT ON registrations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_kept_tables();

CREATE TRIGGER registrations_kept_on_update AFTER UPDATE ON registrations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_kept_tables();

CREATE CONSTRAINT TRIGGER staff_accounts_announced_on_delete AFTER DELETE ON staff_accounts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION row_changed('staff', 'staff_account', 'uid');

CREATE CONSTRAINT TRIGGER staff_accounts_announced_on_insert AFTER INSERT ON staff_accounts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION row_changed('staff', 'staff_account', 'uid');

CREATE CONSTRAINT TRIGGER staff_accounts_announced_on_update AFTER UPDATE ON staff_accounts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (old.email IS DISTINCT FROM new.email OR old.display_name IS DISTINCT FROM new.display_name OR old.role IS DISTINCT FROM new.role OR old.status IS DISTINCT FROM new.status OR old.centers IS DISTINCT FROM new.centers) EXECUTE FUNCTION row_changed('staff', 'staff_account', 'uid');

CREATE CONSTRAINT TRIGGER staff_sessions_announced_on_end AFTER UPDATE ON staff_sessions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (old.ended_at IS NULL AND new.ended_at IS NOT NULL) EXECUTE FUNCTION row_changed('staff', 'staff_account', 'uid');

-- Row-level security policies

CREATE POLICY centre_scope ON audit_log TO abacus_scoped
  USING (((registration_id IS NULL) OR registration_in_scope(registration_id)))
  WITH CHECK (((registration_id IS NULL) OR registration_in_scope(registration_id)));

CREATE POLICY every_centre ON audit_log TO CURRENT_USER
  USING (true)
  WITH CHECK (true);

CREATE POLICY centre_scope ON center_counter_slots TO abacus_scoped
  USING ((center_code = ANY (staff_scope())))
  WITH CHECK ((center_code = ANY (staff_scope())));

CREATE POLICY every_centre ON center_counter_slots TO CURRENT_USER
  USING (true)
  WITH CHECK (true);

CREATE POLICY centre_scope ON message_intents FOR INSERT TO abacus_scoped
  WITH CHECK (((registration_id IS NULL) OR registration_in_scope(registration_id)));

CREATE POLICY every_centre ON message_intents TO CURRENT_USER
  USING (true)
  WITH CHECK (true);

CREATE POLICY centre_scope ON messages TO abacus_scoped
  USING (((registration_id IS NOT NULL) AND registration_in_scope(registration_id)))
  WITH CHECK (((registration_id IS NULL) OR registration_in_scope(registration_id)));

CREATE POLICY every_centre ON messages TO CURRENT_USER
  USING (true)
  WITH CHECK (true);

CREATE POLICY centre_scope ON receipts TO abacus_scoped
  USING (registration_in_scope(registration_id))
  WITH CHECK (registration_in_scope(registration_id));

CREATE POLICY every_centre ON receipts TO CURRENT_USER
  USING (true)
  WITH CHECK (true);

CREATE POLICY centre_scope ON reconciliation_lines TO abacus_scoped
  USING (((registration_id IS NULL) OR registration_in_scope(registration_id)))
  WITH CHECK (((registration_id IS NULL) OR registration_in_scope(registration_id)));

CREATE POLICY every_centre ON reconciliation_lines TO CURRENT_USER
  USING (true)
  WITH CHECK (true);

CREATE POLICY centre_scope ON registration_filter_counts TO abacus_scoped
  USING ((center_code = ANY (staff_scope())))
  WITH CHECK ((center_code = ANY (staff_scope())));

CREATE POLICY every_centre ON registration_filter_counts TO CURRENT_USER
  USING (true)
  WITH CHECK (true);

CREATE POLICY centre_scope ON registration_merges TO abacus_scoped
  USING (registration_in_scope(keep_id))
  WITH CHECK (registration_in_scope(keep_id));

CREATE POLICY every_centre ON registration_merges TO CURRENT_USER
  USING (true)
  WITH CHECK (true);

CREATE POLICY centre_scope ON registration_quarter_hour_counts TO abacus_scoped
  USING ((center_code = ANY (staff_scope())))
  WITH CHECK ((center_code = ANY (staff_scope())));

CREATE POLICY every_centre ON registration_quarter_hour_counts TO CURRENT_USER
  USING (true)
  WITH CHECK (true);

CREATE POLICY centre_scope ON registration_search TO abacus_scoped
  USING (registration_in_scope(registration_id))
  WITH CHECK (registration_in_scope(registration_id));

CREATE POLICY every_centre ON registration_search TO CURRENT_USER
  USING (true)
  WITH CHECK (true);

CREATE POLICY centre_scope ON registrations TO abacus_scoped
  USING ((center_code = ANY (staff_scope())))
  WITH CHECK ((center_code = ANY (staff_scope())));

CREATE POLICY every_centre ON registrations TO CURRENT_USER
  USING (true)
  WITH CHECK (true);

CREATE POLICY centre_scope ON school_filter_counts TO abacus_scoped
  USING ((center_code = ANY (staff_scope())))
  WITH CHECK ((center_code = ANY (staff_scope())));

CREATE POLICY every_centre ON school_filter_counts TO CURRENT_USER
  USING (true)
  WITH CHECK (true);
