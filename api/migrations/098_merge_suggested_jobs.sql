-- Issue 61 item 4, "Merge suggested": a bulk job whose rows are groups of duplicates. Each element
-- of its registration_ids is one group, its registrations' ids separated by spaces.
ALTER TABLE bulk_jobs DROP CONSTRAINT bulk_jobs_action_check;
ALTER TABLE bulk_jobs ADD CONSTRAINT bulk_jobs_action_check
  CHECK (action IN ('confirmPayment', 'markDuplicate', 'disqualify', 'clearStatus', 'mergeSuggested'));
