-- "Offline and pending" defined once: an offline payment whose money has not been received
-- (pending, or pending_payment_gateway). Until now it was written out three times in SQL: the
-- offline payment queue's partial index (migration 005), the queue's query
-- (api/src/payments/offline-queue.ts) and the Offline Pending KPI (registration_kpis, 050). All
-- three now call offline_payment_pending; the browser's copy of the rule is isOfflinePending in
-- shared/src/domain/payments/offline-awaiting.ts, and api/test/payment-queue.test.ts holds the two equal.
-- No answer changes: the function says what the three said.
--
-- A later change of the rule: CREATE OR REPLACE this function, then, in the same migration,
-- REINDEX INDEX registrations_offline_payment_queue (an index keeps the rows the old rule chose)
-- and recount the counter slots (CONTRIBUTING.md, changing a KPI).
-- Runs on PostgreSQL 15 and PGlite: nothing newer than 15 here.

-- Plain SQL, IMMUTABLE and a single expression, so the planner inlines it: the queue's WHERE and the
-- index predicate become the same expression, which is how the planner knows the index holds the rows.
CREATE FUNCTION offline_payment_pending(payment_mode text, payment_status text)
RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT payment_mode = 'offline' AND payment_status IN ('pending', 'pending_payment_gateway')
$$;

DROP INDEX registrations_offline_payment_queue;
CREATE INDEX registrations_offline_payment_queue ON registrations (created_at, registration_id)
  WHERE offline_payment_pending(payment_mode, payment_status);

CREATE OR REPLACE FUNCTION registration_kpis(changes registration_change[])
RETURNS TABLE (
  total_registrations bigint,
  successful_payments bigint,
  online_pending bigint,
  offline_pending bigint,
  total_disqualified bigint,
  total_duplicates bigint
)
LANGUAGE sql IMMUTABLE AS $$
  SELECT
    coalesce(sum(c.sign), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.payment_status = 'success'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.payment_mode = 'online'
      AND c.payment_status IN ('pending', 'pending_payment_gateway')), 0),
    coalesce(sum(c.sign) FILTER (WHERE offline_payment_pending(c.payment_mode, c.payment_status)), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'disqualified'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'duplicate'), 0)
  FROM unnest(changes) AS c
$$;
