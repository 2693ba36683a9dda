-- Bulk actions run as background jobs in chunks. The job's whole state lives here, not in
-- an API process, so any instance can report on it and take over a job whose instance died.
-- Runs on PostgreSQL 15 (production) and PGlite (PostgreSQL 18): nothing newer than 15 here.
CREATE TABLE bulk_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  action text NOT NULL CHECK (action IN ('confirmPayment', 'markDuplicate', 'disqualify', 'clearStatus')),
  note text,
  -- The rows chosen when the job was asked for, sorted (so that jobs lock rows in one order);
  -- emptied when the job ends.
  registration_ids text[] NOT NULL,
  total integer NOT NULL,
  -- Rows done: each chunk's changes and this position commit together, so a resumed job
  -- neither repeats nor misses a row.
  next_index integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  -- { reason: count } over every skipped row, and the first skipped rows with their reason.
  skip_reasons jsonb NOT NULL DEFAULT '{}',
  skipped_rows jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  failure text,
  created_by_uid text NOT NULL,
  created_by_email text,
  created_by_role text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  -- The instance working on it and until when; a lease that runs out lets another instance take over.
  lease_owner text,
  lease_expires_at timestamptz,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX bulk_jobs_unfinished ON bulk_jobs (created_at) WHERE status IN ('queued', 'running');
CREATE INDEX bulk_jobs_by_creator ON bulk_jobs (created_by_uid, created_at);
