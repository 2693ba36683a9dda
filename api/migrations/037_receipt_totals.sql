-- The receipt register's totals and each day's collections without reading every receipt: counts and
-- rupees per half hour and staff member, kept by triggers in the writing transaction (as
-- registration_filter_counts keeps the list's). Half hours, because India is UTC+05:30: a day of any
-- time zone whose offset is whole half hours is a whole number of them. Runs on PostgreSQL 15 and PGlite.

CREATE TABLE receipt_half_hours (
  half_hour timestamptz NOT NULL,
  -- '' for a receipt nobody is named on (the key cannot be null).
  issued_by text COLLATE "C" NOT NULL,
  issued integer NOT NULL DEFAULT 0,
  issued_amount bigint NOT NULL DEFAULT 0,
  cancelled integer NOT NULL DEFAULT 0,
  cancelled_amount bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (half_hour, issued_by)
);
CREATE INDEX receipt_half_hours_by_issuer ON receipt_half_hours (lower(issued_by), half_hour);

CREATE FUNCTION receipt_half_hour(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('30 minutes', at, TIMESTAMPTZ '2000-01-01 00:00:00+00')
$$;

CREATE FUNCTION receipts_counted() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;

CREATE TRIGGER receipts_counted_on_insert AFTER INSERT ON receipts
  REFERENCING NEW TABLE AS new_receipts FOR EACH STATEMENT EXECUTE FUNCTION receipts_counted();
CREATE TRIGGER receipts_counted_on_update AFTER UPDATE ON receipts
  REFERENCING OLD TABLE AS old_receipts NEW TABLE AS new_receipts FOR EACH STATEMENT EXECUTE FUNCTION receipts_counted();

-- Receipts issued before this migration.
INSERT INTO receipt_half_hours (half_hour, issued_by, issued, issued_amount, cancelled, cancelled_amount)
SELECT receipt_half_hour(issued_at), coalesce(issued_by, ''), count(*), sum(amount),
       count(*) FILTER (WHERE cancelled_at IS NOT NULL), coalesce(sum(amount) FILTER (WHERE cancelled_at IS NOT NULL), 0)
FROM receipts GROUP BY 1, 2;
