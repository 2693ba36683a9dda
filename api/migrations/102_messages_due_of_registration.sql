-- Issue 56, found by the 1,000,000-row bench: delivery takes the oldest due messages whose registration
-- has no earlier one still due on the channel (a registration's messages go in order). That check
-- probed messages_of_registration and ANDed it with the whole of messages_due for every candidate:
-- 15 s a batch with 20,000 queued, so a bulk job's receipts took hours to drain. This index answers
-- the check with one probe of the messages still due (64 ms a batch at 20,000 queued).
CREATE INDEX messages_due_of_registration ON messages (registration_id, channel, seq)
  WHERE status IN ('queued', 'sending') AND registration_id IS NOT NULL;
