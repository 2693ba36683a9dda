-- Statements as banks and gateways send them (issue 59): amounts to the paisa (a settlement reaches
-- the bank net of fees), withdrawals kept as outgoing lines that are never matched, a gateway line's
-- tax and settlement id, the preset a statement was read with, and an organisation's own presets.
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

ALTER TABLE reconciliation_lines ALTER COLUMN amount TYPE numeric(14, 2);
ALTER TABLE reconciliation_lines ADD COLUMN tax numeric(12, 2);
ALTER TABLE reconciliation_lines ADD COLUMN settlement_id text COLLATE "C";
ALTER TABLE reconciliation_lines DROP CONSTRAINT reconciliation_lines_outcome_check;
ALTER TABLE reconciliation_lines ADD CONSTRAINT reconciliation_lines_outcome_check
  CHECK (outcome IN ('matched', 'mismatched', 'duplicate', 'unmatched', 'outgoing'));
ALTER TABLE reconciliation_lines DROP CONSTRAINT reconciliation_lines_check;
ALTER TABLE reconciliation_lines ADD CONSTRAINT reconciliation_lines_check
  CHECK ((outcome IN ('unmatched', 'outgoing')) = (registration_id IS NULL));
-- A gateway's settlements, each summed over its lines.
CREATE INDEX reconciliation_lines_settlement ON reconciliation_lines (settlement_id) WHERE settlement_id IS NOT NULL;

ALTER TABLE reconciliation_statements ADD COLUMN preset_id text COLLATE "C";

-- The organisation's own layouts; the built-in ones (hdfc, sbi, ...) live in the code.
CREATE TABLE reconciliation_presets (
  id text COLLATE "C" PRIMARY KEY,
  name text NOT NULL,
  source text COLLATE "C" NOT NULL CHECK (source IN ('bank', 'gateway')),
  columns jsonb NOT NULL,
  date_format text NOT NULL,
  reference_patterns jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  created_by text NOT NULL
);
CREATE UNIQUE INDEX reconciliation_presets_name ON reconciliation_presets (lower(name));
