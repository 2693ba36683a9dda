-- Receipts for the payments the portal confirms, approvals above a threshold, and what each day's
-- collections are counted from. Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

-- One row per prefix and financial year, locked by the confirming transaction until it commits:
-- a rolled-back confirmation gives its number back, which a sequence would not.
CREATE TABLE receipt_counters (
  prefix text COLLATE "C" NOT NULL,
  financial_year text COLLATE "C" NOT NULL,
  last_number integer NOT NULL CHECK (last_number BETWEEN 1 AND 999999),
  PRIMARY KEY (prefix, financial_year)
);

-- A receipt as it was issued: who paid what, as the registration read then.
CREATE TABLE receipts (
  number text COLLATE "C" PRIMARY KEY CHECK (length(number) <= 16),
  registration_id text COLLATE "C" NOT NULL,
  name text NOT NULL,
  school text NOT NULL,
  payment_id text COLLATE "C" NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  mode text COLLATE "C" NOT NULL,
  issued_at timestamptz NOT NULL,
  issued_by_uid text,
  issued_by text,
  approved_at timestamptz,
  approved_by_uid text,
  approved_by text,
  cancelled_at timestamptz,
  cancelled_by text,
  cancel_reason text,
  downloads integer NOT NULL DEFAULT 0,
  CHECK ((cancelled_at IS NULL) = (cancel_reason IS NULL))
);
-- The register, newest first, whole or by who issued; a registration's receipts.
CREATE INDEX receipts_issued ON receipts (issued_at, number);
CREATE INDEX receipts_issued_by ON receipts (lower(issued_by), issued_at, number);
CREATE INDEX receipts_registration ON receipts (registration_id);

-- A number is never reused, edited or deleted: only the one cancellation and the download count may change.
CREATE FUNCTION receipts_keep_their_numbers() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;

CREATE TRIGGER receipts_never_edited BEFORE UPDATE OR DELETE ON receipts
  FOR EACH ROW EXECUTE FUNCTION receipts_keep_their_numbers();

-- The registration's current receipt and pending approval, as its answers carry them
-- (payment.receipt, payment.approval), written in the same transaction as the receipts row; who asked
-- for the approval by uid too, for the rule that another admin approves.
ALTER TABLE registrations ADD COLUMN receipt jsonb, ADD COLUMN approval jsonb, ADD COLUMN approval_requested_by_uid text;
CREATE INDEX registrations_awaiting_approval ON registrations ((approval ->> 'requestedAt'), registration_id) WHERE approval IS NOT NULL;

-- The Payment settings' two new fields, at their defaults: receipts numbered RCT/..., no approvals.
UPDATE portal_settings SET value = value || '{"receiptPrefix": "RCT", "approvalThreshold": null}'::jsonb
WHERE section = 'payment' AND NOT value ? 'receiptPrefix';
