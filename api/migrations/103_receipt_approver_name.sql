-- The receipt names its approver as it names its confirmer (issue 60 item 6): the name the approver
-- had when approving; the e-mail stays for receipts approved before, and for accounts without a name.
ALTER TABLE receipts ADD COLUMN approved_by_name text;
