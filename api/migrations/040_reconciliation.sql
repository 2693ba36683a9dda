-- Reconciliation: bank statements and gateway settlement reports, each credit line matched against
-- the payments. Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

CREATE TABLE reconciliation_statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  source text COLLATE "C" NOT NULL CHECK (source IN ('bank', 'gateway')),
  -- The file's text, hashed: the same statement uploaded twice is refused.
  content_sha256 text COLLATE "C" NOT NULL UNIQUE,
  -- The column mapping it was read with, offered again for the next file of the same bank.
  mapping jsonb NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  uploaded_by_uid text NOT NULL,
  uploaded_by text NOT NULL,
  first_day date NOT NULL,
  last_day date NOT NULL,
  ignored_lines integer NOT NULL DEFAULT 0
);
CREATE INDEX reconciliation_statements_uploaded ON reconciliation_statements (uploaded_at DESC, id);

-- One row per credit line; the line number is the file's (the header is line 1).
CREATE TABLE reconciliation_lines (
  statement_id uuid NOT NULL REFERENCES reconciliation_statements (id),
  line integer NOT NULL,
  day date NOT NULL,
  reference text NOT NULL,
  description text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  fee integer,
  utr text,
  outcome text COLLATE "C" NOT NULL CHECK (outcome IN ('matched', 'mismatched', 'duplicate', 'unmatched')),
  reason text NOT NULL,
  registration_id text COLLATE "C",
  -- Set when staff matched or unmatched the line by hand: automatic matching never touches it again.
  manual_by text,
  manual_at timestamptz,
  manual_note text,
  PRIMARY KEY (statement_id, line),
  CHECK ((outcome = 'unmatched') = (registration_id IS NULL))
);
CREATE INDEX reconciliation_lines_outcome ON reconciliation_lines (statement_id, outcome, line);
CREATE INDEX reconciliation_lines_registration ON reconciliation_lines (registration_id, statement_id) WHERE registration_id IS NOT NULL;
