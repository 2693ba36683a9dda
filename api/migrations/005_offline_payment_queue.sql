-- The offline payment queue (GET /admin/offline-payments): offline payments awaiting
-- confirmation, oldest first. A partial index holds only those rows in that order, so a page is
-- read without touching the rest of the table and shrinks as staff confirm. Its predicate is the
-- one the queue's SQL and the offline_pending counter use; change them together.
CREATE INDEX registrations_offline_payment_queue ON registrations (created_at, registration_id)
  WHERE payment_mode = 'offline' AND payment_status IN ('pending', 'pending_payment_gateway');
