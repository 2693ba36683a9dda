-- Fair shares of the instance's work. Runs on PostgreSQL 15 (production) and PGlite (PostgreSQL 18):
-- nothing newer than 15 here.
--
-- 1. A bulk job can be cancelled (DELETE /admin/jobs/{id}) by the person who asked for it or an
--    admin: it stops between two chunks, the rows done before staying changed, and says who stopped it.
ALTER TABLE bulk_jobs DROP CONSTRAINT bulk_jobs_status_check;
ALTER TABLE bulk_jobs ADD CONSTRAINT bulk_jobs_status_check CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled'));
ALTER TABLE bulk_jobs ADD COLUMN cancelled_by_email text;

-- 2. An export being written says it is alive every few seconds, so that one whose instance was
--    killed is marked failed when an instance starts (or within a minute), not after an hour.
ALTER TABLE data_exports ADD COLUMN heartbeat_at timestamptz NOT NULL DEFAULT now();
