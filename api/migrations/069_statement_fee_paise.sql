-- A gateway's fee carries paise (18% GST on a 10-rupee fee is 11.80): a report with such a fee was
-- refused whole. The fee is what the gateway kept, shown and exported, never summed with the amounts,
-- which stay whole rupees. Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.
ALTER TABLE reconciliation_lines ALTER COLUMN fee TYPE numeric(12, 2);
