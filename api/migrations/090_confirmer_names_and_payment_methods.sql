-- Issue 60. Who confirmed, by name: the audit entries and the receipts keep the staff member's name
-- as it was when they acted (a staff member's confirmation must never read as an admin's).
-- How an offline payment was paid: the registration's payment.method and its receipt's, for the
-- register, the export and a cash drawer's balance in Collections. Null: not said (online payments,
-- confirmations made before this, or a caller that sends none).
ALTER TABLE audit_log ADD COLUMN actor_name text;
ALTER TABLE receipts ADD COLUMN issued_by_name text;
ALTER TABLE receipts ADD COLUMN method text COLLATE "C" CHECK (method IN ('cash', 'bank', 'cheque', 'upi'));
ALTER TABLE registrations ADD COLUMN payment_method text COLLATE "C" CHECK (payment_method IN ('cash', 'bank', 'cheque', 'upi'));
