-- A large statement is stored and matched in the background, in short steps a poll can follow:
-- its progress is kept on its row, and only a statement whose matching is done is listed or read.
-- Runs on PostgreSQL 15 and PGlite.

ALTER TABLE reconciliation_statements
  ADD COLUMN status text COLLATE "C" NOT NULL DEFAULT 'ready' CHECK (status IN ('storing', 'matching', 'ready', 'failed')),
  ADD COLUMN lines_total integer NOT NULL DEFAULT 0,
  ADD COLUMN lines_stored integer NOT NULL DEFAULT 0,
  ADD COLUMN failure text,
  -- The instance storing it says it is alive with each step; one silent too long was stopped.
  ADD COLUMN heartbeat_at timestamptz;
